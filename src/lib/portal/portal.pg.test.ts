import type { SendMailOptions } from "nodemailer";
import { describe, expect, it } from "vitest";
import { onBothEngines } from "../../../tests/fixtures/bothEngines";
import { reportRecords } from "../../../tests/fixtures/reportRecords";
import { createReport, supersedeReport, withdrawReport } from "@/lib/reports/register";
import type { ReportInput } from "@/lib/reports/schema";
import { formatUlr } from "@/lib/reports/ulr";
import { saveOrganisation } from "@/lib/customers/organisations";
import { removalRequests } from "@/lib/customers/removal";
import {
  addressOfFeedKey,
  calendarSubscribersOf,
  createCalendarFeed,
  revokeCalendarFeed,
} from "./calendarFeeds";
import { sharedThrottle } from "@/lib/platform/throttle";
import { portalInstruments } from "./instruments";
import { leadTimeOf, setLeadTime } from "./leadTime";
import {
  createPortalLink,
  createPortalSession,
  endPortalSession,
  portalLinkUsable,
  portalPurgeReport,
  portalSessionEmail,
  usePortalLink,
} from "./links";
import { portalLinkRequests } from "./signInRequest";
import {
  reminderPurgeReport,
  remindersOfOrganisation,
  sendReminders,
  stoppedAddresses,
} from "./reminders";
import {
  portalReport,
  portalReports,
  portalReportsByReference,
  portalYears,
  type PortalFilter,
} from "./reports";
import {
  addressSettings,
  answerUnsubscribe,
  setRemovalRequested,
  unsubscribeToken,
} from "./settings";

const T0 = new Date("2026-11-27T04:00:00Z");
const TODAY = "2026-11-27";
const later = (ms: number) => new Date(T0.getTime() + ms);

/** The register a customer's portal reads: 56 reports of Asha's over two years, a few of Ravi's. */
async function register(): Promise<string[]> {
  const next = reportRecords(3000);
  let running = 3000;
  const made: string[] = [];
  const issue = async (extra: Partial<ReportInput>) => {
    const certificate = extra.kind === "calibration-certificate";
    const input = next({
      ...(certificate && {
        ulr: formatUlr({
          kind: "calibration-certificate",
          year: 2026,
          running: ++running,
          scope: "F",
        }),
        itemDescription: "Digital multimeter",
        make: "Fluke",
        model: "87V",
      }),
      signatory: "R. K. Verma",
      ...extra,
    });
    made.push((await createReport(input, { by: "lims", issues: true })).ulr!);
  };
  for (let i = 0; i < 50; i++)
    await issue({
      customerEmail: "asha@narmada.example",
      issueDate: `2026-0${1 + (i % 9)}-1${i % 10}`,
      serialNumber: `NC-${i}`,
    });
  for (let i = 0; i < 6; i++)
    await issue({
      kind: "calibration-certificate",
      customerEmail: "asha@narmada.example",
      issueDate: "2025-12-0" + (i + 1),
      dueDate: i < 3 ? `2026-12-0${i + 1}` : "2026-11-20",
      serialNumber: `FL-${i % 4}`,
    });
  await issue({ customerEmail: "ravi@malwa.example", itemDescription: "मीटर परीक्षण बेंच" });
  await issue({ customerEmail: "ravi@malwa.example", make: "Secure", model: "EMT-3" });
  return made;
}

describe("the customer portal on PostgreSQL (issue 53)", () => {
  it("lists, filters, searches (any case) and pages a customer's reports, with their years, as SQLite does", async () => {
    const { sqlite, postgres } = await onBothEngines(async () => {
      const made = await register();
      await withdrawReport(made[3]!, "Wrong serial number", "lims");
      await supersedeReport(made[4]!, made[5]!, "lims");
      const page = async (email: string, filter: Omit<PortalFilter, "page">, page = 1) => {
        const list = await portalReports(email, { page, ...filter });
        return {
          total: list.total,
          rows: list.rows.map((r) => `${r.reference} ${r.status} ${r.serialNumber}`),
        };
      };
      const asha = "asha@narmada.example";
      return {
        first: await page(asha, {}),
        second: await page(asha, {}, 2),
        beyond: await page(asha, {}, 9),
        certificates: await page(asha, { kind: "calibration-certificate" }),
        year2025: await page(asha, { year: "2025" }),
        withdrawn: await page(asha, { status: "withdrawn" }),
        byDue: await page(asha, { sort: "due", kind: "calibration-certificate" }),
        byDueDesc: await page(asha, { sort: "-due" }),
        fluke: await page(asha, { q: "fluke" }),
        FLUKE: await page(asha, { q: "FLUKE" }),
        serial: await page(asha, { q: "nc-1" }),
        reference: await page(asha, { q: made[7]!.toLowerCase() }),
        percent: await page(asha, { q: "100%" }),
        devanagari: await page("ravi@malwa.example", { q: "मीटर" }),
        others: await page("ravi@malwa.example", {}),
        nobody: await page("nobody@example.in", {}),
        years: await portalYears(asha),
        one: (await portalReport(asha, made[7]!))?.reference,
        byReference: (
          await portalReportsByReference(asha, [made[9]!.toLowerCase(), made[8]!, made.at(-1)!])
        ).map((r) => r.reference),
        notHers: (await portalReport(asha, made.at(-1)!))?.reference,
        instruments: (await portalInstruments(asha, TODAY)).map(
          (i) => `${i.serialNumber} ${i.standing}`,
        ),
      };
    });
    expect(postgres).toEqual(sqlite);
    expect(sqlite.first.total).toBe(56);
    expect(sqlite.first.rows).toHaveLength(50);
    expect(sqlite.second.rows).toHaveLength(6);
    expect(sqlite.beyond).toEqual({ total: 56, rows: [] });
    expect(sqlite.FLUKE.total).toBe(6);
    expect(sqlite.devanagari.total).toBe(1);
    expect(sqlite.years).toEqual(["2026", "2025"]);
    expect(sqlite.withdrawn.total).toBe(1);
    expect(sqlite.byReference).toHaveLength(2);
  });

  it("lists an organisation's reports with their replacements, and searches each column on its own, as SQLite does", async () => {
    const { sqlite, postgres } = await onBothEngines(async () => {
      const made = await register();
      await supersedeReport(made[50]!, made[51]!, "lims");
      await supersedeReport(made[52]!, made.at(-1)!, "lims");
      await saveOrganisation(
        { name: "Narmada Cables", addresses: "@narmada.example", reminderDays: "30" },
        "admin@lab",
      );
      const page = async (email: string, filter: Omit<PortalFilter, "page">, page = 1) => {
        const list = await portalReports(email, { page, ...filter });
        return {
          total: list.total,
          rows: list.rows.map(
            (r) =>
              `${r.reference} ${r.status} ${r.replacement?.reference ?? "-"} ${r.supersededBy ?? "-"}`,
          ),
        };
      };
      const meera = "meera@narmada.example";
      return {
        first: await page(meera, {}),
        second: await page(meera, {}, 2),
        certificates: await page(meera, { kind: "calibration-certificate", sort: "-due" }),
        superseded: await page(meera, { status: "superseded" }),
        fluke: await page(meera, { q: "FLUKE" }),
        // Make and model are "Fluke" and "87V": a search never spans two columns.
        acrossColumns: await page(meera, { q: "fluke87v" }),
        nothing: await page(meera, { q: "no such report" }),
        nothingPastTheEnd: await page(meera, { q: "no such report" }, 3),
        one: (await portalReport(meera, made[50]!))?.replacement?.reference,
      };
    });
    expect(postgres).toEqual(sqlite);
    expect(sqlite.superseded.total).toBe(2);
    expect(sqlite.superseded.rows.some((r) => r.endsWith(" - -"))).toBe(false);
    expect(sqlite.fluke.total).toBe(6);
    expect(sqlite.acrossColumns.total).toBe(0);
    expect(sqlite.nothing).toEqual({ total: 0, rows: [] });
  });

  it("signs in by a link used once, keeps the session, claims each reminder once and stops them on request, as SQLite does", async () => {
    const { sqlite, postgres } = await onBothEngines(async () => {
      await register();
      const narmada = await saveOrganisation(
        { name: "Narmada Cables", addresses: "@narmada.example", reminderDays: "30" },
        "admin@lab",
      );
      const leadTime = [
        await setLeadTime("asha@narmada.example", "14"),
        await setLeadTime("asha@narmada.example", "13"),
        await leadTimeOf("asha@narmada.example"),
      ];
      const feedKey = await createCalendarFeed("asha@narmada.example", T0);
      const feed = [await addressOfFeedKey(feedKey), await calendarSubscribersOf(narmada)];
      await revokeCalendarFeed("asha@narmada.example");
      feed.push(await addressOfFeedKey(feedKey), await calendarSubscribersOf(narmada));
      await setRemovalRequested("ravi@malwa.example", true, T0);
      const removals = await removalRequests();
      // "Send me a sign-in link", its limits kept in the database (THROTTLES=database).
      const mailedLinks: string[] = [];
      const requestLink = portalLinkRequests({
        mailConfigured: () => true,
        mail: async (to) => void mailedLinks.push(to),
        perAddress: sharedThrottle({
          name: "links",
          limit: 3,
          windowMs: 3_600_000,
          keptIn: "database",
        }),
        perClient: sharedThrottle({
          name: "clients",
          limit: 10,
          windowMs: 3_600_000,
          keptIn: "database",
        }),
      });
      const linkAnswers: string[] = [];
      for (const typed of [
        "Asha@Narmada.example",
        "asha@narmada.example",
        "meera@narmada.example",
        "asha@narmada.example",
        "asha@narmada.example",
        "stranger@example.in",
        "not an address",
      ])
        linkAnswers.push((await requestLink(typed, "203.0.113.20", T0)).answer);
      const link = await createPortalLink("asha@narmada.example", T0);
      const usable = await portalLinkUsable(link, later(60_000));
      const used = await usePortalLink(link, later(60_000));
      const usedAgain = await usePortalLink(link, later(61_000));
      const late = await createPortalLink("asha@narmada.example", T0);
      const expired = await usePortalLink(late, later(16 * 60_000));
      const session = await createPortalSession(used!, later(60_000));
      const signedIn = await portalSessionEmail(session, later(2 * 24 * 60 * 60_000));
      const idle = await portalSessionEmail(session, later(10 * 24 * 60 * 60_000));
      const other = await createPortalSession("ravi@malwa.example", T0);
      await endPortalSession(other);
      const ended = await portalSessionEmail(other, T0);
      const purge = await portalPurgeReport(later(40 * 24 * 60 * 60_000));

      const sent: SendMailOptions[] = [];
      const run = {
        transport: { sendMail: async (m: SendMailOptions) => void sent.push(m) },
        from: "lab@malwa.example",
        siteUrl: "https://malwa.example",
        now: T0,
        today: TODAY,
        log: () => {},
      };
      const firstRun = await sendReminders(run);
      const secondRun = await sendReminders({ ...run, now: later(60 * 60_000) });
      const token = await unsubscribeToken("asha@narmada.example", T0);
      const unsubscribed = await answerUnsubscribe(token, {}, T0);
      const settings = await addressSettings("asha@narmada.example");
      return {
        linkAnswers,
        mailedLinks,
        leadTime,
        feed,
        removals,
        organisationReminders: (await remindersOfOrganisation(narmada)).map(
          (r) => `${r.email} ${r.serialNumber} ${r.kind} ${r.dueDate} ${r.sentAt !== null}`,
        ),
        stopped: await stoppedAddresses(narmada),
        usable,
        used,
        usedAgain,
        expired,
        signedIn,
        idle,
        ended,
        purge,
        firstRun,
        secondRun,
        mails: sent.map((m) => `${String(m.to)} ${String(m.subject)}`),
        unsubscribed: unsubscribed.state,
        settings,
        reminderPurge: await reminderPurgeReport("2030-01-01"),
      };
    });
    expect(postgres).toEqual(sqlite);
    expect(sqlite.used).toBe("asha@narmada.example");
    expect(sqlite.usedAgain).toBeUndefined();
    expect(sqlite.signedIn).toBe("asha@narmada.example");
    expect(sqlite.firstRun).toBe(1);
    expect(sqlite.secondRun).toBe(0);
    // Meera's address is in Narmada's whole domain: known, though on no report.
    expect(sqlite.mailedLinks).toEqual([
      "asha@narmada.example",
      "asha@narmada.example",
      "meera@narmada.example",
      "asha@narmada.example",
    ]);
    expect(sqlite.organisationReminders.length).toBeGreaterThan(0);
    expect(sqlite.stopped).toEqual(["asha@narmada.example"]);
    expect(sqlite.feed).toEqual(["asha@narmada.example", 1, undefined, 0]);
  });
});
