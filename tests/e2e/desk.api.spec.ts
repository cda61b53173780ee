import { randomUUID } from "node:crypto";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { desk } from "@/content/desk";
import { csvHeader, parseCsv } from "./deskCsv";
import {
  addUser,
  PASSWORD,
  postConsultation,
  postEnquiry,
  signInRequest,
  suiteDb,
  casePageState,
} from "./deskStaff";

/**
 * The desk's refusals over the wire, each against a real lead that is read
 * back afterwards: without a session every page and action sends you to sign
 * in; a post from another site is refused (403) even with a session.
 */

const SIGN_IN = "/desk/sign-in";

/** Every state-changing action of a lead's page (src/pages/desk/lead.astro). */
const leadActions: Record<string, string>[] = [
  { action: "update", status: "won", note: "Written by someone else" },
  { action: "erase", confirm: "yes" },
];

/** The ways a browser marks a post from another site. */
const crossSiteHeaders: Record<string, string>[] = [
  { origin: "https://evil.example" },
  { origin: "null" },
  { "sec-fetch-site": "cross-site" },
];

interface Staff {
  context: APIRequestContext;
  email: string;
}

async function signIn(context: APIRequestContext): Promise<Staff> {
  const email = addUser(suiteDb, "api");
  // An administrator: the password, then the code of the second factor.
  const response = await signInRequest(context, email);
  expect(response.status()).toBe(303);
  expect(response.headers()["location"]).toBe("/desk/start");
  // Links and forms of other sites never carry the session: that is what guards the desk's GETs.
  const cookie =
    response
      .headersArray()
      .find((h) => h.name.toLowerCase() === "set-cookie" && h.value.startsWith("desk-session="))
      ?.value ?? "";
  expect(cookie).toMatch(/^desk-session=/);
  expect(cookie).toMatch(/;\s*HttpOnly/i);
  expect(cookie).toMatch(/;\s*SameSite=Strict/i);
  return { context, email };
}

/** The lead's page as staff see it (its <main>): fields, file, status, notes, notification. */
async function leadPage(staff: Staff, reference: string): Promise<string> {
  const response = await staff.context.get(`/desk/lead?id=${reference}`);
  expect(response.status()).toBe(200);
  return casePageState(await response.text());
}

/** The audit log's rows about this lead or this staff member, as text. */
async function auditRows(staff: Staff, reference: string): Promise<string[]> {
  const html = await (await staff.context.get("/desk/audit")).text();
  return [...html.matchAll(/<tr\b[^>]*>([^]*?)<\/tr>/g)]
    .map((m) =>
      m[1]!
        .replace(/<wbr\/?>/g, "")
        .replace(/<[^>]+>/g, " ")
        .replace(/\s+/g, " ")
        .trim(),
    )
    .filter((row) => row.includes(reference) || row.includes(staff.email));
}

/** A new lead, and what staff see of it before anyone else touches it. */
async function freshLead(staff: Staff, baseURL: string) {
  const marker = randomUUID().slice(0, 8);
  const reference = await postEnquiry(baseURL, marker);
  const page = await leadPage(staff, reference);
  expect(page).toContain('<option value="new" selected="">');
  expect(page).toContain(desk.lead.noNotes);
  expect(page).toContain(`/desk/file?id=${reference}`);
  return { reference, marker, page, audit: await auditRows(staff, reference) };
}

/** The lead is exactly as it was: same page, nothing logged, its file still there. */
async function expectUnchanged(
  staff: Staff,
  lead: Awaited<ReturnType<typeof freshLead>>,
): Promise<void> {
  expect(await leadPage(staff, lead.reference)).toBe(lead.page);
  expect(await auditRows(staff, lead.reference)).toEqual(lead.audit);
  const file = await staff.context.get(`/desk/file?id=${lead.reference}`);
  expect(file.status()).toBe(200);
  expect((await file.body()).subarray(0, 5).toString()).toBe("%PDF-");
}

test("without a session every desk page and action sends you to sign in, and the lead stays as it was", async ({
  request,
  playwright,
  baseURL,
}) => {
  const staff = await signIn(await playwright.request.newContext({ baseURL }));
  const lead = await freshLead(staff, baseURL!);
  const { reference } = lead;

  for (const path of ["/desk", "/desk/audit", `/desk/lead?id=${reference}`])
    for (const method of ["GET", "POST"]) {
      const response = await request.fetch(path, { method, maxRedirects: 0 });
      expect(response.status(), `${method} ${path}`).toBe(303);
      // A page asked for (GET, not the bare /desk) is opened after sign-in (lib/desk/next.ts).
      expect(response.headers()["location"], `${method} ${path}`).toBe(
        method === "GET" && path !== "/desk"
          ? `${SIGN_IN}?next=${encodeURIComponent(path)}`
          : SIGN_IN,
      );
    }
  for (const form of leadActions) {
    const response = await request.post(`/desk/lead?id=${reference}`, { form, maxRedirects: 0 });
    expect(response.status(), form.action).toBe(303);
    expect(response.headers()["location"], form.action).toBe(SIGN_IN);
  }
  const signOut = await request.post("/desk/sign-out", { maxRedirects: 0 });
  expect(signOut.status()).toBe(303);
  expect(signOut.headers()["location"]).toBe(SIGN_IN);

  // The downloads answer 401 and give nothing away; they take no posts at all.
  for (const path of [`/desk/file?id=${reference}`, `/desk/export.csv?q=${lead.marker}`]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(401);
    const body = await response.text();
    expect(body, path).not.toContain(reference);
    expect(body, path).not.toContain("%PDF-");
    const posted = await request.post(path, { maxRedirects: 0 });
    expect(posted.status(), `POST ${path}`).toBeGreaterThanOrEqual(400);
    expect(posted.status(), `POST ${path}`).toBeLessThan(500);
    expect(await posted.text(), `POST ${path}`).not.toContain(reference);
  }

  await expectUnchanged(staff, lead);

  // The desk's answers carry the site's security headers and are never cached.
  const signInPage = await request.get(SIGN_IN);
  expect(signInPage.headers()["cache-control"]).toBe("no-store");
  expect(signInPage.headers()["x-frame-options"]).toBe("DENY");
  expect(signInPage.headers()["cross-origin-opener-policy"]).toBe("same-origin");
  expect(signInPage.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
});

test("a post from another site is refused (403) even with a session, and changes nothing", async ({
  playwright,
  baseURL,
}) => {
  const staff = await signIn(await playwright.request.newContext({ baseURL }));
  const lead = await freshLead(staff, baseURL!);

  for (const headers of crossSiteHeaders) {
    const how = JSON.stringify(headers);
    for (const form of leadActions) {
      const response = await staff.context.post(`/desk/lead?id=${lead.reference}`, {
        form,
        headers,
        maxRedirects: 0,
      });
      expect(response.status(), `${form.action} ${how}`).toBe(403);
    }
    const signOut = await staff.context.post("/desk/sign-out", { headers, maxRedirects: 0 });
    expect(signOut.status(), `sign-out ${how}`).toBe(403);
    expect(signOut.headers()["set-cookie"], `sign-out ${how}`).toBeUndefined();
    // Nor can another site sign a visitor in to an account of its choosing.
    const signIn = await staff.context.post(SIGN_IN, {
      form: { email: staff.email, password: PASSWORD },
      headers,
      maxRedirects: 0,
    });
    expect(signIn.status(), `sign-in ${how}`).toBe(403);
    expect(signIn.headers()["set-cookie"], `sign-in ${how}`).toBeUndefined();
    expect(await signIn.text()).toContain(desk.signIn.crossSite);
  }

  // Still signed in (the cross-site sign-outs ended nothing), and the lead is as it was.
  await expectUnchanged(staff, lead);
});

test("a wrong status, a note over 5,000 characters or an unticked erasure is refused (400), named on the page, and changes nothing", async ({
  playwright,
  baseURL,
}) => {
  const staff = await signIn(await playwright.request.newContext({ baseURL }));
  const lead = await freshLead(staff, baseURL!);
  const refusals: [Record<string, string>, string][] = [
    [{ action: "update", status: "hired", note: "x" }, "Choose one of the statuses in the list."],
    [
      { action: "update", status: "won", note: "क".repeat(5001) },
      "A note can have at most 5,000 characters; this one has 5,001.",
    ],
    [{ action: "erase" }, "Tick the box to confirm the erasure."],
    [{ action: "delete", confirm: "yes" }, "This page does not know that action."],
  ];
  for (const [form, said] of refusals) {
    const response = await staff.context.post(`/desk/lead?id=${lead.reference}`, {
      form,
      maxRedirects: 0,
    });
    expect(response.status(), form.action).toBe(400);
    const alert = /<div role="alert"[^]*?<\/div>/.exec(await response.text())?.[0] ?? "";
    expect(alert, form.action).toContain("Nothing was saved:");
    expect(alert, form.action).toContain(said);
  }
  // Posted to a lead that is not there: 404, and nothing else happens.
  const missing = await staff.context.post("/desk/lead?id=LEAD-2026-999999", {
    form: leadActions[0]!,
    maxRedirects: 0,
  });
  expect(missing.status()).toBe(404);
  await expectUnchanged(staff, lead);
});

test("robots and the sitemap leave the desk out", async ({ request }) => {
  expect(await (await request.get("/robots.txt")).text()).toContain("Disallow: /desk");
  expect(await (await request.get("/sitemap.xml")).text()).not.toContain("/desk");
});

/** IST wall time "YYYY-MM-DD HH:MM" as an instant. */
const fromIst = (text: string) => new Date(`${text.replace(" ", "T")}:00+05:30`).getTime();

test("the CSV holds one row per lead in the columns sales reads, whatever the form", async ({
  playwright,
  baseURL,
}) => {
  const staff = await signIn(await playwright.request.newContext({ baseURL }));
  const marker = randomUUID().slice(0, 8);
  const before = Date.now();
  const enquiry = await postEnquiry(baseURL!, marker, {
    company_name: '=HYPERLINK("http://evil.example","Narmada")',
  });
  const consultation = await postConsultation(baseURL!, {
    user_name: `अनिल शर्मा ${marker}`,
    user_email: "anil@mppower.example",
    user_phone: "+91 98765 43210",
    message: 'Line one\nLine two, with a comma and "quotes"',
  });
  for (const form of [
    { action: "update", status: "contacted", note: "First call" },
    { action: "update", status: "quoted", note: "Quote sent, 12% off" },
  ]) {
    const saved = await staff.context.post(`/desk/lead?id=${consultation}`, {
      form,
      maxRedirects: 0,
    });
    expect(saved.status()).toBe(303);
  }

  const response = await staff.context.get(`/desk/export.csv?q=${marker}`);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("text/csv; charset=utf-8");
  const bytes = await response.body();
  // A byte order mark, so that Excel reads UTF-8 (the Devanagari name).
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.toString("utf8").slice(1);
  const header = csvHeader(text);
  expect(header.slice(0, 13)).toEqual([
    "Reference",
    "Received (IST)",
    "Form",
    "Service",
    "Name",
    "Company",
    "E-mail",
    "Phone",
    "Status",
    "Owner",
    "Follow-up",
    "Latest note",
    "File name",
  ]);
  // The forms' own names for name, e-mail and phone are not columns of their own.
  for (const name of [
    "user_name",
    "user_email",
    "contact_person",
    "email",
    "phone",
    "Contact person",
  ])
    expect(header).not.toContain(name);
  expect(new Set(header).size).toBe(header.length);

  const rows = parseCsv(text);
  expect(rows.map((r) => r.Reference)).toEqual([consultation, enquiry]);
  const [asked, enquired] = rows as [Record<string, string>, Record<string, string>];
  expect(asked).toMatchObject({
    Form: "Consultation request",
    Service: "Calibration Services",
    Name: `अनिल शर्मा ${marker}`,
    Company: "",
    "E-mail": "anil@mppower.example",
    // A spreadsheet shows the number as typed (a text formula of the export's own), no guard character.
    Phone: '="+91 98765 43210"',
    Status: "Quoted",
    "Latest note": "Quote sent, 12% off",
    "File name": "",
    // Line breaks as a form posts them (CRLF), inside one quoted cell.
    Message: 'Line one\r\nLine two, with a comma and "quotes"',
  });
  expect(enquired).toMatchObject({
    Form: "Testing enquiry",
    Service: "Cables",
    Name: `S. Joshi ${marker}`,
    Company: `'=HYPERLINK("http://evil.example","Narmada")`,
    "E-mail": "joshi@narmada.in",
    Phone: "0731 2345678",
    Status: "New",
    "Latest note": "",
    "File name": "spec sheet.pdf",
    "Equipment details": "11 kV XLPE cable, 3 drums",
  });
  // Received in India time, as the desk shows it: within the minute the leads were sent.
  for (const row of rows) {
    expect(row["Received (IST)"]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    const at = fromIst(row["Received (IST)"]!);
    expect(at).toBeGreaterThanOrEqual(before - 60_000);
    expect(at).toBeLessThanOrEqual(Date.now());
  }
});
