import { describe, expect, it } from "vitest";
import { onBothEngines } from "../../../../tests/fixtures/bothEngines";
import { freshPostgres } from "../../../../tests/fixtures/freshPostgres";
import { openPostgres } from "@/lib/db/postgresConnect";
import { withStore } from "@/lib/db/store";
import {
  claimDueMail,
  deleteMailEndedBefore,
  endUnsentMail,
  insertMailRow,
  markMailFailed,
  markMailSent,
  pendingMailRow,
} from "@/lib/platform/mail/store";

const T0 = new Date("2026-11-27T04:00:00Z");
const later = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);

/** E-mails as the site writes them: due at once, each ending an hour later. */
async function mails(count: number): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < count; i++)
    ids.push(
      await insertMailRow({
        purpose: "portal-sign-in",
        recipient: `customer${i}@example.in`,
        subject: "Your sign-in link",
        body: `sealed-${i}`,
        createdAt: T0,
        endsAt: later(60),
        firstTryAt: T0,
      }),
    );
  return ids;
}

describe("the mail outbox on PostgreSQL (issue 53)", () => {
  it("claims, sends, retries, ends and forgets e-mails as SQLite does", async () => {
    const { sqlite, postgres } = await onBothEngines(async () => {
      const ids = await mails(5);
      const first = await claimDueMail(T0, 3);
      const meanwhile = await claimDueMail(later(1), 10);
      await markMailSent(first[0]!.id, "<m1@lab>", later(1));
      await markMailFailed(first[1]!.id, "421 try later", later(2));
      const retried = await claimDueMail(later(2), 10);
      const sentBody = await pendingMailRow(first[0]!.id);
      const pending = await pendingMailRow(first[2]!.id);
      const ended = await endUnsentMail(later(60));
      const forgotten = await deleteMailEndedBefore(later(24 * 60));
      return {
        ids: ids.map((id) => id - ids[0]!),
        first: first.map((r) => ({ id: r.id - ids[0]!, attempts: r.attempts })),
        meanwhile: meanwhile.map((r) => r.id - ids[0]!),
        retried: retried.map((r) => ({ id: r.id - ids[0]!, attempts: r.attempts })),
        sentBody,
        pending: pending?.recipient,
        ended,
        forgotten,
        afterwards: await claimDueMail(later(24 * 60), 10),
      };
    });
    expect(postgres).toEqual(sqlite);
    expect(sqlite.first.map((r) => r.id)).toEqual([0, 1, 2]);
    expect(sqlite.meanwhile).toEqual([3, 4]);
    expect(sqlite.retried).toEqual([{ id: 1, attempts: 1 }]);
    expect(sqlite.ended).toBe(4);
    expect(sqlite.forgotten).toBe(5);
  });

  it("gives each e-mail to one of two servers claiming at the same moment", async () => {
    const fresh = await freshPostgres();
    const other = openPostgres(fresh.url, { max: 4 });
    try {
      const ids = await withStore(fresh.store, () => mails(60));
      const claims: number[][] = [];
      // Each server claims in small batches, both at once, until nothing is left.
      const drain = async (store: typeof other) => {
        const mine: number[] = [];
        for (;;) {
          const batch = await withStore(store, () => claimDueMail(later(1), 7));
          if (batch.length === 0) break;
          mine.push(...batch.map((r) => r.id));
        }
        claims.push(mine);
      };
      // Several drains per server: concurrent claims on one pool as well as across the two.
      await Promise.all([drain(fresh.store), drain(other), drain(fresh.store), drain(other)]);
      const all = claims.flat();
      expect(all.length).toBe(ids.length);
      expect(new Set(all).size).toBe(ids.length);
      expect([...all].sort((a, b) => a - b)).toEqual(ids);
    } finally {
      await other.destroy();
      await fresh.drop();
    }
  });
});
