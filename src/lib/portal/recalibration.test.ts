// @vitest-environment node
import { afterAll, describe, expect, it, vi } from "vitest";
import { isFormKey, leadContact, recalibrationLimits } from "@/content/forms";
import { fieldLabel, formNameOf } from "@/content/leadNotification";
import { recalibrationWords } from "@/content/portalInstruments";
import { saveOrganisation } from "@/lib/customers/organisations";
import { openDatabase } from "@/lib/db/connection";
import { withStore } from "@/lib/db/store";
import { insertLead } from "@/lib/leads/store";
import { createThrottle } from "@/lib/platform/throttle/memory";
import { calibrationCertificates } from "../../../tests/fixtures/reportRecords";
import { PORTAL_BODY_LIMIT } from "./http";
import { portalInstruments } from "./instruments";
import {
  RECALIBRATION_FORM,
  recalibrationChoice,
  recalibrationFields,
  recalibrationLead,
  recalibrationRequests,
} from "./recalibration";

const db = openDatabase(":memory:");
afterAll(() => db.close());

const TODAY = "2026-11-27";
const ME = "qa@works.example";
const certificate = calibrationCertificates(db, 300, ME);

const meter = await certificate({
  serialNumber: "A-1",
  issueDate: "2026-10-01",
  dueDate: "2027-10-01",
});
const tester = await certificate({
  make: "Megger",
  model: "MIT525",
  itemDescription: "Insulation tester",
  serialNumber: "B-2",
  issueDate: "2025-12-07",
  dueDate: "2026-12-07",
});
await certificate({
  serialNumber: "Z-9",
  customerEmail: "buyer@rival.example",
  dueDate: "2027-01-01",
});

const mine = async () => await withStore(db, () => portalInstruments(ME, TODAY));
const keyOf = async (serial: string) => (await mine()).find((i) => i.serialNumber === serial)!.key;
const theirKey = async () =>
  (await withStore(db, () => portalInstruments("buyer@rival.example", TODAY)))[0]!.key;

const formOf = (entries: [string, string][]) => {
  const form = new FormData();
  for (const [name, value] of entries) form.append(name, value);
  return form;
};
/** The meter chosen, with one more field. */
const meterAnd = async (name: string, value: string) =>
  formOf([
    ["key", await keyOf("A-1")],
    [name, value],
  ]);

describe("what a recalibration request may carry", () => {
  const problems = recalibrationWords.problems;

  it("takes the chosen instruments of the address, in the list's order, and a trimmed message", async () => {
    const choice = await withStore(db, async () =>
      recalibrationChoice(
        ME,
        formOf([
          ["key", await keyOf("B-2")],
          ["key", await keyOf("A-1")],
          ["key", await keyOf("A-1")],
          ["message", "  Pick-up on Monday\r\nPO 4471  "],
        ]),
        TODAY,
      ),
    );
    expect(choice).toMatchObject({ ok: true, message: "Pick-up on Monday\nPO 4471" });
    if (!choice.ok) return;
    expect(choice.instruments.map((i) => i.serialNumber)).toEqual(
      (await mine()).map((i) => i.serialNumber).filter((s) => s === "A-1" || s === "B-2"),
    );
  });

  it("refuses nothing chosen, too many, a long message (400) and another customer's instrument (404)", async () => {
    expect(
      await withStore(db, () => recalibrationChoice(ME, formOf([["message", "hello"]]), TODAY)),
    ).toEqual({
      ok: false,
      status: 400,
      message: problems.none,
    });
    const many = Array.from(
      { length: recalibrationLimits.instruments + 1 },
      (_, n) => ["key", n.toString(16).padStart(16, "0")] as [string, string],
    );
    expect(await withStore(db, () => recalibrationChoice(ME, formOf(many), TODAY))).toEqual({
      ok: false,
      status: 400,
      message: problems.tooMany(recalibrationLimits.instruments),
    });
    const long = "म".repeat(recalibrationLimits.message + 1);
    expect(
      await withStore(db, async () =>
        recalibrationChoice(ME, await meterAnd("message", long), TODAY),
      ),
    ).toMatchObject({
      ok: false,
      status: 400,
    });
    // Exactly the limit, counted in characters (not UTF-16 units or bytes), is taken.
    expect(
      (
        await withStore(db, async () =>
          recalibrationChoice(ME, await meterAnd("message", long.slice(1)), TODAY),
        )
      ).ok,
    ).toBe(true);
    for (const key of [await theirKey(), "../../etc/passwd", "0000000000000000"])
      expect(
        await withStore(db, async () => recalibrationChoice(ME, await meterAnd("key", key), TODAY)),
      ).toEqual({
        ok: false,
        status: 404,
        message: problems.unknown,
      });
  });

  it("fits in the portal's body limit at its largest, every character sent as nine bytes", () => {
    const body = new URLSearchParams([
      ...Array.from(
        { length: recalibrationLimits.instruments },
        () => ["key", "0123456789abcdef"] as [string, string],
      ),
      ["message", "क".repeat(recalibrationLimits.message)],
    ]).toString();
    expect(body.length).toBeGreaterThan(9 * recalibrationLimits.message);
    expect(body.length).toBeLessThanOrEqual(PORTAL_BODY_LIMIT);
  });
});

describe("the lead a request makes", () => {
  it("lists the instruments one a line with their newest certificate and due date in words", async () => {
    const instruments = (await mine()).filter((i) => i.serialNumber !== "Z-9");
    const fields = await withStore(db, () => recalibrationFields(ME, instruments, ""));
    expect(Object.keys(fields)).toEqual(["email", "instruments"]);
    expect(fields.email).toBe(ME);
    const lines = fields.instruments!.split("\n");
    expect(lines).toHaveLength(2);
    const meterLine = lines.find((l) => l.includes("A-1"))!;
    expect(meterLine).toMatch(/^\d\. Fluke 87V · serial A-1 · Digital multimeter · /);
    expect(meterLine).toContain(`last certificate ULR-${meter.reference}`);
    expect(meterLine).toContain("due 1 October 2027");
    expect(lines.find((l) => l.includes("B-2"))).toContain(`ULR-${tester.reference}`);
  });

  it("names the organisation the address belongs to, and keeps the message", async () => {
    await withStore(db, () =>
      saveOrganisation({ name: "Works Ltd", addresses: "@works.example" }, "admin@lab.example"),
    );
    const fields = await withStore(db, async () =>
      recalibrationFields(ME, (await mine()).slice(0, 1), "PO 4471"),
    );
    expect(Object.keys(fields)).toEqual(["email", "company_name", "instruments", "message"]);
    expect(fields.company_name).toBe("Works Ltd");
    // The desk and the lab's e-mail read it as any lead: who sent it and what each field is.
    expect(leadContact(fields)).toMatchObject({ email: ME, company: "Works Ltd" });
    expect(fieldLabel("instruments")).toBe("Instruments");
    expect(formNameOf(RECALIBRATION_FORM)).toBe("Recalibration request");
  });

  it("is not a public form: the lead inbox does not take it", () => {
    expect(isFormKey(RECALIBRATION_FORM)).toBe(false);
  });
});

describe("Request recalibration", () => {
  const client = { address: "203.0.113.7", userAgent: "test" };
  const makeRequests = (insert?: () => never) => {
    const poke = vi.fn();
    const store = { insert: insertLead };
    const request = recalibrationRequests({
      store: () => (insert ? { insert } : store),
      notifications: () => ({ state: "pending", poke }),
      throttle: createThrottle({ limit: recalibrationLimits.perHour, windowMs: 3_600_000 }),
      log: () => undefined,
    });
    return { request, poke };
  };

  it("stores a lead of the form, queues the lab's e-mail and answers its reference", async () => {
    const { request, poke } = makeRequests();
    const result = await withStore(db, async () =>
      request(ME, formOf([["key", await keyOf("B-2")]]), client),
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.reference).toMatch(/^RECAL-\d{4}-\d{6}$/);
    expect(poke).toHaveBeenCalledOnce();
    const lead = (await withStore(db, () => recalibrationLead(ME, result.reference)))!;
    expect(lead.form).toBe("recalibration");
    expect(lead.client).toBe(client.address);
    expect(String(lead.fields.instruments)).toContain("B-2");
    const queued = db.prepare("SELECT state FROM notifications WHERE lead_id = ?").get(lead.id) as {
      state: string;
    };
    expect(queued.state).toBe("pending");
    // Only the address that sent it sees it; another lead is no request.
    expect(
      await withStore(db, () => recalibrationLead("buyer@rival.example", result.reference)),
    ).toBeUndefined();
    const other = await withStore(db, () =>
      insertLead({
        template: "contact",
        form: "consultation",
        fields: { email: ME },
        client: "x",
      }),
    );
    expect(await withStore(db, () => recalibrationLead(ME, other.reference))).toBeUndefined();
  });

  it("takes at most its hourly number from one address; refused requests do not count", async () => {
    const { request } = makeRequests();
    for (let n = 0; n < 3; n++)
      expect((await withStore(db, () => request(ME, formOf([]), client))).ok).toBe(false);
    for (let n = 0; n < recalibrationLimits.perHour; n++)
      expect(
        (
          await withStore(db, async () =>
            request(ME, formOf([["key", await keyOf("A-1")]]), client),
          )
        ).ok,
      ).toBe(true);
    expect(
      await withStore(db, async () => request(ME, formOf([["key", await keyOf("A-1")]]), client)),
    ).toEqual({
      ok: false,
      status: 429,
      message: recalibrationWords.problems.tooOften(recalibrationLimits.perHour),
    });
  });

  it("says so when the lead cannot be stored", async () => {
    const { request, poke } = makeRequests(() => {
      throw new Error("disk full");
    });
    expect(
      await withStore(db, async () => request(ME, formOf([["key", await keyOf("A-1")]]), client)),
    ).toEqual({
      ok: false,
      status: 500,
      message: recalibrationWords.problems.notStored,
    });
    expect(poke).not.toHaveBeenCalled();
  });
});
