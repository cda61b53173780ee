import { describe, expect, it } from "vitest";
import { onBothEngines } from "../../../tests/fixtures/bothEngines";
import { listLeads } from "@/lib/leads/desk";
import { attachLeadFile, countLeads, insertLead, leadById } from "@/lib/leads/store";
import { newRequestKey, requestPdfByKey, saveRequestKey } from "@/lib/request/links";
import { draftLinesOf, nextQuotation } from "./draft";
import {
  answerQuotation,
  dueQuotationMails,
  quotationByKey,
  quotationFile,
  quotationsOfLead,
  recordQuotation,
} from "./store";

const sentAt = new Date("2026-11-27T05:30:00Z");

describe("quotations on PostgreSQL (issue 53)", () => {
  it("sends versions from the scope's prices, takes the customer's answer once and lists the amount, as SQLite does", async () => {
    const { sqlite, postgres } = await onBothEngines(async () => {
      const { id } = await insertLead({
        template: "enquiry",
        form: "request",
        fields: {
          rows: "13x5,54x1",
          email: "anil@narmada.example",
          contact_person: "अनिल जोशी",
          billing_organisation: "Narmada Cables Pvt Ltd",
          billing_gstin: "24AAACR5055K1ZD",
          billing_address: "Vadodara",
          billing_state: "Gujarat",
        },
        client: "203.0.113.1",
        createdAt: sentAt,
        notify: "pending",
        notifyAt: new Date(sentAt.getTime() + 3_600_000),
      });
      // The request's PDF, made after it is stored, with its private link.
      const key = newRequestKey();
      await attachLeadFile(
        id,
        {
          name: "request.pdf",
          type: "application/pdf",
          bytes: new Uint8Array([37, 80, 68, 70, 45]),
        },
        sentAt,
        () => saveRequestKey(id, key),
      );
      const requestReference = (await leadById(id))!.reference;
      const requestPdf = await requestPdfByKey(requestReference, key);
      const wrongKey = await requestPdfByKey(requestReference, newRequestKey());
      const send = async (pricePaise: number) => {
        const lead = (await leadById(id))!;
        const lines = (await draftLinesOf(lead)).map((l, i) =>
          i === 0 ? { ...l, pricePaise } : l,
        );
        const document = await nextQuotation(lead, lines, "50 % in advance", sentAt);
        const recorded = await recordQuotation({
          lead,
          email: "anil@narmada.example",
          document,
          pdf: new Uint8Array([37, 80, 68, 70]),
          by: "sales@lab.example",
          now: sentAt,
          mail: "pending",
        });
        return { document, key: recorded.key };
      };
      const first = await send(1_700_000);
      const second = await send(1_650_000);
      const answers = [
        await answerQuotation(
          first.key,
          { answer: "accepted", poNumber: "PO-1" },
          sentAt,
          "pending",
        ),
        await answerQuotation(
          second.key,
          { answer: "accepted", poNumber: "PO-4500123" },
          sentAt,
          "pending",
        ),
        await answerQuotation(second.key, { answer: "changes", changes: "x" }, sentAt, "pending"),
        await answerQuotation("no-such-key", { answer: "changes", changes: "x" }, sentAt, "off"),
      ];
      const keyed = await quotationByKey(second.key);
      const versions = await quotationsOfLead(id);
      const mails = await dueQuotationMails(sentAt, 10);
      const pdf = await quotationFile(id, 2, "pdf");
      return {
        request: [
          requestReference,
          requestPdf && [requestPdf.name, [...requestPdf.bytes]],
          wrongKey,
        ],
        leads: await countLeads(),
        documents: [first.document, second.document].map((d) => [
          d.number,
          d.version,
          d.totalPaise,
        ]),
        answers,
        keyed: keyed && [keyed.answer, keyed.poNumber, keyed.version],
        versions: versions.map((v) => [v.version, v.totalPaise, v.answer]),
        mails: mails.map((m) => m.attempts),
        pdf: pdf && [pdf.name, [...pdf.bytes]],
        listed: (await listLeads({})).rows.map((r) => [r.reference, r.quotationPaise, r.quotation]),
      };
    });
    expect(postgres).toEqual(sqlite);
    expect(sqlite.answers.map((a) => (a.ok ? "ok" : a.reason))).toEqual([
      "superseded",
      "ok",
      "answered",
      "unknown",
    ]);
    expect(sqlite.mails).toHaveLength(3);
    expect(sqlite.request[1]).toEqual(["request.pdf", [37, 80, 68, 70, 45]]);
    expect(sqlite.request[2]).toBeUndefined();
  });
});
