// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { DatabaseSync } from "node:sqlite";
import { afterAll, describe, expect, it, vi } from "vitest";
import { portal } from "@/content/portal";
import { portalPrivacy } from "@/content/portalReminders";
import { organisation, saveOrganisation } from "@/lib/customers/organisations";
import { openDatabase } from "@/lib/db/connection";
import { withStore } from "@/lib/db/store";
import {
  createPortalLink,
  createPortalSession,
  portalLinkUsable,
  portalPurgeReport,
  portalSessionEmail,
  usePortalLink,
} from "@/lib/portal/links";
import { portalLinkMail } from "@/lib/portal/mail";
import { reminderPurgeReport, remindersDue } from "@/lib/portal/reminders";
import { portalLinkRequests } from "@/lib/portal/signInRequest";
import { calibrationCertificates } from "../fixtures/reportRecords";

/**
 * The numbers the lab promises its customers about the portal (its privacy page, /portal/privacy;
 * the sign-in page and e-mail; the README), written out here once, by hand, and never read from
 * the constants the code uses: a changed constant fails this file instead of carrying its own
 * test along with it (tests/unit/policyNumbers.test.ts does the same for the desk).
 *
 *   a sign-in link                                     works once, within 15 minutes
 *   a customer's session                               30 days on one browser, a week unused
 *   sign-in links e-mailed to one address              at most 3 an hour
 *   a calibration reminder, when no lead time is set   30 days before the due date
 *   the record of a reminder sent                      kept two years after the due date
 *
 * Every boundary is tried just either side, at a fixed moment.
 */

const dir = mkdtempSync(join(tmpdir(), "portal-policy-numbers-"));
const db: DatabaseSync = openDatabase(join(dir, "portal.sqlite"));
afterAll(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Monday 23 November 2026, 10:00 in India. */
const NOW = new Date("2026-11-23T04:30:00.000Z");
const TODAY = "2026-11-23";
const after = (ms: number) => new Date(NOW.getTime() + ms);
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const DAY = 24 * 60 * MINUTE;

const CUSTOMER = "qa@utility.example";
const certificate = calibrationCertificates(db, 3000, CUSTOMER);
await certificate({ serialNumber: "P-1", issueDate: "2025-12-23", dueDate: "2026-12-23" });

const privacy = JSON.stringify(portalPrivacy);
const readme = readFileSync(join(import.meta.dirname, "../../README.md"), "utf8").replace(
  /\s+/g,
  " ",
);

describe("a sign-in link: works once, within 15 minutes", () => {
  it("is what the privacy page, the sign-in page, its e-mail and the README say", async () => {
    expect(privacy).toContain("A sign-in link works once, within 15 minutes");
    expect(portal.signIn.sent).toContain("It works once, within 15 minutes.");
    expect(readme).toContain("a link that works once, within 15 minutes");
    const mail = portalLinkMail(CUSTOMER, "t".repeat(43), NOW);
    expect(mail.text).toContain("It works once, within 15 minutes.");
    // Of no use after: the mail outbox drops it unsent then (lib/platform/mail/outbox.ts).
    expect(mail.endsAt).toEqual(after(15 * MINUTE));
  });

  it("signs in at 14 minutes 59 seconds after it was made; at 15 minutes and a second, not", async () => {
    const used = await withStore(db, () => createPortalLink(CUSTOMER, NOW));
    const late = await withStore(db, () => createPortalLink(CUSTOMER, NOW));
    expect(
      await withStore(db, () => portalLinkUsable(used, after(14 * MINUTE + 59 * SECOND))),
    ).toBe(true);
    expect(await withStore(db, () => usePortalLink(used, after(14 * MINUTE + 59 * SECOND)))).toBe(
      CUSTOMER,
    );
    expect(await withStore(db, () => portalLinkUsable(late, after(15 * MINUTE + SECOND)))).toBe(
      false,
    );
    expect(
      await withStore(db, () => usePortalLink(late, after(15 * MINUTE + SECOND))),
    ).toBeUndefined();
  });
});

describe("a customer's session: 30 days, and a week without a page", () => {
  it("is what the privacy page and the README say", () => {
    expect(privacy).toContain(
      "a session lasts 30 days on one browser, and ends after a week without a page",
    );
    expect(readme).toContain(
      "signs them in on that browser for 30 days at most and until a week without a page",
    );
  });

  it("in use every six days: open at 30 days less a second, ended at 30 days and a second", async () => {
    const session = await withStore(db, () => createPortalSession(CUSTOMER, NOW));
    for (const day of [6, 12, 18, 24])
      expect(await withStore(db, () => portalSessionEmail(session, after(day * DAY)))).toBe(
        CUSTOMER,
      );
    expect(await withStore(db, () => portalSessionEmail(session, after(30 * DAY - SECOND)))).toBe(
      CUSTOMER,
    );
    expect(
      await withStore(db, () => portalSessionEmail(session, after(30 * DAY + SECOND))),
    ).toBeUndefined();
  });

  it("unused: open at 7 days less a second, ended at 7 days and a second", async () => {
    const session = await withStore(db, () => createPortalSession(CUSTOMER, NOW));
    expect(await withStore(db, () => portalSessionEmail(session, after(7 * DAY - SECOND)))).toBe(
      CUSTOMER,
    );
    const other = await withStore(db, () => createPortalSession(CUSTOMER, NOW));
    expect(
      await withStore(db, () => portalSessionEmail(other, after(7 * DAY + SECOND))),
    ).toBeUndefined();
  });

  it("the daily purge deletes it only once it has ended", async () => {
    db.exec("DELETE FROM portal_sessions; DELETE FROM portal_links");
    const session = await withStore(db, () => createPortalSession(CUSTOMER, NOW));
    expect(await withStore(db, () => portalPurgeReport(after(7 * DAY - SECOND)))).toBeUndefined();
    expect(await withStore(db, () => portalSessionEmail(session, after(7 * DAY - SECOND)))).toBe(
      CUSTOMER,
    );
    expect(
      await withStore(db, () => portalPurgeReport(after(14 * DAY - 2 * SECOND))),
    ).toBeUndefined();
    expect(await withStore(db, () => portalPurgeReport(after(14 * DAY)))).toBe(
      "Retention (portal): deleted 0 expired sign-in links, 1 ended customer sessions",
    );
    await withStore(db, () => createPortalSession(CUSTOMER, NOW));
    expect(await withStore(db, () => portalPurgeReport(after(7 * DAY + SECOND)))).toBe(
      "Retention (portal): deleted 0 expired sign-in links, 1 ended customer sessions",
    );
  });
});

describe("sign-in links e-mailed to one address: at most 3 an hour", () => {
  it("is what the README says", () => {
    expect(readme).toContain("Three links an hour per address");
  });

  it("a fourth within the hour is not e-mailed; one an hour and a second after the first is", async () => {
    const mail = vi.fn(async () => true);
    const request = portalLinkRequests({ mailConfigured: () => true, mail });
    // Each from another network, so that only the address's own limit counts.
    const ask = async (ms: number, client: string) =>
      (await withStore(db, () => request(CUSTOMER, client, after(ms)))).answer;
    expect(await ask(0, "10.0.0.1")).toBe("sent");
    expect(await ask(20 * MINUTE, "10.0.0.2")).toBe("sent");
    expect(await ask(40 * MINUTE, "10.0.0.3")).toBe("sent");
    expect(mail).toHaveBeenCalledTimes(3);
    expect(await ask(59 * MINUTE + 59 * SECOND, "10.0.0.4")).toBe("sent"); // the same answer …
    expect(mail).toHaveBeenCalledTimes(3); // … and no e-mail
    expect(await ask(60 * MINUTE + SECOND, "10.0.0.5")).toBe("sent");
    expect(mail).toHaveBeenCalledTimes(4);
  });
});

describe("a reminder where no lead time is set: 30 days before the due date", () => {
  it("is what the privacy page and the README say", () => {
    expect(privacy).toContain("30 days ahead unless your organisation asked for another");
    expect(readme).toContain("1 to 365, 30 unless changed; 30 for an address of no organisation");
  });

  it("an address of no organisation: not 31 days before its instrument falls due, 30 days before", async () => {
    expect(await withStore(db, () => remindersDue("2026-11-22"))).toEqual([]);
    expect(
      (await withStore(db, () => remindersDue(TODAY))).map((b) => [b.email, b.items[0]?.dueDate]),
    ).toEqual([[CUSTOMER, "2026-12-23"]]);
  });

  it("a new organisation's lead time reads 30 days", async () => {
    const id = await withStore(db, () =>
      saveOrganisation(
        { name: "New", addresses: "@new.example" },
        "clerk@lab.example",
        undefined,
        NOW,
      ),
    );
    expect((await withStore(db, () => organisation(id)))?.reminderDays).toBe(30);
  });
});

describe("the record of a reminder sent: kept two years after the due date", () => {
  it("is what the privacy page and the README say", () => {
    expect(privacy).toContain("for two years after the due date");
    expect(readme).toContain("the reminders sent (two years after the due date");
  });

  it("due two years ago today it is kept; two years and a day ago, deleted", async () => {
    const sent = db.prepare(
      `INSERT INTO portal_reminders (email, instrument_key, due_date, kind, make, model, serial_number, claimed_at, sent_at)
       VALUES (?, 'k', ?, 'overdue', 'Fluke', '87V', 'P-0', ?, ?)`,
    );
    sent.run(CUSTOMER, "2024-11-23", "2024-12-01T04:30:00.000Z", "2024-12-01T04:30:00.000Z");
    sent.run(CUSTOMER, "2024-11-22", "2024-12-01T04:30:00.000Z", "2024-12-01T04:30:00.000Z");
    expect(await withStore(db, () => reminderPurgeReport(TODAY))).toBe(
      "Retention (portal): deleted 1 reminders sent over two years ago",
    );
    expect(db.prepare("SELECT due_date FROM portal_reminders").all()).toEqual([
      { due_date: "2024-11-23" },
    ]);
  });
});
