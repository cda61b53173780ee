import { describe, expect, it } from "vitest";
import { onBothEngines } from "../../../tests/fixtures/bothEngines";
import { reportRecords } from "../../../tests/fixtures/reportRecords";
import { portalReports } from "@/lib/portal/reports";
import { createPortalSession, portalSessionEmail } from "@/lib/portal/links";
import { createReport } from "@/lib/reports/register";
import {
  CustomerError,
  organisation,
  organisationReportCount,
  organisations,
  removeOrganisation,
  saveOrganisation,
} from "./organisations";
import { addressesOwnedBy, organisationConflicts, organisationOf } from "./ownership";
import { isRemovedAddress, removeAddress, RemovalError } from "./removal";

/** What a refused save tells the administrator, or "saved". */
const outcome = (task: Promise<unknown>) =>
  task.then(
    () => "saved",
    (e: unknown) =>
      e instanceof CustomerError || e instanceof RemovalError
        ? `${e.status} ${e.message}`
        : Promise.reject(e),
  );

describe("customers and organisations on PostgreSQL (issue 53)", () => {
  it("saves organisations with addresses and domains, refuses overlaps and names in another case, matches domains and removes addresses, as SQLite does", async () => {
    const { sqlite, postgres } = await onBothEngines(async () => {
      const next = reportRecords(5000);
      for (const customerEmail of [
        "asha@mpwz.example",
        "ravi@mpwz.example",
        "meera@narmada.example",
        "anil@gmail.com",
      ])
        await createReport(next({ customerEmail, signatory: "R. K. Verma" }), {
          by: "lims",
          issues: true,
        });
      const mpwz = await saveOrganisation(
        { name: "MP Paschim Kshetra Vidyut", addresses: "@mpwz.example", reminderDays: "60" },
        "admin@lab",
      );
      const narmada = await saveOrganisation(
        { name: "Narmada Cables", addresses: "meera@narmada.example\nanil@gmail.com" },
        "admin@lab",
      );
      const refused = {
        sameName: await outcome(
          saveOrganisation({ name: "narmada CABLES", addresses: "x@other.example" }, "admin@lab"),
        ),
        sameAddress: await outcome(
          saveOrganisation({ name: "Other", addresses: "meera@narmada.example" }, "admin@lab"),
        ),
        inDomain: await outcome(
          saveOrganisation({ name: "Other", addresses: "new@mpwz.example" }, "admin@lab"),
        ),
        takesIn: await outcome(
          saveOrganisation({ name: "Other", addresses: "@narmada.example" }, "admin@lab"),
        ),
        publicDomain: await outcome(
          saveOrganisation({ name: "Other", addresses: "@gmail.com" }, "admin@lab"),
        ),
      };
      const renamed = await outcome(
        saveOrganisation(
          { name: "narmada cables", addresses: "meera@narmada.example" },
          "admin@lab",
          narmada,
        ),
      );
      const seen = {
        refused,
        renamed,
        list: (await organisations()).map((o) => `${o.name} ${o.reminderDays} ${o.addresses}`),
        ownerOfAsha: await organisationOf("asha@mpwz.example"),
        ownerOfMeera: await organisationOf("meera@narmada.example"),
        ownerOfAnil: await organisationOf("anil@gmail.com"),
        owned: await addressesOwnedBy(mpwz),
        reportCount: await organisationReportCount(mpwz),
        ashaSees: (await portalReports("ravi@mpwz.example", { page: 1 })).total,
        conflicts: await organisationConflicts(),
      };
      const session = await createPortalSession("ravi@mpwz.example");
      const removed = await removeAddress("Ravi@MPWZ.example", "admin@lab");
      const removedAgain = await outcome(removeAddress("ravi@mpwz.example", "admin@lab"));
      await removeOrganisation(narmada, "admin@lab");
      return {
        ...seen,
        ids: [mpwz, narmada].map((id) => id - mpwz),
        removed,
        removedAgain,
        isRemoved: await isRemovedAddress("ravi@mpwz.example"),
        sessionAfter: await portalSessionEmail(session),
        afterRemoval: (await portalReports("asha@mpwz.example", { page: 1 })).total,
        gone: await organisation(narmada),
        left: (await organisations()).map((o) => o.name),
      };
    });
    expect(postgres).toEqual(sqlite);
    expect(sqlite.refused.sameName).toMatch(/^409 /);
    expect(sqlite.refused.inDomain).toMatch(/^409 /);
    expect(sqlite.ashaSees).toBe(2);
    expect(sqlite.removed.reports).toBe(1);
    expect(sqlite.isRemoved).toBe(true);
    expect(sqlite.afterRemoval).toBe(1);
  });
});
