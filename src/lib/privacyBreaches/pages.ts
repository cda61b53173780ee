import type { BreachMoment, BreachTextField } from "@/content/privacyBreaches";
import { contactPerson } from "@/lib/privacyRequests/contact";
import { clocksOf, owesReport } from "./clocks";
import { noticeToPeople, reportToBoard } from "./documents";
import { allBreaches, breachVersions, openBreaches, type Breach } from "./store";
import { changedElements } from "./values";

/** The register's lines: each breach with its clocks at `now`. */
export async function breachLines(now: Date) {
  return (await allBreaches()).map((b) => ({
    reference: b.reference,
    title: b.document.title,
    awareAt: b.document.awareAt,
    closedAt: b.closedAt,
    clocks: clocksOf(b.document, now),
  }));
}

/**
 * A breach's page: its clocks, its texts, and its versions with what each
 * changed. The texts name the desk's contact person for personal data
 * (/desk/privacy/contact), as it is when the page is built.
 */
export async function breachPage(breach: Breach, now: Date) {
  const versions = await breachVersions(breach.id);
  const contact = await contactPerson();
  const ordinal = new Map(versions.map((v, i) => [v.id, versions.length - i]));
  return {
    clocks: clocksOf(breach.document, now),
    texts: {
      people: noticeToPeople(breach.reference, breach.document, contact),
      board: reportToBoard(breach.reference, breach.document, contact),
    },
    versions: versions.map((v, i) => {
      const before = versions[i + 1];
      return {
        id: v.id,
        ordinal: ordinal.get(v.id)!,
        savedAt: v.savedAt,
        who: v.who,
        restoredOrdinal: v.restoredFrom === null ? null : (ordinal.get(v.restoredFrom) ?? null),
        changed: before
          ? (changedElements(before.document, v.document) as (BreachTextField | BreachMoment)[])
          : [],
      };
    }),
  };
}

/** How many open breaches still owe CERT-In or the Board a report (the start page's count). */
export async function breachesOwingReports(now: Date): Promise<number> {
  return (await openBreaches()).filter((b) => owesReport(b.document, now)).length;
}
