import { describe, expect, it } from "vitest";
import { onBothEngines } from "../../../tests/fixtures/bothEngines";
import { addUser } from "@/lib/desk/accounts";
import { purgeExpired } from "@/lib/cases/retention";
import {
  caseFile,
  colleaguesFor,
  eraseCase,
  followUpOf,
  notesOf,
  statusChanges,
  statusCounts,
} from "@/lib/cases/store";
import { updateCase } from "@/lib/cases/update";
import { leadCase } from "./case";
import { deskLead, exportLeads, listLeads } from "./desk";
import { insertLead } from "./store";

const PASSWORD = "correct horse battery staple";
const T0 = new Date("2026-03-10T06:00:00Z");
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);

describe("the leads' cases on PostgreSQL (issue 53)", () => {
  it("changes statuses, keeps notes, owners and follow-ups, filters Mine and Due, erases and purges as SQLite does", async () => {
    const { sqlite, postgres } = await onBothEngines(async () => {
      await addUser("asha@lab.example", PASSWORD, ["leads"], "command line", {
        displayName: "Asha Verma",
      });
      await addUser("Ravi@Lab.example", PASSWORD, ["admin"]);
      await addUser("hr@lab.example", PASSWORD, ["hr"]);
      const refs: string[] = [];
      for (const [i, name] of ["अनिल कुमार", "Meera Kumar", "Old Lead", "Spam Bot"].entries())
        refs.push(
          (
            await insertLead({
              template: "contact",
              form: "consultation",
              fields: { user_name: name, user_email: `lead${i}@example.in`, message: "11 kV" },
              client: "203.0.113.5",
              userAgent: "Firefox",
              notify: "off",
              file: {
                name: `spec-${i}.pdf`,
                type: "application/pdf",
                bytes: new Uint8Array([37, 80, 68, 70, i]),
              },
              createdAt: i === 2 ? new Date("2023-01-05T06:00:00Z") : at(i),
            })
          ).reference,
        );
      const lead = async (ref: string) => (await deskLead(ref))!;
      const [anil, meera, , spam] = refs as [string, string, string, string];
      await updateCase(
        leadCase,
        await lead(anil),
        {
          status: "contacted",
          note: "Called; wants a quote for 40 meters.",
          followUp: { owner: "asha@lab.example", due: "2026-03-12" },
        },
        "ravi@lab.example",
        at(10),
      );
      await updateCase(
        leadCase,
        await lead(anil),
        { status: "quoted", note: "" },
        "asha@lab.example",
        at(20),
      );
      await updateCase(
        leadCase,
        await lead(meera),
        {
          status: "new",
          note: "मीटर की जाँच",
          followUp: { owner: "ravi@lab.example", due: "2026-03-11" },
        },
        "ravi@lab.example",
        at(30),
      );
      await updateCase(
        leadCase,
        await lead(spam),
        { status: "spam", note: "", followUp: { owner: "asha@lab.example", due: "2026-03-01" } },
        "ravi@lab.example",
        at(40),
      );
      const anilId = (await lead(anil)).id;
      const listed = async (filter: Parameters<typeof listLeads>[0]) =>
        (await listLeads(filter)).rows.map((r) => `${r.reference} ${r.status} ${r.owner ?? "-"}`);
      const seen = {
        history: await statusChanges(leadCase, anilId),
        notes: await notesOf(leadCase, anilId),
        followUp: await followUpOf(leadCase, anilId),
        colleagues: await colleaguesFor(leadCase),
        counts: await statusCounts(leadCase),
        all: await listed({}),
        quoted: await listed({ status: "quoted" }),
        new: await listed({ status: "new" }),
        mine: await listed({ owner: "me", me: "asha@lab.example" }),
        due: await listed({ due: "today", today: "2026-03-12" }),
        exported: (await exportLeads({})).map((l) => [
          l.reference,
          l.status,
          l.latestNote,
          l.owner,
        ]),
        file: (await caseFile(leadCase, anil))?.name,
        erased: await eraseCase(leadCase, meera, "ravi@lab.example", at(50)),
        erasedAgain: await eraseCase(leadCase, meera, "ravi@lab.example", at(50)),
        afterErasure: await listed({}),
        purged: await purgeExpired(leadCase, new Date("2026-06-01T00:00:00Z")),
        afterPurge: await listed({}),
      };
      return seen;
    });
    expect(postgres).toEqual(sqlite);
    expect(sqlite.history.map((h) => h.to)).toEqual(["contacted", "quoted"]);
    expect(sqlite.mine).toHaveLength(2);
    expect(sqlite.due).toHaveLength(2);
    expect(sqlite.counts).toMatchObject({ new: 2, quoted: 1, spam: 1 });
    expect(sqlite.colleagues.map((c) => c.name)).toEqual(["Asha Verma", "ravi@lab.example"]);
    expect(sqlite.purged.deleted).toBe(1);
    expect(sqlite.afterPurge).toHaveLength(2);
  });
});
