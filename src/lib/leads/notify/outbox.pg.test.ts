import { describe, expect, it } from "vitest";
import { onBothEngines } from "../../../../tests/fixtures/bothEngines";
import { eraseCase } from "@/lib/cases/store";
import { leadCase } from "../case";
import { insertLead } from "../store";
import { leadAcknowledgementOutbox, leadOutbox } from "./outbox";

const T0 = new Date("2026-11-27T04:00:00Z");
const later = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);

describe("the leads' e-mails on PostgreSQL (issue 53)", () => {
  it("queues each lead's staff e-mail and acknowledgement, sends, retries and drops an erased lead's, as SQLite does", async () => {
    const { sqlite, postgres } = await onBothEngines(async () => {
      const refs: string[] = [];
      for (const name of ["अनिल कुमार", "Meera Kumar", "Ravi Rao"])
        refs.push(
          (
            await insertLead({
              template: "contact",
              form: "consultation",
              fields: { user_name: name, user_email: "x@example.in" },
              client: "203.0.113.5",
              notify: "pending",
              acknowledge: "pending",
              createdAt: T0,
            })
          ).reference,
        );
      const staff = leadOutbox();
      const ack = leadAcknowledgementOutbox();
      const due = await staff.due(T0, 10);
      const first = await staff.item(due[0]!.id);
      await staff.markSent(due[0]!.id, "<1@lab>", T0);
      await staff.markFailed(due[1]!.id, "421 busy", later(1));
      await eraseCase(leadCase, refs[2]!, "asha@lab.example", T0);
      const acks = await ack.due(T0, 10);
      return {
        due: due.length,
        first: first && [first.reference, first.fields],
        claimedMeanwhile: (await staff.due(T0, 10)).length,
        retried: (await staff.due(later(20), 10)).map((r) => r.attempts),
        acks: acks.length,
        ackItem: (await ack.item(acks[0]!.id))?.reference,
      };
    });
    expect(postgres).toEqual(sqlite);
    expect(sqlite.due).toBe(3);
    expect(sqlite.claimedMeanwhile).toBe(0);
    expect(sqlite.retried).toEqual([1]);
    expect(sqlite.acks).toBe(2);
  });
});
