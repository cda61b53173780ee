import { describe, expect, it } from "vitest";
import { onBothEngines } from "../../../tests/fixtures/bothEngines";
import { reportRecords } from "../../../tests/fixtures/reportRecords";
import { applicationCase } from "@/lib/careers/applicationsCase";
import { applicationByReference, insertApplication } from "@/lib/careers/store";
import { updateCase } from "@/lib/cases/update";
import { addUser } from "@/lib/desk/accounts";
import { leadCase } from "@/lib/leads/case";
import { deskLead } from "@/lib/leads/desk";
import { insertLead } from "@/lib/leads/store";
import { createReport } from "@/lib/reports/register";
import { attentionFor } from "./attention";
import { claimDigest, ownersWithDue, recordDigest, releaseDigest } from "./store";

const TODAY = "2026-11-27";
const NOW = new Date("2026-11-27T04:00:00Z");
const minutes = (n: number) => new Date(NOW.getTime() + n * 60_000);

describe("the desk's start page on PostgreSQL (issue 53)", () => {
  it("counts what needs attention, names the follow-ups due and claims each owner's digest once, as SQLite does", async () => {
    const { sqlite, postgres } = await onBothEngines(async () => {
      await addUser("asha@lab.example", "correct horse battery staple", ["admin"]);
      await addUser("hr@lab.example", "correct horse battery staple", ["hr"]);
      for (const name of ["अनिल कुमार", "Meera Kumar", "Ravi Rao"])
        await insertLead({
          template: "contact",
          form: "consultation",
          fields: { user_name: name },
          client: "203.0.113.5",
        });
      const leads = [];
      for (let id = 1; id <= 3; id++)
        leads.push(await deskLead(`LEAD-2026-${String(id).padStart(6, "0")}`));
      const [first, second] = leads.filter((l) => l !== undefined);
      if (first)
        await updateCase(
          leadCase,
          first,
          {
            status: "contacted",
            note: "",
            followUp: { owner: "asha@lab.example", due: "2026-11-20" },
          },
          "asha@lab.example",
          NOW,
        );
      if (second)
        await updateCase(
          leadCase,
          second,
          { status: "won", note: "", followUp: { owner: "asha@lab.example", due: "2026-11-21" } },
          "asha@lab.example",
          NOW,
        );
      const { reference } = await insertApplication({
        opening: undefined,
        fields: {
          name: "Neha Joshi",
          email: "neha@example.in",
          phone: "98260 12345",
          currentRole: "",
          experience: "",
          noticePeriod: "",
          note: "",
        },
        cv: { name: "cv.pdf", type: "application/pdf", bytes: new Uint8Array([37]) },
        client: "local",
        userAgent: null,
        notify: "off",
      });
      await updateCase(
        applicationCase,
        (await applicationByReference(reference))!,
        { status: "new", note: "", followUp: { owner: "hr@lab.example", due: TODAY } },
        "hr@lab.example",
        NOW,
      );
      const next = reportRecords(7000);
      await createReport(next({ signatory: "R. K. Verma" }), "lims");
      await createReport(next({ signatory: "R. K. Verma" }), { by: "lims", issues: true });
      const claims = [
        await claimDigest("asha@lab.example", TODAY, NOW, minutes(10)),
        await claimDigest("asha@lab.example", TODAY, minutes(1), minutes(11)),
        await claimDigest("asha@lab.example", TODAY, minutes(20), minutes(30)),
      ];
      await recordDigest("asha@lab.example", TODAY, minutes(21), 1);
      const afterSent = await claimDigest("asha@lab.example", TODAY, minutes(60), minutes(70));
      await claimDigest("hr@lab.example", TODAY, NOW, minutes(10));
      await releaseDigest("hr@lab.example", TODAY);
      const afterRelease = await claimDigest("hr@lab.example", TODAY, minutes(1), minutes(11));
      return {
        leadsFound: leads.filter(Boolean).length,
        admin: await attentionFor({ email: "asha@lab.example", roles: ["admin"] }, TODAY),
        hr: await attentionFor({ email: "hr@lab.example", roles: ["hr"] }, TODAY),
        owners: (await ownersWithDue(TODAY)).sort(),
        claims,
        afterSent,
        afterRelease,
      };
    });
    expect(postgres).toEqual(sqlite);
    expect(sqlite.leadsFound).toBe(3);
    expect(sqlite.claims).toEqual([true, false, true]);
    expect(sqlite.afterSent).toBe(false);
    expect(sqlite.afterRelease).toBe(true);
    expect(sqlite.owners).toEqual(["asha@lab.example", "hr@lab.example"]);
    expect(sqlite.admin.find((i) => i.key === "awaitingAuthorisation")?.count).toBe(1);
  });
});
