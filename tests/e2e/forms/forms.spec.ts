import { expect, test, type Locator } from "@playwright/test";
import { nextSteps } from "@/content/messageResult";
import { site } from "@/content/site";
import { LOCAL_INBOX_PUBLIC_KEY } from "@/lib/env/public";
import { formMessages } from "@/lib/leads/schemas";
import { RATE_LIMIT_THROTTLE_MS } from "@/lib/leads/send";
import { byLabel, cases, expectedWire, type FormCase } from "./cases";
import { pauseClock } from "../clock";
import { hydrated } from "../hydration";
import { fail, interceptProvider, ok } from "./wire";
import { onRecordStore, suiteRecord } from "../record";

const submit = (form: Locator) => form.locator("button[type=submit]");
const statusText = (form: Locator) => form.locator("[data-status]");

/** The lead `reference` is in the built-in inbox as form `c` with every typed field (and the file). */
async function expectStored(reference: string, c: FormCase) {
  const row = await onRecordStore(suiteRecord(), (store) =>
    store
      .selectFrom("leads")
      .select(["form", "template", "fields", "file_name", "file"])
      .where("reference", "=", reference)
      .executeTakeFirst(),
  );
  {
    expect(row, reference).toBeDefined();
    expect(row!.form).toBe(c.key);
    const stored = JSON.parse(row!.fields) as Record<string, unknown>;
    for (const [name, value] of Object.entries(expectedWire(c))) {
      if (name === "form_name" || value === "") continue;
      const got = stored[name];
      expect(typeof got === "boolean" ? (got ? "yes" : "no") : String(got), name).toBe(value);
    }
    if (c.key === "enquiry") {
      expect(row!.file_name).toBe("spec.pdf");
      expect(Buffer.from(row!.file!).toString()).toContain("%PDF-1.4");
    }
  }
}

/** Opens the form's page; with script, waits for the form's island to hydrate. */
async function open(page: import("@playwright/test").Page, c: FormCase, script = true) {
  await page.goto(c.url);
  const form = c.form(page);
  if (script) await hydrated(form);
  else await form.scrollIntoViewIfNeeded();
  return form;
}

for (const c of cases) {
  test.describe(`${c.key} form`, () => {
    test("empty submit: exact messages beside the fields, focus on the first, nothing sent", async ({
      page,
    }) => {
      const calls = await interceptProvider(page, ok());
      const form = await open(page, c);
      await submit(form).click();
      for (const message of c.emptyErrors)
        await expect(form.getByText(message, { exact: true })).toBeVisible();
      const invalid = form.locator("[aria-invalid=true]");
      expect(await invalid.count()).toBeGreaterThanOrEqual(c.emptyErrors.length - 1);
      await expect(invalid.first()).toBeFocused();
      if (c.key === "feedback")
        await expect(statusText(form)).toHaveText("Please fill all required fields correctly");
      expect(calls).toHaveLength(0);
    });

    if (c.invalid) {
      const bad = c.invalid;
      test(`invalid input: "${bad.message}", nothing sent`, async ({ page }) => {
        const calls = await interceptProvider(page, ok());
        const form = await open(page, c);
        await c.fill(form);
        await byLabel(form, bad.label).fill(bad.value);
        await submit(form).click();
        await expect(form.getByText(bad.message, { exact: true })).toBeVisible();
        await expect(byLabel(form, bad.label)).toHaveAttribute("aria-invalid", "true");
        expect(calls).toHaveLength(0);
      });
    }

    test("provider success: the wire format, the success message and a reset form", async ({
      page,
    }) => {
      const calls = await interceptProvider(page, ok());
      const form = await open(page, c);
      await c.fill(form);
      await submit(form).click();
      await expect(statusText(form)).toHaveText(c.success);
      expect(calls).toHaveLength(1);
      const call = calls[0]!;
      expect(new URL(call.url).pathname).toBe("/api/v1.0/email/send-form");
      expect(call.fields).toMatchObject({
        lib_version: "4.4.1",
        service_id: c.serviceId,
        template_id: c.templateId,
        user_id: LOCAL_INBOX_PUBLIC_KEY,
        website: "",
        ...expectedWire(c),
      });
      if (c.key === "enquiry") {
        expect(call.files.specification_file).toMatchObject({ name: "spec.pdf" });
        expect(call.files.specification_file!.text).toContain("%PDF-1.4");
      }
      // The thank-you stands in place of the fields; "Send another" brings back an empty form.
      await expect(byLabel(form, c.kept.label)).toHaveCount(0);
      await form.getByRole("button", { name: "Send another" }).click();
      await expect(byLabel(form, c.kept.label)).toHaveValue("");
    });

    test("provider errors 400/403/429/500 and a network failure: the failure message, input kept", async ({
      page,
    }) => {
      const replies = [
        fail(400, "The user_id parameter is required"),
        fail(403, "Forbidden"),
        fail(429, "Too Many Requests"),
        fail(500, "Internal Server Error"),
        (route: import("@playwright/test").Route) => route.abort("failed"),
      ];
      let index = 0;
      const calls = await interceptProvider(page, (route) => replies[index++]!(route));
      // The page's clock runs as usual, but a test may move it on (the library's throttle).
      await page.clock.install();
      const form = await open(page, c);
      await c.fill(form);
      for (let attempt = 0; attempt < replies.length; attempt++) {
        await submit(form).click();
        await expect(statusText(form)).toHaveText(c.failure);
        await expect(form.getByRole("alert")).toContainText(c.failure);
        await expect(byLabel(form, c.kept.label)).toHaveValue(c.kept.value);
        await expect(submit(form)).toBeEnabled();
        expect(calls).toHaveLength(attempt + 1);
        if (c.key === "enquiry")
          expect(calls[attempt]!.files.specification_file?.name).toBe("spec.pdf");
        // The library allows one send a second per browser: a visitor's retry comes later.
        await page.clock.fastForward(RATE_LIMIT_THROTTLE_MS + 100);
      }
    });

    test("while sending: 'Sending...', the button disabled, no double submit", async ({ page }) => {
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      const calls = await interceptProvider(page, async (route) => {
        await gate;
        await ok()(route);
      });
      const form = await open(page, c);
      await c.fill(form);
      await submit(form).click();
      await expect(submit(form)).toHaveText("Sending...");
      await expect(submit(form)).toBeDisabled();
      await submit(form).dispatchEvent("click");
      await form.evaluate((f: HTMLFormElement) => f.requestSubmit());
      release();
      await expect(statusText(form)).toHaveText(c.success);
      expect(calls).toHaveLength(1);
      // The send button left with the fields: the thank-you invites no second send.
      await expect(submit(form)).toHaveCount(0);
    });

    test("built-in inbox (default mode): stored with every field, reference shown to the visitor", async ({
      page,
    }) => {
      const form = await open(page, c);
      await c.fill(form);
      await submit(form).click();
      const panel = form.getByRole("region", { name: c.success });
      await expect(panel).toContainText(c.success);
      const text = (await panel.textContent()) ?? "";
      const reference = /LEAD-\d{4}-\d{6,}/.exec(text)?.[0];
      expect(reference, text).toBeDefined();
      await expectStored(reference!, c);
    });
  });
}

test("feedback: a failure clears after 3 seconds; the success stays where focus went", async ({
  page,
}) => {
  const c = cases.find((x) => x.key === "feedback")!;
  await page.clock.install();
  await interceptProvider(page, ok());
  const form = await open(page, c);
  await pauseClock(page);
  await submit(form).click();
  await expect(statusText(form)).toHaveText("Please fill all required fields correctly");
  // The spec: 3000 ms. Shown at 2.9 s, gone by 3.1 s (the paused clock moves only here).
  await page.clock.runFor(2_900);
  await expect(statusText(form)).toHaveText("Please fill all required fields correctly");
  await page.clock.runFor(200);
  await expect(statusText(form)).toHaveCount(0);

  await c.fill(form);
  await submit(form).click();
  const success = form.getByRole("heading", { name: c.success });
  await expect(success).toBeFocused();
  await page.clock.runFor(10_000);
  await expect(success).toBeFocused();
  await expect(form.locator("input[name=user_rating]:checked")).toHaveCount(0);
});

test("feedback: stars preview on hover and are keyboard operable as a radio group", async ({
  page,
}) => {
  await page.goto("/feedback");
  const form = page.getByRole("form", { name: "Rate your experience" });
  await hydrated(form);
  const stars = form.getByRole("group", { name: "Your rating" }).locator("svg");
  // The stars drawn in the amber fill, as the visitor sees them.
  const filled = () =>
    stars.evaluateAll(
      (svgs) => svgs.filter((s) => getComputedStyle(s).fill === "rgb(251, 191, 36)").length,
    );
  await form.locator('label:has(input[name=user_rating][value="3"])').hover();
  await expect.poll(filled).toBe(3);
  await page.mouse.move(0, 0);
  await expect.poll(filled).toBe(0);
  await form.getByRole("radio", { name: "1 star" }).focus();
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await expect(form.getByRole("radio", { name: "3 stars" })).toBeChecked();
  await expect.poll(filled).toBe(3);
  await expect(stars).toHaveCount(5);
});

test("every form field has a visible label and is listed in the privacy notice beside the submit button", async ({
  page,
}) => {
  for (const url of ["/", "/contact", "/feedback", "/service", "/service-details?id=Cables"]) {
    await page.goto(url);
    for (const form of await page.locator("main form").all()) {
      for (const control of await form
        .locator("input:not([type=hidden]):not([tabindex='-1']), select, textarea")
        .all()) {
        const id = await control.getAttribute("id");
        const type = await control.getAttribute("type");
        if (type === "radio" || type === "checkbox") continue;
        await expect(form.locator(`label[for="${id}"]`), `${url} #${id}`).toBeVisible();
      }
      // The form's own notice: opened, it lists every item the form takes, by the field's name.
      const notice = form.locator("details[id$='-notice']");
      await notice.locator("summary").click();
      const names = new Set<string>();
      for (const control of await form
        .locator("input:not([type=hidden]):not([tabindex='-1']), select, textarea")
        .all())
        names.add((await control.getAttribute("name"))!);
      for (const name of names)
        await expect(notice.locator(`li[data-field="${name}"]`), `${url} ${name}`).toBeVisible();
      await expect(notice.getByRole("link", { name: "Full privacy notice" })).toHaveAttribute(
        "href",
        "/privacy-policy",
      );
    }
  }
});

test("after moving to another service, the enquiry is sent for that service, not the first one", async ({
  page,
}) => {
  const calls = await interceptProvider(page, ok());
  await page.goto("/service-details?id=Cables");
  const cables = page.getByRole("form", { name: "Request Cables Testing" });
  await byLabel(cables, "Company name").fill("Typed on the Cables page");
  // Another service: its page and its enquiry form must be that service's.
  await page.locator('main a[href="/service-details?id=INSULATORS"]').first().click();
  const form = page.getByRole("form", { name: "Request Insulators Testing" });
  await hydrated(form);
  await expect(form).toBeVisible();
  await expect(byLabel(form, "Company name")).toHaveValue("");
  await byLabel(form, "Company name").fill("Vindhya Line Hardware");
  await byLabel(form, "Contact person").fill("Ritu Malviya");
  await byLabel(form, "E-mail").fill("ritu@vindhya.example");
  await byLabel(form, "Phone number").fill("+91 98260 41230");
  await byLabel(form, "Service").selectOption("Polymer Insulators");
  await byLabel(form, "Equipment details").fill("11 kV polymer pin insulators, 40 pcs");
  await submit(form).click();
  await expect(statusText(form)).toHaveText(formMessages.enquiry.success);
  expect(calls).toHaveLength(1);
  expect(calls[0]!.fields).toMatchObject({
    selected_service_id: "insulators",
    service_title: "INSULATORS",
    selected_service: "Polymer Insulators",
    company_name: "Vindhya Line Hardware",
  });
});

test("when the form's validation code cannot be downloaded: the failure message, input kept, the retry sends", async ({
  page,
}) => {
  const c = cases.find((x) => x.key === "consultation")!;
  const calls = await interceptProvider(page, ok());
  const form = await open(page, c);
  await page.waitForLoadState("networkidle");
  await c.fill(form);
  // Offline for the site's code (or a redeploy removed it) at the moment of sending.
  await page.route("**/_astro/**", (route) => route.abort());
  await submit(form).click();
  await expect(statusText(form)).toHaveText(c.failure);
  await expect(submit(form)).toBeEnabled();
  await expect(byLabel(form, c.kept.label)).toHaveValue(c.kept.value);
  expect(calls).toHaveLength(0);
  await page.unroute("**/_astro/**");
  await submit(form).click();
  await expect(statusText(form)).toHaveText(c.success);
  expect(calls).toHaveLength(1);
});

/** Holds every request for the site's code until `release()`; lists what was asked for. */
async function gateCode(page: import("@playwright/test").Page) {
  const asked: string[] = [];
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/_astro/**", async (route) => {
    asked.push(route.request().url());
    await gate;
    await route.continue();
  });
  return { asked, release };
}

test.describe("a lead form whose code arrives after the visitor started", () => {
  const c = cases.find((x) => x.key === "consultation")!;

  test("no form code on load; what was typed before it arrived is kept and sent", async ({
    page,
  }) => {
    const calls = await interceptProvider(page, ok());
    const code = await gateCode(page);
    await page.goto(c.url);
    await page.waitForLoadState("networkidle");
    expect(code.asked).toEqual([]);
    const form = c.form(page);
    await c.fill(form);
    await expect.poll(() => code.asked.length).toBeGreaterThan(0);
    code.release();
    await hydrated(form);
    await submit(form).click();
    await expect(statusText(form)).toHaveText(c.success);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.fields).toMatchObject(expectedWire(c));
  });

  test("a submit pressed before the code arrived gets the form's own messages", async ({
    page,
  }) => {
    const calls = await interceptProvider(page, ok());
    const code = await gateCode(page);
    await page.goto(c.url);
    const form = c.form(page);
    await submit(form).click();
    code.release();
    for (const message of c.emptyErrors)
      await expect(form.getByText(message, { exact: true })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(c.url);
    expect(calls).toHaveLength(0);
  });

  test("when the code cannot be fetched, the held submit is posted by the browser and stored", async ({
    page,
  }) => {
    await page.route("**/_astro/**", (route) => route.abort());
    await page.goto(c.url);
    const form = c.form(page);
    await c.fill(form);
    await submit(form).click();
    await expect(page).toHaveURL(/\/message-sent\?/);
    const reference = await page.locator("main strong").textContent();
    expect(reference).toMatch(/^LEAD-\d{4}-\d{6,}$/);
    await expectStored(reference!, c);
  });
});

for (const c of cases) {
  test(`${c.key} form without the page's script: the browser posts it, the lead is stored, the reference shown`, async ({
    browser,
  }) => {
    // As on a slow connection before the script has loaded, or with scripts off.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const form = await open(page, c, false);
    await c.fill(form);
    const posted = page.waitForRequest((r) => r.isNavigationRequest() && r.method() === "POST");
    await submit(form).click();
    expect(new URL((await posted).url()).pathname).toBe("/api/leads");
    await expect(page).toHaveURL(/\/message-sent\?/);
    await expect(
      page.getByRole("heading", { level: 1, name: "Thank you, your message has reached us" }),
    ).toBeVisible();
    await expect(page.getByText(c.success, { exact: true })).toBeVisible();
    await expect(page.getByText(nextSteps[c.key], { exact: true })).toBeVisible();
    const reference = await page.locator("main strong").textContent();
    expect(reference).toMatch(/^LEAD-\d{4}-\d{6,}$/);
    await expectStored(reference!, c);
    // Nothing the visitor typed is in the address.
    for (const [name, value] of Object.entries(expectedWire(c)))
      if (name !== "form_name" && value.length > 3)
        expect(decodeURIComponent(page.url())).not.toContain(value);
    await context.close();
  });
}

test("without the page's script, a wrong entry lands on /message-not-sent with the reason and the lab's contacts", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const c = cases.find((x) => x.key === "consultation")!;
  const form = await open(page, c, false);
  await c.fill(form);
  // The browser's own check lets this through (no dot after the @); the server's rules do not.
  await byLabel(form, "E-mail").fill("ravi@example");
  await submit(form).click();
  await expect(page).toHaveURL(/\/message-not-sent\?form=consultation&problem=invalid$/);
  await expect(
    page.getByRole("heading", { level: 1, name: "Your message was not sent" }),
  ).toBeVisible();
  await expect(page.getByText(c.failure, { exact: true })).toBeVisible();
  await expect(
    page.getByText(/Some details were missing or not in the form we need/),
  ).toBeVisible();
  const main = page.getByRole("main");
  for (const phone of site.phones)
    await expect(main.getByRole("link", { name: phone.display })).toHaveAttribute(
      "href",
      `tel:${phone.tel}`,
    );
  await expect(main.getByRole("link", { name: site.email })).toBeVisible();
  await context.close();
});

test("the 10-digit phone fields keep everything typed and explain a wrong length", async ({
  page,
}) => {
  const c = cases.find((x) => x.key === "hero")!;
  const calls = await interceptProvider(page, ok());
  const form = await open(page, c);
  await c.fill(form);
  // Spaces are fine (autofill writes them); nine digits are not.
  await byLabel(form, "Phone (10 digits)").fill("98260 4123");
  await expect(byLabel(form, "Phone (10 digits)")).toHaveValue("98260 4123");
  await submit(form).click();
  await expect(
    form.getByText("Please enter a 10-digit phone number", { exact: true }),
  ).toBeVisible();
  expect(calls).toHaveLength(0);
});
