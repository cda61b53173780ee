import { describe, expect, it } from "vitest";
import { onBothEngines } from "../../../tests/fixtures/bothEngines";
import { certificatesNow, restoreCertificateVersion, saveCertificate } from "./records";
import { versionsOf } from "./store";

describe("certificates on PostgreSQL (issue 53)", () => {
  it("saves new values as versions, refuses a stale save and restores a version, as SQLite does", async () => {
    const { sqlite, postgres } = await onBothEngines(async () => {
      const [first] = await certificatesNow();
      const id = first!.id;
      const seed = (await versionsOf(id))[0]!;
      const values = { number: "TC-9999", issued: "2026-04-01", validUntil: "2028-03-31" };
      const at = (minutes: number) =>
        new Date(Date.parse("2026-11-27T04:00:00Z") + minutes * 60_000);
      const saved = await saveCertificate(id, values, "admin@lab", {
        basedOn: seed.id,
        now: at(0),
      });
      const stale = await saveCertificate(id, { ...values, number: "TC-1" }, "admin@lab", {
        basedOn: seed.id,
        now: at(1),
      });
      const unchanged = await saveCertificate(id, values, "admin@lab", { now: at(2) });
      const restored = await restoreCertificateVersion(id, seed.id, "admin@lab", at(3));
      const shown = (v: { id: number }) => v.id - seed.id;
      return {
        saved: saved.saved && saved.changed,
        stale: !stale.saved && stale.reason,
        unchanged: !unchanged.saved && unchanged.reason,
        restored: restored?.saved && restored.version.restoredFrom === seed.id,
        versions: (await versionsOf(id)).map(
          // The seed's time is its migration's.
          (v) => `${shown(v)} ${v.number} ${v.who} ${v.who === "seed" ? "" : v.savedAt}`,
        ),
        now: (await certificatesNow()).map((c) => `${c.id} ${c.number} ${c.validUntil}`),
      };
    });
    expect(postgres).toEqual(sqlite);
    expect(sqlite.stale).toBe("stale");
    expect(sqlite.restored).toBe(true);
    expect(sqlite.versions).toHaveLength(3);
  });
});
