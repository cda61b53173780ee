import { describe, expect, it } from "vitest";
import { onBothEngines } from "../../../tests/fixtures/bothEngines";
import { breachesOwingReports, breachLines, breachPage } from "./pages";
import { closeBreach, recordBreach, restoreBreachVersion, saveBreach } from "./register";
import { breachByReference, breachVersions } from "./store";
import { emptyDocument } from "./values";

const AWARE = new Date("2026-11-30T04:30:00.000Z");
const at = (hours: number) => new Date(AWARE.getTime() + hours * 3_600_000);

describe("the breach register on PostgreSQL (issue 54)", () => {
  it("records, amends, refuses a stale save, restores and closes as SQLite does", async () => {
    const { sqlite, postgres } = await onBothEngines(async () => {
      const document = { ...emptyDocument(AWARE), title: "Stolen laptop", nature: "Stolen." };
      const reference = await recordBreach(document, "dpo@lab", at(0.5));
      await recordBreach({ ...document, title: "Second" }, "dpo@lab", at(0.6));
      const breach = (await breachByReference(reference))!;
      const [first] = await breachVersions(breach.id);
      const saved = await saveBreach(
        reference,
        { ...document, certInAt: at(5).toISOString() },
        "dpo@lab",
        at(5),
        { basedOn: first!.id },
      );
      const stale = await saveBreach(reference, { ...document, title: "x" }, "b@lab", at(6), {
        basedOn: first!.id,
      });
      const owedBefore = await breachesOwingReports(at(7));
      await restoreBreachVersion(breach, first!.id, "dpo@lab", at(8));
      const restored = await breachByReference(reference);
      await closeBreach(restored!, true, "dpo@lab", at(9));
      const page = await breachPage((await breachByReference(reference))!, at(10));
      return {
        reference,
        saved: saved.saved,
        stale: !stale.saved && stale.reason,
        owedBefore,
        owedAfter: await breachesOwingReports(at(10)),
        certIn: restored!.document.certInAt,
        versions: page.versions.map((v) => [v.ordinal, v.restoredOrdinal, v.changed]),
        lines: (await breachLines(at(10))).map((l) => [l.reference, l.closedAt !== null]),
      };
    });
    expect(sqlite).toEqual({
      reference: "BR-2026-001",
      saved: true,
      stale: "stale",
      owedBefore: 2,
      owedAfter: 1,
      certIn: null,
      versions: [
        [3, 1, ["certInAt"]],
        [2, null, ["certInAt"]],
        [1, null, []],
      ],
      lines: [
        ["BR-2026-002", false],
        ["BR-2026-001", true],
      ],
    });
    expect(postgres).toEqual(sqlite);
  });
});
