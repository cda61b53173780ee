import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// Count init calls while keeping the real library (4.4.1 posts with window.fetch).
vi.mock("@emailjs/browser", async (importOriginal) => {
  const real = await importOriginal<typeof import("@emailjs/browser")>();
  return { ...real, init: vi.fn(real.init) };
});

type SendModule = typeof import("./send");

let fetchMock: ReturnType<typeof vi.fn>;
let clock = Date.parse("2026-03-01T06:00:00Z");

async function freshModules(): Promise<{ send: SendModule; init: ReturnType<typeof vi.fn> }> {
  vi.resetModules();
  const send = await import("./send");
  const lib = await import("@emailjs/browser");
  const init = lib.init as unknown as ReturnType<typeof vi.fn>;
  init.mockClear();
  return { send, init };
}

function makeForm(fields: Record<string, string>, withFormName = true): HTMLFormElement {
  const form = document.createElement("form");
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement("input");
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }
  if (withFormName) {
    const hidden = document.createElement("input");
    hidden.type = "hidden";
    hidden.name = "form_name";
    hidden.value = "consultation";
    form.appendChild(hidden);
  }
  document.body.appendChild(form);
  return form;
}

function lastCall(): { url: string; body: FormData } {
  const call = fetchMock.mock.calls.at(-1);
  if (!call) throw new Error("fetch was not called");
  return { url: String(call[0]), body: (call[1] as RequestInit).body as FormData };
}

beforeEach(() => {
  // The library's rate limit compares Date.now() with the stored time: step the clock per test.
  clock += 60_000;
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(clock);
  localStorage.clear();
  fetchMock = vi.fn(async () => new Response("OK LEAD-2026-000042", { status: 200 }));
  vi.stubGlobal("fetch", fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  document.body.innerHTML = "";
});

describe("sendLead", () => {
  it("posts the form to the site's own inbox and returns the reference", async () => {
    const { send } = await freshModules();
    const form = makeForm({ user_name: "Asha", user_email: "a@b.in", message: "Hi" });
    const result = await send.sendLead("consultation", form);
    expect(result).toEqual({ ok: true, reference: "LEAD-2026-000042" });

    const { url, body } = lastCall();
    expect(url).toBe("/api/v1.0/email/send-form");
    expect(body.get("user_name")).toBe("Asha");
    expect(body.get("form_name")).toBe("consultation");
    expect(body.get("lib_version")).toBe("4.4.1");
    expect(body.get("user_id")).toBe("local-inbox");
    expect(body.get("service_id")).toBe("service_contact");
    expect(body.get("template_id")).toBe("template_contact");
  });

  it("uses each form's template pair", async () => {
    const { send } = await freshModules();
    const cases = [
      ["hero", "service_contact", "template_contact"],
      ["feedback", "service_feedback", "template_feedback"],
      ["appointment", "service_appointment", "template_appointment"],
      ["enquiry", "service_leads", "template_enquiry"],
      ["serviceConsultation", "service_leads", "template_service_consultation"],
      ["newsletter", "service_leads", "template_newsletter"],
    ] as const;
    for (const [key, service, template] of cases) {
      vi.setSystemTime((clock += 5_000)); // past the 1 s throttle
      const result = await send.sendLead(key, makeForm({ x: "1" }, false));
      expect(result.ok).toBe(true);
      const { body } = lastCall();
      expect(body.get("service_id")).toBe(service);
      expect(body.get("template_id")).toBe(template);
      // A form without the hidden form_name still tells the inbox which form it is...
      expect(body.get("form_name")).toBe(key);
    }
    // ...and the helper input is removed again.
    expect(document.querySelectorAll('input[name="form_name"]')).toHaveLength(0);
  });

  it("initialises the library exactly once, lazily, with the site's settings", async () => {
    const { send, init } = await freshModules();
    expect(init).not.toHaveBeenCalled();
    await send.sendLead("consultation", makeForm({ a: "1" }));
    vi.setSystemTime((clock += 5_000));
    await send.sendLead("hero", makeForm({ a: "2" }));
    expect(init).toHaveBeenCalledTimes(1);
    const [options, origin] = init.mock.calls[0] as [Record<string, unknown>, string];
    expect(origin).toBe("");
    expect(options).toMatchObject({
      publicKey: "local-inbox",
      blockHeadless: false,
      limitRate: { id: "malwa-electrotest", throttle: 1000 },
    });
    expect(options.storageProvider).toBeDefined();
    expect(options.origin).toBeUndefined();
  });

  it("accepts a plain OK without reference", async () => {
    const { send } = await freshModules();
    fetchMock.mockResolvedValueOnce(new Response("OK", { status: 200 }));
    expect(await send.sendLead("consultation", makeForm({ a: "1" }))).toEqual({ ok: true });
  });

  it("maps an error status to ok:false with the status", async () => {
    const { send } = await freshModules();
    fetchMock.mockResolvedValueOnce(
      new Response("user_phone: Invalid phone number", { status: 400 }),
    );
    expect(await send.sendLead("feedback", makeForm({ a: "1" }))).toEqual({
      ok: false,
      status: 400,
      text: "user_phone: Invalid phone number",
    });
  });

  it("maps a network TypeError to ok:false", async () => {
    const { send } = await freshModules();
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    expect(await send.sendLead("consultation", makeForm({ a: "1" }))).toEqual({ ok: false });
  });

  it("maps the library's string rejections (bad form element) to ok:false", async () => {
    const { send } = await freshModules();
    const notAForm = document.createElement("div") as unknown as HTMLFormElement;
    Object.defineProperty(notAForm, "elements", { value: { namedItem: () => ({}) } });
    expect(await send.sendLead("consultation", notAForm)).toEqual({ ok: false });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("turns a second send within 1 s into a 429 failure (library throttle)", async () => {
    const { send } = await freshModules();
    expect((await send.sendLead("consultation", makeForm({ a: "1" }))).ok).toBe(true);
    vi.setSystemTime(clock + 300);
    expect(await send.sendLead("consultation", makeForm({ a: "1" }))).toEqual({
      ok: false,
      status: 429,
      text: expect.any(String),
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    vi.setSystemTime(clock + 1_500);
    expect((await send.sendLead("consultation", makeForm({ a: "1" }))).ok).toBe(true);
  });

  it("still sends when localStorage throws", async () => {
    const { send } = await freshModules();
    const spy = vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    const spySet = vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    try {
      expect((await send.sendLead("consultation", makeForm({ a: "1" }))).ok).toBe(true);
      // The in-memory fallback still enforces the 1 s throttle.
      vi.setSystemTime(clock + 200);
      expect(await send.sendLead("consultation", makeForm({ a: "1" }))).toEqual({
        ok: false,
        status: 429,
        text: expect.any(String),
      });
    } finally {
      spy.mockRestore();
      spySet.mockRestore();
    }
  });
});

describe("helpers", () => {
  it("parses references", async () => {
    const { send } = await freshModules();
    expect(send.parseReference("OK LEAD-2026-000042")).toBe("LEAD-2026-000042");
    expect(send.parseReference("OK LEAD-2027-1234567\n")).toBe("LEAD-2027-1234567");
    expect(send.parseReference("OK")).toBeUndefined();
    expect(send.parseReference("LEAD-2026-000042")).toBeUndefined();
    expect(send.parseReference(undefined)).toBeUndefined();
  });

  it("safe storage falls back to memory", async () => {
    const { send } = await freshModules();
    const storage = send.createSafeStorage();
    await storage.set("k", "v");
    expect(await storage.get("k")).toBe("v");
    expect(localStorage.getItem("k")).toBe("v");
    await storage.remove("k");
    expect(await storage.get("k")).toBeNull();
  });
});
