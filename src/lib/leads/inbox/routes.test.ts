// @vitest-environment node
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeDoc, makeDocx, makePdf, makeZip } from "../../../../tests/fixtures/documents";
import { caseFile } from "@/lib/cases/store";
import { openLeadStore } from "@/lib/leads/openLeadStore";
import { leadCase } from "@/lib/leads/case";
import { messages as hindiMessages } from "@/content/hi/common";

/**
 * The route handlers called directly with real Request objects carrying real
 * FormData / JSON bodies, against a temporary SQLite file.
 */

const dir = mkdtempSync(join(tmpdir(), "leads-routes-"));
const dbPath = join(dir, "leads.sqlite");
process.env.DATABASE_PATH = dbPath;
process.env.LEADS_RATE_PER_MINUTE = "100000";

type Post = (request: Request) => Promise<Response>;
let sendFormPost: Post;
let sendPost: Post;
let withoutScriptPost: Post;
let handlersModule: typeof import("./handlers");
let reader: ReturnType<typeof openLeadStore> | undefined;

/** The address of the connection, as Astro's Node adapter gives it to endpoints. */
const PEER = "203.0.113.5";

/** An Astro endpoint called as the server calls it (the request and the connection's address). */
const endpoint =
  (route: { POST: (context: never) => Response | Promise<Response> }): Post =>
  async (request) =>
    route.POST({ request, clientAddress: PEER } as never);

beforeAll(async () => {
  sendFormPost = endpoint(await import("@/pages/api/v1.0/email/send-form"));
  sendPost = endpoint(await import("@/pages/api/v1.0/email/send"));
  withoutScriptPost = endpoint(await import("@/pages/api/leads"));
  handlersModule = await import("./handlers");
});

afterAll(() => {
  reader?.close();
  rmSync(dir, { recursive: true, force: true });
});

function store() {
  reader ??= openLeadStore(dbPath);
  return reader;
}

const protocol = {
  lib_version: "4.4.1",
  user_id: "local-inbox",
};

const ids = {
  contact: { service_id: "service_contact", template_id: "template_contact" },
  feedback: { service_id: "service_feedback", template_id: "template_feedback" },
  appointment: { service_id: "service_appointment", template_id: "template_appointment" },
  enquiry: { service_id: "service_leads", template_id: "template_enquiry" },
  serviceConsultation: {
    service_id: "service_leads",
    template_id: "template_service_consultation",
  },
  newsletter: { service_id: "service_leads", template_id: "template_newsletter" },
};

function consultation(marker: string): Record<string, string> {
  return {
    form_name: "consultation",
    website: "",
    user_name: "Asha Verma",
    user_email: "asha@example.in",
    user_phone: "+91 98765 43210",
    user_service: "Calibration Services",
    message: `Please call me ${marker}`,
  };
}

function enquiry(marker: string): Record<string, string> {
  return {
    form_name: "enquiry",
    company_name: "Narmada Cables",
    contact_person: "S. Joshi",
    email: "joshi@narmada.in",
    phone: "0731 2345678",
    selected_service: "Cables",
    equipment_details: `3 drums ${marker}`,
    preferred_date: "",
    selected_service_id: "cables",
  };
}

/** A configuration of its own, for handlers built directly. */
const testConfig = {
  publicKey: "k",
  templates: {
    contact: { serviceId: "s", templateId: "t" },
    feedback: { serviceId: "s", templateId: "tf" },
    appointment: { serviceId: "s", templateId: "ta" },
    enquiry: { serviceId: "s2", templateId: "te" },
    serviceConsultation: { serviceId: "s2", templateId: "tsc" },
    newsletter: { serviceId: "s2", templateId: "tn" },
  },
};

/** FormData in the library's order: form fields, then the protocol fields. */
function multipart(
  fields: Record<string, string | File>,
  pair: { service_id: string; template_id: string } = ids.contact,
  extra: Record<string, string> = {},
): FormData {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) fd.append(k, v);
  for (const [k, v] of Object.entries({ ...protocol, ...pair, ...extra })) fd.append(k, v);
  return fd;
}

function post(body: BodyInit, headers: Record<string, string> = {}): Request {
  return new Request("http://127.0.0.1/api/v1.0/email/send-form", {
    method: "POST",
    body,
    headers,
  });
}

function json(body: unknown): Request {
  return new Request("http://127.0.0.1/api/v1.0/email/send", {
    method: "POST",
    body: JSON.stringify(body),
    headers: { "Content-type": "application/json" },
  });
}

async function expectReply(response: Response, status: number, text?: string | RegExp) {
  const body = await response.text();
  expect({ status: response.status, body }).toMatchObject({ status });
  if (typeof text === "string") expect(body).toBe(text);
  else if (text) expect(body).toMatch(text);
  return body;
}

async function findByMarker(marker: string) {
  return (await store().list()).filter((l) => JSON.stringify(l.fields).includes(marker));
}

describe("POST /api/v1.0/email/send-form", () => {
  it("stores a valid consultation lead and answers OK with its reference", async () => {
    const response = await sendFormPost(
      post(multipart(consultation("m-valid")), {
        // Written by the client: not trusted (no proxy hops configured).
        "x-forwarded-for": "192.0.2.77, 10.0.0.1",
        "user-agent": "Mozilla/5.0 test",
      }),
    );
    const body = await expectReply(response, 200, /^OK LEAD-\d{4}-\d{6}$/);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
    const reference = body.slice(3);
    const lead = await store().get(reference);
    expect(lead).toMatchObject({
      reference,
      template: "contact",
      form: "consultation",
      client: PEER,
      userAgent: "Mozilla/5.0 test",
      fileName: null,
      fields: {
        user_name: "Asha Verma",
        user_email: "asha@example.in",
        user_phone: "+91 98765 43210",
        user_service: "Calibration Services",
        message: "Please call me m-valid",
      },
    });
    // Protocol fields, honeypot and form_name are not part of the stored fields.
    expect(Object.keys(lead!.fields).sort()).toEqual(
      ["message", "user_email", "user_name", "user_phone", "user_service"].sort(),
    );
  });

  it("tells hero from consultation by form_name", async () => {
    const hero = {
      form_name: "hero",
      user_name: "Ravi",
      user_email: "ravi@example.com",
      user_phone: "9876543210",
      message: "m-hero",
    };
    await expectReply(await sendFormPost(post(multipart(hero))), 200, /^OK /);
    expect((await findByMarker("m-hero"))[0]?.form).toBe("hero");
    // Hero rules apply: 10 digits, as autofill gives them too (kept as the ten digits)
    await expectReply(
      await sendFormPost(post(multipart({ ...hero, user_phone: "+44 20 7946 0958" }))),
      400,
      "user_phone: Please enter a 10-digit phone number",
    );
    await expectReply(
      await sendFormPost(
        post(multipart({ ...hero, user_phone: "+91 98765 43210", message: "m-hero-autofill" })),
      ),
      200,
      /^OK /,
    );
    expect((await findByMarker("m-hero-autofill"))[0]?.fields).toMatchObject({
      user_phone: "9876543210",
    });
  });

  it("takes the last value of duplicated scalar fields", async () => {
    const fd = multipart(consultation("m-dup-first"));
    fd.append("message", "m-dup-last");
    await expectReply(await sendFormPost(post(fd)), 200, /^OK /);
    expect(await findByMarker("m-dup-last")).toHaveLength(1);
    expect(await findByMarker("m-dup-first")).toHaveLength(0);
  });

  it("stores feedback, appointment (checkboxes) and newsletter leads", async () => {
    await expectReply(
      await sendFormPost(
        post(
          multipart(
            {
              form_name: "feedback",
              user_name: "Meera",
              user_email: "meera@plant.co",
              user_phone: "9123456789",
              user_service: "Manufacturing QA",
              user_rating: "4",
              message: "m-feedback",
            },
            ids.feedback,
          ),
        ),
      ),
      200,
    );
    expect((await findByMarker("m-feedback"))[0]?.fields.user_rating).toBe(4);

    await expectReply(
      await sendFormPost(
        post(
          multipart(
            {
              form_name: "appointment",
              service: "Transformer Testing",
              location: "Ujjain",
              name: "m-appointment",
              email: "v@factory.in",
              phone: "9988776655",
              date: "2999-12-31",
              time: "10:00",
              emergencyServices: "on",
              isoCertified: "yes",
            },
            ids.appointment,
          ),
        ),
      ),
      200,
    );
    expect((await findByMarker("m-appointment"))[0]?.fields).toMatchObject({
      emergencyServices: true,
      isoCertified: true,
      weekendServices: false,
    });

    await expectReply(
      await sendFormPost(
        post(
          multipart(
            { form_name: "newsletter", newsletter_email: "m-news@b.in", consent: "on" },
            ids.newsletter,
          ),
        ),
      ),
      200,
    );
    expect((await findByMarker("m-news"))[0]?.form).toBe("newsletter");
  });

  describe("enquiry with a specification file", () => {
    for (const [name, bytes, type] of [
      ["spec.pdf", makePdf(), "application/pdf"],
      ["spec.doc", makeDoc(), "application/msword"],
      [
        "spec.docx",
        makeDocx(),
        "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      ],
    ] as const) {
      it(`stores a ${name}`, async () => {
        const marker = `m-file-${name}`;
        const file = new File([bytes], name, { type: "application/octet-stream" });
        await expectReply(
          await sendFormPost(
            post(multipart({ ...enquiry(marker), specification_file: file }, ids.enquiry)),
          ),
          200,
        );
        const lead = (await findByMarker(marker))[0]!;
        expect(lead).toMatchObject({ fileName: name, fileType: type, fileSize: bytes.byteLength });
        expect(lead.fields).not.toHaveProperty("specification_file");
        expect(
          Buffer.from(
            (await store().within(() => caseFile(leadCase, lead.reference)))!.bytes,
          ).equals(Buffer.from(bytes)),
        ).toBe(true);
      });
    }

    it("treats an empty file part as no file", async () => {
      // Chrome sends an empty file input as a nameless, empty part.
      const boundary = "----WebKitFormBoundaryM4lw4";
      const fields = { ...enquiry("m-empty-file"), ...protocol, ...ids.enquiry };
      let body = "";
      for (const [k, v] of Object.entries(fields)) {
        body += `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`;
      }
      body += `--${boundary}\r\nContent-Disposition: form-data; name="specification_file"; filename=""\r\nContent-Type: application/octet-stream\r\n\r\n\r\n--${boundary}--\r\n`;
      await expectReply(
        await sendFormPost(
          post(body, { "content-type": `multipart/form-data; boundary=${boundary}` }),
        ),
        200,
      );
      expect((await findByMarker("m-empty-file"))[0]?.fileName).toBeNull();
    });

    it("answers 415 when the content is not what the extension says", async () => {
      const cases: [string, Uint8Array<ArrayBuffer>][] = [
        ["spec.pdf", new TextEncoder().encode("MZ not a pdf")],
        ["spec.docx", makeZip({ "xl/workbook.xml": "<x/>" })],
        ["spec.doc", makePdf()],
        ["spec.pdf", makeDocx()],
      ];
      for (const [name, bytes] of cases) {
        const file = new File([bytes], name);
        await expectReply(
          await sendFormPost(
            post(multipart({ ...enquiry("m-bad-type"), specification_file: file }, ids.enquiry)),
          ),
          415,
          "The file must be a PDF, DOC or DOCX document",
        );
      }
      expect(await findByMarker("m-bad-type")).toHaveLength(0);
    });

    it("rejects a wrong extension, two files, a file for another form", async () => {
      const exe = new File([makePdf()], "spec.exe");
      await expectReply(
        await sendFormPost(
          post(multipart({ ...enquiry("m-x"), specification_file: exe }, ids.enquiry)),
        ),
        415,
      );
      const two = multipart(
        { ...enquiry("m-x"), specification_file: new File([makePdf()], "a.pdf") },
        ids.enquiry,
      );
      two.append("specification_file", new File([makePdf()], "b.pdf"));
      await expectReply(await sendFormPost(post(two)), 400, "Only one file can be uploaded");
      const elsewhere = multipart(
        { ...enquiry("m-x"), other_file: new File([makePdf()], "a.pdf") },
        ids.enquiry,
      );
      await expectReply(await sendFormPost(post(elsewhere)), 400, "Unexpected file field");
      const contactWithFile = multipart({
        ...consultation("m-x"),
        specification_file: new File([makePdf()], "a.pdf"),
      });
      await expectReply(
        await sendFormPost(post(contactWithFile)),
        400,
        "This form does not accept files",
      );
      expect(await findByMarker("m-x")).toHaveLength(0);
    });

    it("answers 413 for a file over 10 MB", async () => {
      const big = new Uint8Array(10 * 1024 * 1024 + 1);
      big.set(makePdf());
      const file = new File([big], "big.pdf");
      await expectReply(
        await sendFormPost(
          post(multipart({ ...enquiry("m-big"), specification_file: file }, ids.enquiry)),
        ),
        413,
        "The file must be 10 MB or smaller",
      );
    });

    it("reports field errors as short plain text", async () => {
      await expectReply(
        await sendFormPost(
          post(multipart({ ...enquiry("m-bad"), phone: "x", selected_service: "" }, ids.enquiry)),
        ),
        400,
        "phone: Please enter a valid phone number; selected_service: Please choose a service",
      );
    });
  });

  it("rejects unknown or missing ids", async () => {
    const lead = consultation("m-ids");
    await expectReply(
      await sendFormPost(post(multipart(lead, ids.contact, { user_id: "someone-else" }))),
      403,
      "The public key is invalid",
    );
    const noUser = multipart(lead);
    noUser.delete("user_id");
    await expectReply(await sendFormPost(post(noUser)), 400, "The user_id parameter is required");
    await expectReply(
      await sendFormPost(
        post(multipart(lead, { service_id: "service_x", template_id: "template_contact" })),
      ),
      400,
      "The service ID is invalid",
    );
    await expectReply(
      await sendFormPost(
        post(multipart(lead, { service_id: "service_contact", template_id: "template_x" })),
      ),
      400,
      "The template ID is invalid",
    );
    // A configured service with another service's template is no configured pair.
    await expectReply(
      await sendFormPost(
        post(multipart(lead, { service_id: "service_contact", template_id: "template_feedback" })),
      ),
      400,
      "The template ID is invalid",
    );
    const noTemplate = multipart(lead);
    noTemplate.delete("template_id");
    await expectReply(
      await sendFormPost(post(noTemplate)),
      400,
      "The template_id parameter is required",
    );
    expect(await findByMarker("m-ids")).toHaveLength(0);
  });

  it("rejects bad fields with the schema's messages", async () => {
    await expectReply(
      await sendFormPost(
        post(multipart({ ...consultation("m-bad-fields"), user_phone: "12", user_email: "nope" })),
      ),
      400,
      "user_email: Please enter a valid e-mail address; user_phone: Please enter a valid phone number",
    );
    await expectReply(
      await sendFormPost(
        post(
          multipart(
            { form_name: "feedback", user_name: "", user_rating: "0", message: "m-bad-fields" },
            ids.feedback,
          ),
        ),
      ),
      400,
      "user_name: Name is required; user_email: Invalid email address; user_phone: Invalid phone number; user_service: Please select a service type; user_rating: Please select a rating",
    );
    // form_name naming another form than the template's
    await expectReply(
      await sendFormPost(
        post(multipart({ ...consultation("m-bad-fields"), form_name: "feedback" })),
      ),
      400,
      /^form_name: /,
    );
    expect(await findByMarker("m-bad-fields")).toHaveLength(0);
  });

  it("answers a filled honeypot like a success, stores nothing and names no field", async () => {
    const response = await sendFormPost(
      post(multipart({ ...consultation("m-honey"), website: "http://spam.example" })),
    );
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("OK");
    expect(await findByMarker("m-honey")).toHaveLength(0);
  });

  it("enforces field limits", async () => {
    await expectReply(
      await sendFormPost(post(multipart({ ...consultation("m-long"), extra: "x".repeat(5001) }))),
      413,
      /too long/,
    );
    const many = multipart(consultation("m-many"));
    for (let i = 0; i < 40; i++) many.append(`f${i}`, "1");
    await expectReply(await sendFormPost(post(many)), 413, "Too many fields");
    // 5000 characters in an unknown field are fine (and not stored)
    await expectReply(
      await sendFormPost(post(multipart({ ...consultation("m-5000"), extra: "x".repeat(5000) }))),
      200,
    );
    expect((await findByMarker("m-5000"))[0]?.fields).not.toHaveProperty("extra");
  });

  it("answers 413 for bodies over 11 MB (declared or streamed)", async () => {
    const fd = multipart({
      ...consultation("m-oversize"),
      specification_file: new File([new Uint8Array(11 * 1024 * 1024)], "big.pdf"),
    });
    // Serialised first: undici's own FormData body stream does not tolerate a cancel mid-way.
    const serialised = new Response(fd);
    const bytes = new Uint8Array(await serialised.arrayBuffer());
    const contentType = serialised.headers.get("content-type")!;
    await expectReply(
      await sendFormPost(post(bytes, { "content-type": contentType })),
      413,
      "The request is too large",
    );
    await expectReply(
      await sendFormPost(
        post(bytes, { "content-type": contentType, "content-length": String(bytes.byteLength) }),
      ),
      413,
      "The request is too large",
    );

    // Declared too large: refused before reading.
    await expectReply(
      await sendFormPost(
        post("x", {
          "content-type": "multipart/form-data; boundary=x",
          "content-length": String(12 * 1024 * 1024),
        }),
      ),
      413,
    );

    // Streamed without a length: the reader stops past the limit and cancels the stream.
    let pulled = 0;
    let cancelled = false;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        if (!cancelled) controller.enqueue(new Uint8Array(1024 * 1024));
      },
      cancel() {
        cancelled = true;
      },
    });
    const request = new Request("http://127.0.0.1/api/v1.0/email/send-form", {
      method: "POST",
      body: endless,
      headers: { "content-type": "multipart/form-data; boundary=x" },
      duplex: "half",
    } as RequestInit);
    await expectReply(await sendFormPost(request), 413);
    expect(cancelled).toBe(true);
    expect(pulled).toBeLessThan(20);
    expect(await findByMarker("m-oversize")).toHaveLength(0);
  });

  it("rejects other content types and malformed bodies", async () => {
    await expectReply(
      await sendFormPost(post("{}", { "content-type": "application/json" })),
      415,
      "Expected multipart/form-data",
    );
    await expectReply(
      await sendFormPost(post("garbage", { "content-type": "multipart/form-data; boundary=zz" })),
      400,
      "The form data could not be read",
    );
    // Fewer bytes than announced (e.g. cut off by a proxy): never stored as a partial lead.
    const serialised = new Response(multipart(consultation("m-truncated")));
    const bytes = new Uint8Array(await serialised.arrayBuffer());
    await expectReply(
      await sendFormPost(
        post(bytes, {
          "content-type": serialised.headers.get("content-type")!,
          "content-length": String(bytes.byteLength + 100),
        }),
      ),
      400,
      "The request body is incomplete",
    );
    expect(await findByMarker("m-truncated")).toHaveLength(0);
  });
});

describe("POST /api/v1.0/email/send (JSON)", () => {
  const base = { lib_version: "4.4.1", user_id: "local-inbox", ...ids.contact };

  it("stores a valid lead", async () => {
    const body = await expectReply(
      await sendPost(json({ ...base, template_params: consultation("m-json") })),
      200,
      /^OK LEAD-\d{4}-\d{6}$/,
    );
    expect((await store().get(body.slice(3)))?.fields.message).toBe("Please call me m-json");
  });

  it("accepts numbers and booleans from JSON", async () => {
    await expectReply(
      await sendPost(
        json({
          ...base,
          ...ids.newsletter,
          template_params: {
            form_name: "newsletter",
            newsletter_email: "m-jsonnews@b.in",
            consent: true,
          },
        }),
      ),
      200,
    );
    expect(await findByMarker("m-jsonnews")).toHaveLength(1);
  });

  it("rejects unknown ids, bad fields, bad JSON and oversize bodies", async () => {
    await expectReply(
      await sendPost(json({ ...base, user_id: "x", template_params: consultation("m-json-bad") })),
      403,
    );
    await expectReply(
      await sendPost(
        json({ ...base, template_id: "nope", template_params: consultation("m-json-bad") }),
      ),
      400,
      "The template ID is invalid",
    );
    await expectReply(
      await sendPost(
        json({ ...base, template_params: { ...consultation("m-json-bad"), user_email: "x" } }),
      ),
      400,
      "user_email: Please enter a valid e-mail address",
    );
    await expectReply(await sendPost(json({ ...base, template_params: "text" })), 400);
    await expectReply(
      await sendPost(
        json({ ...base, template_params: { ...consultation("m-json-bad"), nested: { a: 1 } } }),
      ),
      400,
    );
    await expectReply(
      await sendPost(
        new Request("http://127.0.0.1/api/v1.0/email/send", { method: "POST", body: "{not json" }),
      ),
      400,
      "The request body is not valid JSON",
    );
    await expectReply(
      await sendPost(json({ ...base, template_params: { message: "x".repeat(70 * 1024) } })),
      413,
    );
    // protocol fields inside template_params do not override the top-level ones
    await expectReply(
      await sendPost(
        json({
          ...base,
          user_id: "x",
          template_params: { ...consultation("m-json-bad"), user_id: "local-inbox" },
        }),
      ),
      403,
    );
    expect(await findByMarker("m-json-bad")).toHaveLength(0);
  });
});

describe("POST /api/leads (a form the browser posted itself)", () => {
  /** The form's own fields only, as a browser sends them: no protocol fields. */
  function browserPost(body: BodyInit, headers: Record<string, string> = {}): Request {
    return new Request("http://127.0.0.1/api/leads", { method: "POST", body, headers });
  }
  const fields = (values: Record<string, string | File>) => {
    const fd = new FormData();
    for (const [k, v] of Object.entries(values)) fd.append(k, v);
    return fd;
  };
  const location = (response: Response) => {
    expect(response.status).toBe(303);
    return new URL(response.headers.get("location")!, "http://site.test");
  };

  it("stores a multipart consultation and sends the visitor to /message-sent with the reference", async () => {
    const response = await withoutScriptPost(browserPost(fields(consultation("m-noscript"))));
    const to = location(response);
    expect(to.pathname).toBe("/message-sent");
    expect(to.searchParams.get("form")).toBe("consultation");
    const reference = to.searchParams.get("ref")!;
    expect(reference).toMatch(/^LEAD-\d{4}-\d{6}$/);
    expect(await store().get(reference)).toMatchObject({
      template: "contact",
      form: "consultation",
      fields: { user_name: "Asha Verma", message: "Please call me m-noscript" },
    });
    // Only the answer's path and the reference: none of the visitor's details.
    expect(to.search).not.toMatch(/Asha|asha|98765/);
  });

  it("takes URL-encoded forms and the enquiry's file, with the ids of this server's configuration", async () => {
    const encoded = new URLSearchParams({
      form_name: "hero",
      user_name: "Anita Verma",
      user_email: "anita@example.com",
      user_phone: "9826012345",
      message: "m-noscript-hero",
      // Whatever the page posts as protocol fields, the configured ones are used.
      service_id: "someone_elses",
      template_id: "x",
      user_id: "x",
    });
    const hero = location(
      await withoutScriptPost(
        browserPost(encoded, { "content-type": "application/x-www-form-urlencoded" }),
      ),
    );
    expect(hero.pathname).toBe("/message-sent");
    expect(await store().get(hero.searchParams.get("ref")!)).toMatchObject({ form: "hero" });

    const pdf = new File([makePdf()], "spec.pdf", { type: "application/pdf" });
    const enquiryTo = location(
      await withoutScriptPost(
        browserPost(fields({ ...enquiry("m-noscript-enquiry"), specification_file: pdf })),
      ),
    );
    expect(enquiryTo.pathname).toBe("/message-sent");
    expect(await store().get(enquiryTo.searchParams.get("ref")!)).toMatchObject({
      form: "enquiry",
      fileName: "spec.pdf",
      fileType: "application/pdf",
    });
  });

  it("sends the visitor to /message-not-sent with the form and the kind of problem, storing nothing", async () => {
    const bad = location(
      await withoutScriptPost(
        browserPost(fields({ ...consultation("m-noscript-bad"), user_email: "asha@" })),
      ),
    );
    expect(bad.pathname).toBe("/message-not-sent");
    expect(Object.fromEntries(bad.searchParams)).toEqual({
      form: "consultation",
      problem: "invalid",
    });
    expect(await findByMarker("m-noscript-bad")).toHaveLength(0);

    const unknown = location(
      await withoutScriptPost(browserPost(fields({ ...consultation("m-x"), form_name: "other" }))),
    );
    expect(Object.fromEntries(unknown.searchParams)).toEqual({ problem: "invalid" });

    const zip = new File([makeZip({ "a.txt": "not a document" })], "spec.pdf", {
      type: "application/pdf",
    });
    const wrongFile = location(
      await withoutScriptPost(
        browserPost(fields({ ...enquiry("m-noscript-zip"), specification_file: zip })),
      ),
    );
    expect(Object.fromEntries(wrongFile.searchParams)).toEqual({
      form: "enquiry",
      problem: "file-type",
    });
    expect(await findByMarker("m-noscript-zip")).toHaveLength(0);
  });

  it("a Hindi consultation (language=hi) lands on the Hindi pages; refused, with the Hindi form's messages", async () => {
    const sent = location(
      await withoutScriptPost(
        browserPost(fields({ ...consultation("m-noscript-hi"), language: "hi" })),
      ),
    );
    expect(sent.pathname).toBe("/hi/message-sent");
    expect(sent.searchParams.get("form")).toBe("consultation");
    expect(await store().get(sent.searchParams.get("ref")!)).toMatchObject({
      form: "consultation",
      fields: { user_name: "Asha Verma", message: "Please call me m-noscript-hi" },
    });

    const missing = { ...consultation("m-noscript-hi-bad"), user_name: "", language: "hi" };
    const refused = location(await withoutScriptPost(browserPost(fields(missing))));
    expect(refused.pathname).toBe("/hi/message-not-sent");
    expect(Object.fromEntries(refused.searchParams)).toEqual({
      form: "consultation",
      problem: "invalid",
    });
    expect(await findByMarker("m-noscript-hi-bad")).toHaveLength(0);
    const { createThrottle } = await import("@/lib/platform/throttle/memory");
    const handlers = handlersModule.createInboxHandlers({
      store: () => store(),
      throttle: createThrottle({ limit: 100 }),
      config: testConfig,
    });
    const result = await handlers.submitWithoutScript(browserPost(fields(missing)));
    expect(result).toMatchObject({
      ok: false,
      form: "consultation",
      problem: "invalid",
      language: "hi",
      fields: { user_name: hindiMessages.name },
    });
    // The island's own send (the e-mail protocol) is checked by the same Hindi schema.
    await expectReply(
      await sendFormPost(post(multipart(missing))),
      400,
      `user_name: ${hindiMessages.name}`,
    );
  });

  it("a language the site does not have is refused; a form with no Hindi page stays English", async () => {
    const unknown = location(
      await withoutScriptPost(
        browserPost(fields({ ...consultation("m-noscript-fr"), language: "fr" })),
      ),
    );
    expect(unknown.pathname).toBe("/message-not-sent");
    expect(await findByMarker("m-noscript-fr")).toHaveLength(0);
    const hero = location(
      await withoutScriptPost(
        browserPost(
          fields({
            form_name: "hero",
            user_name: "",
            user_email: "anita@example.com",
            user_phone: "9826012345",
            message: "m-noscript-hero-hi",
            language: "hi",
          }),
        ),
      ),
    );
    expect(hero.pathname).toBe("/message-not-sent");
  });

  it("says busy when throttled and server when storage fails", async () => {
    const { createThrottle } = await import("@/lib/platform/throttle/memory");
    const throttled = handlersModule.createInboxHandlers({
      store: () => store(),
      throttle: createThrottle({ limit: 1 }),
      config: testConfig,
    });
    const request = () => browserPost(fields(consultation("m-noscript-busy")));
    expect(await throttled.submitWithoutScript(request(), "198.51.100.9")).toMatchObject({
      ok: true,
    });
    expect(await throttled.submitWithoutScript(request(), "198.51.100.9")).toEqual({
      ok: false,
      form: undefined,
      problem: "busy",
      language: "en",
    });
    const broken = handlersModule.createInboxHandlers({
      store: () => {
        throw new Error("disk full");
      },
      throttle: createThrottle({ limit: 100 }),
      config: testConfig,
      log: () => {},
    });
    // What was posted comes back, so a page of its own can show the form again.
    expect(await broken.submitWithoutScript(request())).toEqual({
      ok: false,
      form: "consultation",
      problem: "server",
      language: "en",
      values: expect.objectContaining({ user_name: "Asha Verma", website: "" }),
    });
  });
});

describe("createInboxHandlers", () => {
  const form = (marker: string) => {
    const fd = new FormData();
    for (const [k, v] of Object.entries(consultation(marker))) fd.append(k, v);
    fd.append("user_id", "k");
    fd.append("service_id", "s");
    fd.append("template_id", "t");
    return fd;
  };

  it("throttles per client with 429 Too Many Requests", async () => {
    const h = handlersModule.createInboxHandlers({
      store: () => store(),
      throttle: (await import("@/lib/platform/throttle/memory")).createThrottle({ limit: 2 }),
      config: testConfig,
    });
    // Each post writes a different X-Forwarded-For: the socket's address still counts.
    let n = 0;
    const from = (peer: string) =>
      h.sendForm(post(form("m-throttle"), { "x-forwarded-for": `203.0.113.${n++}` }), peer);
    await expectReply(await from("198.51.100.1"), 200);
    await expectReply(await from("198.51.100.1"), 200);
    await expectReply(await from("198.51.100.1"), 429, "Too Many Requests");
    await expectReply(await from("198.51.100.2"), 200);
    expect(await findByMarker("m-throttle")).toHaveLength(3);
  });

  it("counts an IPv6 client by its /64 behind a proxy, and stores the lead with its whole address", async () => {
    const h = handlersModule.createInboxHandlers({
      store: () => store(),
      throttle: (await import("@/lib/platform/throttle/memory")).createThrottle({ limit: 2 }),
      config: testConfig,
      trustedHops: 1,
    });
    const from = (address: string) =>
      h.sendForm(post(form("m-v6"), { "x-forwarded-for": address }), "10.0.0.2");
    await expectReply(await from("2001:db8:1:2::1"), 200);
    await expectReply(await from("2001:db8:1:2::2"), 200);
    await expectReply(await from("2001:db8:1:2:ffff::9"), 429, "Too Many Requests");
    await expectReply(await from("2001:db8:1:3::1"), 200);
    expect((await findByMarker("m-v6")).map((lead) => lead.client).sort()).toEqual([
      "2001:db8:1:2::1",
      "2001:db8:1:2::2",
      "2001:db8:1:3::1",
    ]);
  });

  it("refuses posts from another site with 403, before reading them", async () => {
    const h = handlersModule.createInboxHandlers({
      store: () => store(),
      throttle: (await import("@/lib/platform/throttle/memory")).createThrottle({ limit: 100 }),
      config: testConfig,
      siteUrl: "https://www.malwaelectrotest.example",
      log: () => {},
    });
    const from = (headers: Record<string, string>) => post(form("m-origin"), headers);
    await expectReply(
      await h.sendForm(from({ origin: "https://evil.example" })),
      403,
      "Cross-site posts are not accepted",
    );
    await expectReply(await h.sendForm(from({ "sec-fetch-site": "cross-site" })), 403);
    await expectReply(await h.sendForm(from({ origin: "null" })), 403);
    const refused = await h.submitWithoutScript(from({ origin: "https://evil.example" }));
    expect(refused).toMatchObject({ ok: false });
    expect("refused" in refused && refused.refused.status).toBe(403);
    expect(await findByMarker("m-origin")).toHaveLength(0);
    // The request's own host, the public address, and clients that send no Origin.
    await expectReply(await h.sendForm(from({ origin: "http://127.0.0.1" })), 200);
    await expectReply(
      await h.sendForm(from({ origin: "https://www.malwaelectrotest.example" })),
      200,
    );
    await expectReply(await h.sendForm(from({ "sec-fetch-site": "same-origin" })), 200);
    expect(await findByMarker("m-origin")).toHaveLength(3);
  });

  it("holds no processing slot while a body is still arriving", async () => {
    const h = handlersModule.createInboxHandlers({
      store: () => store(),
      throttle: (await import("@/lib/platform/throttle/memory")).createThrottle({ limit: 100 }),
      config: testConfig,
      maxConcurrent: 1,
    });
    // A body that arrives slowly holds one of its client's receiving slots, not the one processing slot.
    const serialised = new Response(form("m-busy"));
    const contentType = serialised.headers.get("content-type")!;
    const bytes = new Uint8Array(await serialised.arrayBuffer());
    let release!: () => void;
    const slow = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(bytes.subarray(0, 10));
        await new Promise<void>((resolve) => (release = resolve));
        controller.enqueue(bytes.subarray(10));
        controller.close();
      },
    });
    const first = h.sendForm(
      new Request("http://127.0.0.1/api/v1.0/email/send-form", {
        method: "POST",
        body: slow,
        headers: { "content-type": contentType },
        duplex: "half",
      } as RequestInit),
    );
    await expectReply(await h.sendForm(post(form("m-busy"))), 200);
    expect(await findByMarker("m-busy")).toHaveLength(1);
    release();
    await expectReply(await first, 200);
    expect(await findByMarker("m-busy")).toHaveLength(2);
  });

  it("gives every answer a policy that lets nothing load or run", async () => {
    const response = await sendFormPost(post("{}", { "content-type": "application/json" }));
    expect(response.headers.get("content-security-policy")).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    const redirect = await withoutScriptPost(post(form("m-csp")));
    expect(redirect.headers.get("content-security-policy")).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
  });

  it("answers 500 when storage fails, without a partial row", async () => {
    const errors: unknown[] = [];
    const h = handlersModule.createInboxHandlers({
      store: () => {
        throw new Error("disk full");
      },
      throttle: (await import("@/lib/platform/throttle/memory")).createThrottle({ limit: 100 }),
      config: testConfig,
      log: (_m, e) => errors.push(e),
    });
    await expectReply(
      await h.sendForm(post(form("m-store-fail"))),
      500,
      "Could not store your message",
    );
    expect(errors).toHaveLength(1);
    expect(await findByMarker("m-store-fail")).toHaveLength(0);
  });
});
