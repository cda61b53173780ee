import { randomUUID } from "node:crypto";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { documentRefusals } from "@/content/fileChecks";
import {
  activeReportPdf,
  hiddenScriptPdf,
  hostileDocx,
  objectStreamFlood,
} from "../../scripts/bench/hostileFiles";
import {
  makeDocWithStorages,
  makeDocx,
  makeMacroDocx,
  makePdf,
  makeScriptPdf,
  makeZip,
} from "../fixtures/documents";
import { onRecordStore, suiteRecord } from "./record";

/**
 * HTTP tests of the built-in lead inbox against the production server that
 * playwright.config.ts starts (DATABASE_PATH=data/e2e-lab.sqlite).
 * Each test uses its own marker so that runs and workers never see each
 * other's rows.
 */

const dbPath = suiteRecord();

const SEND_FORM = "/api/v1.0/email/send-form";
const SEND = "/api/v1.0/email/send";

const protocol = { lib_version: "4.4.1", user_id: "local-inbox" };
const ids = {
  contact: { service_id: "service_contact", template_id: "template_contact" },
  feedback: { service_id: "service_feedback", template_id: "template_feedback" },
  enquiry: { service_id: "service_leads", template_id: "template_enquiry" },
};

interface Row {
  id: number;
  reference: string;
  created_at: string;
  template: string;
  form: string;
  fields: Record<string, unknown>;
  file_name: string | null;
  file_type: string | null;
  file_size: number | null;
  file: Uint8Array | null;
  client: string;
  user_agent: string | null;
}

/** The rows whose fields contain `marker`, read with a fresh connection. */
function rowsWith(marker: string): Promise<Row[]> {
  return onRecordStore(dbPath, async (store) => {
    const rows = await store
      .selectFrom("leads")
      .selectAll()
      .where("fields", "like", `%${marker}%`)
      .orderBy("id")
      .execute();
    return rows.map((r) => ({
      ...r,
      reference: String(r.reference),
      fields: JSON.parse(r.fields) as Record<string, unknown>,
      // PostgreSQL's driver answers a Buffer, SQLite's a Uint8Array: the bytes compared alike.
      file: r.file ? new Uint8Array(r.file) : null,
    }));
  });
}

const newMarker = (label: string) => `e2e-${label}-${randomUUID()}`;

function consultation(marker: string): Record<string, string> {
  return {
    form_name: "consultation",
    website: "",
    user_name: "Asha Verma",
    user_email: "asha@example.in",
    user_phone: "+91 98765 43210",
    user_service: "Calibration Services",
    message: `Please call me about transformer testing. ${marker}`,
  };
}

function enquiry(marker: string): Record<string, string> {
  return {
    form_name: "enquiry",
    company_name: "Narmada Cables Pvt Ltd",
    contact_person: "S. Joshi",
    email: "joshi@narmada.in",
    phone: "0731 2345678",
    selected_service: "Cables",
    equipment_details: `11 kV XLPE cable, 3 drums ${marker}`,
    preferred_date: "",
    selected_service_id: "cables",
  };
}

function form(
  fields: Record<string, string>,
  pair: { service_id: string; template_id: string } = ids.contact,
  overrides: Record<string, string> = {},
): FormData {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) fd.append(k, v);
  for (const [k, v] of Object.entries({ ...protocol, ...pair, ...overrides })) fd.append(k, v);
  return fd;
}

async function postForm(
  request: APIRequestContext,
  fd: FormData,
  headers?: Record<string, string>,
) {
  const response = await request.post(SEND_FORM, { multipart: fd, headers });
  return { status: response.status(), text: await response.text() };
}

test.describe("lead inbox over HTTP", () => {
  test("stores a consultation lead exactly as sent and answers its reference", async ({
    request,
  }) => {
    const marker = newMarker("consultation");
    const sent = consultation(marker);
    const { status, text } = await postForm(request, form(sent), {
      "user-agent": "inbox-e2e",
      // Written by the client itself: the throttle and the stored address ignore it.
      "x-forwarded-for": "203.0.113.77",
    });
    expect(status, text).toBe(200);
    expect(text).toMatch(/^OK LEAD-\d{4}-\d{6}$/);

    const rows = await rowsWith(marker);
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(`OK ${row.reference}`).toBe(text);
    expect(row.reference).toBe(
      `LEAD-${row.reference.slice(5, 9)}-${String(row.id).padStart(6, "0")}`,
    );
    expect(row).toMatchObject({
      template: "contact",
      form: "consultation",
      client: "127.0.0.1",
      user_agent: "inbox-e2e",
      file_name: null,
      file: null,
    });
    const expectedFields = Object.fromEntries(
      Object.entries(sent).filter(([k]) => k !== "form_name" && k !== "website"),
    );
    expect(row.fields).toEqual(expectedFields);
    expect(Date.now() - Date.parse(row.created_at)).toBeLessThan(5 * 60_000);
  });

  test("stores hero, feedback and JSON leads", async ({ request }) => {
    const marker = newMarker("misc");
    const hero = {
      form_name: "hero",
      user_name: "Ravi",
      user_email: "ravi@example.com",
      user_phone: "9876543210",
      message: `hero ${marker}`,
    };
    expect((await postForm(request, form(hero))).status).toBe(200);

    const feedback = {
      form_name: "feedback",
      user_name: "Meera",
      user_email: "meera@plant.co",
      user_phone: "9123456789",
      user_service: "Manufacturing QA",
      user_rating: "5",
      message: `feedback ${marker}`,
    };
    expect((await postForm(request, form(feedback, ids.feedback))).status).toBe(200);

    const json = await request.post(SEND, {
      headers: { "Content-type": "application/json" },
      data: JSON.stringify({
        ...protocol,
        ...ids.contact,
        template_params: { ...consultation(marker), message: `json ${marker}` },
      }),
    });
    expect(json.status(), await json.text()).toBe(200);

    const rows = await rowsWith(marker);
    expect(rows.map((r) => r.form)).toEqual(["hero", "feedback", "consultation"]);
    expect(rows[1]!.fields.user_rating).toBe(5);
    expect(rows[2]!.fields.message).toBe(`json ${marker}`);
  });

  test("stores an enquiry with its PDF and DOCX files byte for byte", async ({ request }) => {
    for (const [name, bytes, type] of [
      ["specification.pdf", makePdf(), "application/pdf"],
      [
        "specification.docx",
        makeDocx(),
        "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      ],
    ] as const) {
      const marker = newMarker("file");
      const fd = form(enquiry(marker), ids.enquiry);
      fd.append(
        "specification_file",
        new File([bytes], name, { type: "application/octet-stream" }),
      );
      const { status, text } = await postForm(request, fd);
      expect(status, text).toBe(200);
      const [row] = await rowsWith(marker);
      expect(row).toMatchObject({ form: "enquiry", file_name: name, file_type: type });
      expect(row!.file_size).toBe(bytes.byteLength);
      expect(Buffer.from(row!.file!).equals(Buffer.from(bytes))).toBe(true);
    }
  });

  test("accepts a specification file of the full 10 MB", async ({ request }) => {
    // The largest file the form allows must arrive whole (see the report about
    // proxyClientMaxBodySize: a proxy.ts matching /api cuts bodies at 10 MB by default).
    const marker = newMarker("10mb");
    const bytes = new Uint8Array(10 * 1024 * 1024);
    bytes.set(makePdf());
    const fd = form(enquiry(marker), ids.enquiry);
    fd.append("specification_file", new File([bytes], "large.pdf", { type: "application/pdf" }));
    const { status, text } = await postForm(request, fd);
    expect(status, text).toBe(200);
    expect((await rowsWith(marker))[0]?.file_size).toBe(bytes.byteLength);
  });

  test("answers 4xx for unknown ids and stores nothing", async ({ request }) => {
    const marker = newMarker("ids");
    const cases: [Record<string, string>, number, string][] = [
      [{ user_id: "not-the-key" }, 403, "The public key is invalid"],
      [{ service_id: "service_unknown" }, 400, "The service ID is invalid"],
      [{ template_id: "template_unknown" }, 400, "The template ID is invalid"],
      [{ template_id: "template_feedback" }, 400, "The template ID is invalid"],
    ];
    for (const [overrides, status, text] of cases) {
      const result = await postForm(request, form(consultation(marker), ids.contact, overrides));
      expect(result).toEqual({ status, text });
    }
    const json = await request.post(SEND, {
      data: JSON.stringify({ ...protocol, ...ids.contact, template_id: "x", template_params: {} }),
    });
    expect(json.status()).toBe(400);
    expect(await rowsWith(marker)).toHaveLength(0);
  });

  test("answers 400 with field errors for bad fields; a filled honeypot looks stored and is not", async ({
    request,
  }) => {
    const marker = newMarker("fields");
    expect(
      await postForm(
        request,
        form({ ...consultation(marker), user_phone: "12", user_email: "not-an-email" }),
      ),
    ).toEqual({
      status: 400,
      text: "user_email: Please enter a valid e-mail address; user_phone: Please enter a valid phone number",
    });
    expect(
      await postForm(request, form({ ...consultation(marker), website: "http://spam.example" })),
    ).toEqual({ status: 200, text: "OK" });
    expect(await rowsWith(marker)).toHaveLength(0);
  });

  test("refuses a post from another site with 403 and stores nothing", async ({ request }) => {
    const marker = newMarker("cross-site");
    const crossSite: Record<string, string>[] = [
      { origin: "https://evil.example" },
      { "sec-fetch-site": "cross-site" },
    ];
    for (const headers of crossSite) {
      const result = await postForm(request, form(consultation(marker)), headers);
      expect(result).toEqual({ status: 403, text: "Cross-site posts are not accepted" });
      const fallback = await request.post("/api/leads", {
        multipart: form(consultation(marker)),
        headers,
        maxRedirects: 0,
      });
      expect(fallback.status()).toBe(403);
    }
    expect(await rowsWith(marker)).toHaveLength(0);
  });

  test("API answers carry their own policy: nothing may load or run", async ({ request }) => {
    for (const response of [
      await request.post(SEND_FORM, { multipart: form(consultation(newMarker("csp"))) }),
      await request.post(SEND, { data: "{}", headers: { "content-type": "application/json" } }),
      await request.post("/api/leads", {
        form: { form_name: "nothing" },
        maxRedirects: 0,
      }),
    ]) {
      expect(response.headers()["content-security-policy"]).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
    }
  });

  test("answers 413 for oversize bodies", async ({ request }) => {
    const marker = newMarker("oversize");
    const fd = form(enquiry(marker), ids.enquiry);
    fd.append("specification_file", new File([new Uint8Array(12 * 1024 * 1024)], "huge.pdf"));
    const result = await postForm(request, fd);
    expect(result.status).toBe(413);

    const json = await request.post(SEND, {
      headers: { "Content-type": "application/json" },
      data: JSON.stringify({
        ...protocol,
        ...ids.contact,
        template_params: { ...consultation(marker), message: "x".repeat(80 * 1024) },
      }),
    });
    expect(json.status()).toBe(413);
    expect(await rowsWith(marker)).toHaveLength(0);
  });

  test("refuses a macro document and a PDF with JavaScript, saying why", async ({ request }) => {
    const marker = newMarker("hazard");
    for (const [name, bytes, why] of [
      ["specification.docx", makeMacroDocx(), /contains macros/],
      ["specification.doc", makeDocWithStorages(["WordDocument", "Macros"]), /contains macros/],
      ["specification.pdf", makeScriptPdf("compressed"), /contains JavaScript/],
    ] as const) {
      const fd = form(enquiry(marker), ids.enquiry);
      fd.append("specification_file", new File([bytes], name));
      const result = await postForm(request, fd);
      expect(result.status, name).toBe(415);
      expect(result.text, name).toMatch(why);
    }
    // Without the page's script: the message page names the reason.
    const fd = new FormData();
    for (const [k, v] of Object.entries(enquiry(marker))) fd.append(k, v);
    fd.append("specification_file", new File([makeMacroDocx()], "spec.docx"));
    const fallback = await request.post("/api/leads", { multipart: fd, maxRedirects: 0 });
    expect(fallback.headers()["location"]).toBe(
      "/message-not-sent?form=enquiry&problem=file-unsafe",
    );
    expect(await rowsWith(marker)).toHaveLength(0);
  });

  test("refuses the review's hostile PDFs and DOCX at once, on both paths, keeping nothing (findings 1, 2, 9)", async ({
    request,
  }) => {
    const marker = newMarker("hostile");
    for (const [name, bytes, message] of [
      ["specification.pdf", objectStreamFlood(5 * 1024 * 1024), documentRefusals.unreadable],
      ["specification.pdf", hiddenScriptPdf("ascii-hex"), documentRefusals.javascript],
      ["specification.pdf", hiddenScriptPdf("incremental-update"), documentRefusals.javascript],
      ["specification.pdf", await activeReportPdf("embedded-exe"), documentRefusals.active],
      ["specification.docx", hostileDocx("exe"), documentRefusals.embedded],
      ["specification.docx", hostileDocx("bomb"), documentRefusals.unreadable],
    ] as const) {
      const fd = form(enquiry(marker), ids.enquiry);
      fd.append("specification_file", new File([bytes], name));
      const started = Date.now();
      const result = await postForm(request, fd);
      expect(result.status, name).toBe(415);
      expect(result.text, name).toBe(message);
      // 19 s for the 5 MB flood before the parser moved into the pool.
      expect(Date.now() - started, name).toBeLessThan(3_000);
    }
    const fd = new FormData();
    for (const [k, v] of Object.entries(enquiry(marker))) fd.append(k, v);
    fd.append("specification_file", new File([hiddenScriptPdf("chained-filters")], "spec.pdf"));
    const fallback = await request.post("/api/leads", { multipart: fd, maxRedirects: 0 });
    expect(fallback.headers()["location"]).toBe(
      "/message-not-sent?form=enquiry&problem=file-unsafe",
    );
    expect(await rowsWith(marker)).toHaveLength(0);
    // The site's own pages answered throughout.
    expect((await request.get("/api/health")).status()).toBe(200);
  });

  test("answers 415 for files that are not what they claim", async ({ request }) => {
    const marker = newMarker("filetype");
    for (const [name, bytes] of [
      ["specification.pdf", new TextEncoder().encode("MZ\u0090 this is an executable")],
      ["specification.docx", makeZip({ "xl/workbook.xml": "<workbook/>" })],
      ["specification.doc", makePdf()],
      ["specification.exe", makePdf()],
    ] as const) {
      const fd = form(enquiry(marker), ids.enquiry);
      fd.append("specification_file", new File([bytes], name));
      const result = await postForm(request, fd);
      expect(result.status, `${name}: ${result.text}`).toBe(415);
    }
    expect(await rowsWith(marker)).toHaveLength(0);
  });

  test("stores 200 concurrent submissions, each exactly once", async ({ request }) => {
    test.setTimeout(120_000);
    const marker = newMarker("concurrent");
    const results = await Promise.all(
      Array.from({ length: 200 }, async (_, i) => {
        const fields = { ...consultation(marker), message: `${marker} #${i}#` };
        return postForm(request, form(fields));
      }),
    );
    expect(results.filter((r) => r.status !== 200)).toEqual([]);
    const references = results.map((r) => r.text.slice(3));
    expect(new Set(references).size).toBe(200);

    const rows = await rowsWith(marker);
    expect(rows).toHaveLength(200);
    expect(new Set(rows.map((r) => r.reference))).toEqual(new Set(references));
    const seen = rows
      .map((r) => Number(/#(\d+)#/.exec(String(r.fields.message))?.[1]))
      .sort((a, b) => a - b);
    expect(seen).toEqual(Array.from({ length: 200 }, (_, i) => i));
  });
});
