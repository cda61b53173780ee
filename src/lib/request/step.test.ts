// @vitest-environment node
import { DatabaseSync } from "node:sqlite";
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { gstinMessages } from "@/content/gst";
import { requestPage } from "@/content/request";
import { insertLead } from "@/lib/leads/store";
import { migrate } from "@/lib/db/migrate";
import { formSchemas } from "@/lib/leads/schemas";
import { closeUntrustedPool } from "@/lib/workers/pool";
import { withStore } from "@/lib/db/store";
import { requestPdfByKey as pdfByKeyIn } from "./links";
import { requestStep } from "./step";

// A PDF made on this thread would throw: the untrusted-work pool's threads load the real pdfkit.
vi.mock("pdfkit", () => ({
  default: class {
    constructor() {
      throw new Error("a request's PDF was made on the server's thread");
    }
  },
}));
afterAll(closeUntrustedPool);

/** Seeded rows (content/scope.ts): 13 accredited ₹18,000; 8 not accredited ₹6,500; 54 accredited, on request. */
let db: DatabaseSync;
beforeEach(() => {
  db = new DatabaseSync(":memory:");
  migrate(db, ":memory:");
});

const valid = {
  form_name: "request",
  rows: "13x5,8x2,54x1",
  sample_description: "Two drums of XLPE cable",
  sample_quantity: "2",
  sample_delivery: "By courier or transport",
  decision_rule: "guard-band",
  subcontract: "no",
  company_name: "Narmada Cables",
  contact_person: "Anil Joshi",
  email: "anil@narmada.example",
  phone: "98260 12345",
  website: "",
  billing_organisation: "Narmada Cables Pvt Ltd",
  billing_gstin: "24AAACR5055K1ZD",
  billing_address: "Plot 12, GIDC Makarpura, Vadodara 390010",
  billing_state: "Gujarat",
};

const parse = (input: Record<string, unknown>) => formSchemas.request.safeParse(input);

describe("the request's schema (browser and server)", () => {
  it("takes a complete request, a ticked box as true", async () => {
    const parsed = parse({ ...valid, nabl_consent: "yes" });
    expect(parsed.success).toBe(true);
    expect(parsed.data).toMatchObject({ decision_rule: "guard-band", nabl_consent: true });
    expect(parse(valid).data).toMatchObject({ nabl_consent: false });
  });

  it("asks for the sample, a decision rule of the three, the subcontracting answer and the contact", async () => {
    const refused = (over: Record<string, unknown>) => {
      const parsed = parse({ ...valid, ...over });
      return parsed.success ? [] : parsed.error.issues.map((i) => [i.path[0], i.message]);
    };
    expect(refused({ sample_description: " " })).toEqual([
      ["sample_description", "Please describe the sample"],
    ]);
    expect(refused({ decision_rule: "lenient" })).toEqual([
      ["decision_rule", "Please choose a decision rule"],
    ]);
    expect(refused({ decision_rule: undefined, subcontract: undefined })).toEqual([
      ["decision_rule", "Please choose a decision rule"],
      ["subcontract", "Please answer whether we may subcontract"],
    ]);
    expect(refused({ sample_delivery: "By drone" })).toEqual([
      ["sample_delivery", "Please tell us how the sample will reach the lab"],
    ]);
    expect(refused({ email: "anil" })).toEqual([["email", "Please enter a valid e-mail address"]]);
  });

  it("takes a GSTIN typed with spaces in small letters, and keeps it in capitals", async () => {
    expect(parse({ ...valid, billing_gstin: "24 aaacr5055k1zd" }).data).toMatchObject({
      billing_gstin: "24AAACR5055K1ZD",
    });
  });

  it("refuses a GSTIN that is not one, each fault in its words", async () => {
    const refused = (over: Record<string, unknown>) => {
      const parsed = parse({ ...valid, nabl_consent: "yes", ...over });
      return parsed.success ? [] : parsed.error.issues.map((i) => [i.path[0], i.message]);
    };
    expect(refused({ billing_gstin: "24AAACR5055K1ZE" })).toEqual([
      ["billing_gstin", gstinMessages.checksum],
    ]);
    expect(refused({ billing_gstin: "24AAACR5055K1Z" })).toEqual([
      ["billing_gstin", gstinMessages.length],
    ]);
    // A real GSTIN of Maharashtra for a buyer billed in Gujarat.
    expect(refused({ billing_gstin: "27AAPFU0939F1ZV" })).toEqual([
      ["billing_gstin", gstinMessages.otherState("27", "Gujarat")],
    ]);
    expect(refused({ billing_gstin: "" })).toEqual([["billing_gstin", gstinMessages.required]]);
    expect(refused({ billing_state: "Atlantis" })).toEqual([
      ["billing_state", "Please choose the billing state: it decides CGST + SGST or IGST"],
    ]);
    expect(refused({ billing_organisation: "", billing_address: " " }).map(([n]) => n)).toEqual([
      "billing_organisation",
      "billing_address",
    ]);
  });

  it("takes no GSTIN when the buyer is not registered, and says it with the other faults", async () => {
    expect(parse({ ...valid, billing_gstin: "", gst_not_registered: "yes" }).success).toBe(true);
    const parsed = parse({ ...valid, billing_gstin: "", email: "anil" });
    expect(parsed.error?.issues.map((i) => i.path[0])).toEqual(["email", "billing_gstin"]);
  });

  it("drops what the form does not have (a price, a total)", async () => {
    const parsed = parse({ ...valid, price: "1", quote_total: "₹1.00" });
    expect(parsed.data).not.toHaveProperty("price");
    expect(parsed.data).not.toHaveProperty("quote_total");
  });
});

describe("the request's step in the inbox", () => {
  /** The step on this test's database. */
  const step = () => {
    const own = requestStep();
    return {
      complete: (fields: Record<string, unknown>) => withStore(db, () => own.complete(fields)),
      stored: (lead: Parameters<typeof own.stored>[0]) => withStore(db, () => own.stored(lead)),
    };
  };
  const requestPdfByKey = (reference: unknown, key: unknown) =>
    withStore(db, () => pdfByKeyIn(reference, key));
  const fieldsOf = (input: Record<string, unknown>) =>
    formSchemas.request.parse(input) as Record<string, unknown>;

  it("refuses a non-accredited row without the consent, by the field", async () => {
    expect(await step().complete(fieldsOf(valid))).toEqual({
      ok: false,
      message: `nabl_consent: ${requestPage.consentRequired}`,
      fields: { nabl_consent: requestPage.consentRequired },
    });
  });

  it("refuses a request with no row the scope has", async () => {
    expect(await step().complete(fieldsOf({ ...valid, rows: "99999x1" }))).toMatchObject({
      ok: false,
      fields: { rows: requestPage.noRows },
    });
  });

  it("reads the rows and prices from the scope and keeps the tests and the quote as fields", async () => {
    const done = await step().complete(
      fieldsOf({ ...valid, rows: "13x5,8x2,54x1,99999x1", nabl_consent: "yes" }),
    );
    expect(done.ok).toBe(true);
    if (!done.ok) return;
    expect(done.holdNotification).toBe(true);
    const lines = String(done.fields.tests).split("\n");
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^5 × Cables and cable accessories: .*: ₹18,000.00 each, ₹90,000.00$/);
    expect(lines[1]).toMatch(/^2 × .*\(Not accredited\): ₹6,500.00 each, ₹13,000.00$/);
    expect(lines[2]).toMatch(/^1 × Metals .*: on request$/);
    expect(done.fields).toMatchObject({
      rows: "13x5,8x2,54x1",
      quote_subtotal: "₹1,03,000.00",
      place_of_supply: "Gujarat (24)",
      sac: "998346",
      quote_igst: "₹18,540.00",
      quote_total: "₹1,21,540.00",
      quote_note: requestPage.quote.excludes(1),
      nabl_consent: true,
      decision_rule: "guard-band",
    });
    // The tests and the quote come first: staff read them before the rest.
    expect(Object.keys(done.fields).slice(0, 2)).toEqual(["rows", "tests"]);
  });

  it("bills a buyer in Madhya Pradesh CGST + SGST, and one without a GSTIN as not registered", async () => {
    const done = await step().complete(
      fieldsOf({
        ...valid,
        rows: "13x5,8x2",
        nabl_consent: "yes",
        billing_state: "Madhya Pradesh",
        billing_gstin: "",
        gst_not_registered: "yes",
      }),
    );
    expect(done).toMatchObject({
      ok: true,
      fields: {
        place_of_supply: "Madhya Pradesh (23)",
        quote_cgst: "₹9,270.00",
        quote_sgst: "₹9,270.00",
        quote_total: "₹1,21,540.00",
        gst_not_registered: true,
      },
    });
    if (done.ok) expect(done.fields).not.toHaveProperty("quote_igst");
  });

  it("needs no consent when every row is accredited, and says so", async () => {
    const done = await step().complete(fieldsOf({ ...valid, rows: "13x1" }));
    expect(done).toMatchObject({
      ok: true,
      fields: { nabl_consent: false, quote_total: "₹21,240.00" },
    });
  });

  it("once stored, the PDF (made in a worker thread) is the lead's file, its e-mail goes now, and the key opens only it", async () => {
    const done = await step().complete(fieldsOf({ ...valid, nabl_consent: "yes" }));
    if (!done.ok) throw new Error("refused");
    const createdAt = new Date();
    const held = new Date(createdAt.getTime() + 600_000);
    const lead = await withStore(db, () =>
      insertLead({
        template: "enquiry",
        form: "request",
        fields: done.fields,
        client: "203.0.113.1",
        createdAt,
        notify: "pending",
        notifyAt: held,
      }),
    );
    const { key } = await step().stored({
      ...lead,
      createdAt,
      fields: done.fields,
      context: done.context,
      client: "203.0.113.1",
    });
    const pdf = await requestPdfByKey(lead.reference, key);
    expect(pdf?.name).toBe(`test-request-${lead.reference}.pdf`);
    expect(Buffer.from(pdf!.bytes).subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const row = db
      .prepare("SELECT file_type, next_attempt_at FROM leads JOIN notifications ON lead_id = id")
      .get();
    expect(row?.file_type).toBe("application/pdf");
    expect(new Date(String(row?.next_attempt_at)).getTime()).toBeLessThan(held.getTime());
    expect(
      await requestPdfByKey(
        lead.reference,
        `${key!.slice(0, -1)}${key!.endsWith("A") ? "B" : "A"}`,
      ),
    ).toBeUndefined();
    expect(await requestPdfByKey("LEAD-2026-999999", key)).toBeUndefined();
    // Erasing the lead erases its link.
    db.prepare("DELETE FROM leads WHERE id = ?").run(lead.id);
    expect(db.prepare("SELECT COUNT(*) AS n FROM request_links").get()?.n).toBe(0);
  });
});
