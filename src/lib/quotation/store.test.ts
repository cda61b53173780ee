// @vitest-environment node
import { DatabaseSync } from "node:sqlite";
import { beforeEach, describe, expect, it } from "vitest";
import { insertLead, leadById } from "@/lib/leads/store";
import { migrate } from "@/lib/db/migrate";
import { withStore } from "@/lib/db/store";
import { draftLinesOf, nextQuotation } from "./draft";
import {
  answerQuotation as answerIn,
  quotationByKey as byKeyIn,
  quotationsOfLead as ofLeadIn,
  recordQuotation,
} from "./store";

let db: DatabaseSync;
let leadId: number;
const sentAt = new Date("2026-11-27T05:30:00Z");

beforeEach(async () => {
  db = new DatabaseSync(":memory:");
  migrate(db, ":memory:");
  leadId = (
    await withStore(db, () =>
      insertLead({
        template: "enquiry",
        form: "request",
        fields: {
          rows: "13x5,54x1",
          email: "anil@narmada.example",
          contact_person: "Anil Joshi",
          billing_organisation: "Narmada Cables Pvt Ltd",
          billing_gstin: "24AAACR5055K1ZD",
          billing_address: "Vadodara",
          billing_state: "Gujarat",
        },
        client: "203.0.113.1",
        createdAt: sentAt,
        notify: "off",
      }),
    )
  ).id;
});

/** The store's functions on this test's database. */
const answerQuotation = (...args: Parameters<typeof answerIn>) =>
  withStore(db, () => answerIn(...args));
const quotationByKey = (key: unknown) => withStore(db, () => byKeyIn(key));
const quotationsOfLead = (id: number) => withStore(db, () => ofLeadIn(id));

const send = (pricePaise: number, now = sentAt) =>
  withStore(db, async () => {
    const lead = (await withStore(db, () => leadById(leadId)))!;
    const lines = (await draftLinesOf(lead)).map((l, i) => (i === 0 ? { ...l, pricePaise } : l));
    const document = await nextQuotation(lead, lines, "50 % in advance", now);
    return {
      document,
      ...(await recordQuotation({
        lead,
        email: "anil@narmada.example",
        document,
        pdf: new Uint8Array([37, 80, 68, 70]),
        by: "sales@lab.example",
        now,
        mail: "pending",
      })),
    };
  });

const auditActions = () =>
  db
    .prepare("SELECT who, action, detail FROM desk_audit ORDER BY id")
    .all()
    .map((r) => [r.who, r.action, r.detail]);

describe("a quotation's versions and the customer's answer", () => {
  it("starts from the request's rows at the scope's prices and numbers each sending a new version", async () => {
    const lead = (await withStore(db, () => leadById(leadId)))!;
    const draft = await withStore(db, () => draftLinesOf(lead));
    expect(draft.map((l) => [l.quantity, l.pricePaise])).toEqual([
      [5, 1_800_000],
      [1, 0],
    ]);
    const first = await send(1_700_000);
    expect(first.document).toMatchObject({
      number: `QT-${lead.reference.slice(4)}`,
      version: 1,
      date: "2026-11-27",
      validUntil: "2026-12-27",
      subtotalPaise: 8_500_000,
      taxes: [{ kind: "igst", percent: 18, paise: 1_530_000 }],
      totalPaise: 10_030_000,
    });
    const second = await send(1_650_000);
    expect(second.document.version).toBe(2);
    expect((await quotationsOfLead(leadId)).map((q) => q.version)).toEqual([2, 1]);
    // The key is kept hashed; only the pending e-mail holds it until it is sent.
    expect(
      db.prepare("SELECT key_hash FROM quotations WHERE version = 2").get()?.key_hash,
    ).not.toBe(second.key);
    expect(
      db.prepare("SELECT COUNT(*) AS n FROM quotation_mails WHERE link_key = ?").get(second.key)?.n,
    ).toBe(1);
    expect(auditActions()).toEqual([
      [
        "sales@lab.example",
        "quotation sent",
        expect.stringContaining("(version 1), total 10030000 paise"),
      ],
      [
        "sales@lab.example",
        "quotation sent",
        expect.stringContaining("(version 2), total 9735000 paise"),
      ],
    ]);
  });

  it("accepts the newest version once with a PO, refuses the older one, and acknowledges", async () => {
    const first = await send(1_700_000);
    const second = await send(1_650_000);
    expect(
      await answerQuotation(first.key, { answer: "accepted", poNumber: "PO-1" }, sentAt, "pending"),
    ).toEqual({
      ok: false,
      reason: "superseded",
    });
    expect(
      await answerQuotation(
        second.key,
        { answer: "accepted", poNumber: "PO-4500123" },
        sentAt,
        "pending",
      ),
    ).toEqual({
      ok: true,
    });
    expect(await quotationByKey(second.key)).toMatchObject({
      answer: "accepted",
      poNumber: "PO-4500123",
    });
    expect(
      await answerQuotation(second.key, { answer: "changes", changes: "x" }, sentAt, "pending"),
    ).toEqual({
      ok: false,
      reason: "answered",
    });
    expect(
      db.prepare("SELECT COUNT(*) AS n FROM quotation_mails WHERE kind = 'answer'").get()?.n,
    ).toBe(1);
    expect(
      auditActions()
        .slice(2)
        .map(([who, action]) => [who, action]),
    ).toEqual([
      ["customer:anil@narmada.example", "quotation acceptance refused"],
      ["customer:anil@narmada.example", "quotation accepted"],
      ["customer:anil@narmada.example", "quotation acceptance refused"],
    ]);
  });

  it("cannot be accepted after its validity (the last valid day still can)", async () => {
    const { key } = await send(1_700_000);
    const lastDay = new Date("2026-12-27T18:00:00Z"); // 23:30 in India
    const dayAfter = new Date("2026-12-27T18:31:00Z"); // 00:01 on the 28th in India
    expect(
      await answerQuotation(key, { answer: "accepted", poNumber: "PO-9" }, dayAfter, "off"),
    ).toEqual({
      ok: false,
      reason: "expired",
    });
    expect(
      await answerQuotation(key, { answer: "accepted", poNumber: "PO-9" }, lastDay, "off"),
    ).toEqual({
      ok: true,
    });
  });

  it("finds nothing for a wrong key", async () => {
    await send(1_700_000);
    expect(await quotationByKey("A".repeat(43))).toBeUndefined();
    expect(await quotationByKey("short")).toBeUndefined();
  });
});
