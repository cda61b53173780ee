// @vitest-environment node
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { applicationsDue, leadsDue } from "@/lib/attention/followUps";
import { followUpMessage } from "@/lib/attention/followUpMail";
import { claimDigest } from "@/lib/attention/store";
import { applicationCase } from "@/lib/careers/applicationsCase";
import { listApplications } from "@/lib/careers/store";
import { openDatabase } from "@/lib/db/connection";
import { insertLead } from "@/lib/leads/store";
import { withStore } from "@/lib/db/store";
import { inviteUser, removeUser } from "@/lib/desk/accounts";
import { leadCase } from "@/lib/leads/case";
import { leadsToCsv } from "@/lib/leads/csv";
import { deskLead, exportLeads, listLeads } from "@/lib/leads/desk";
import { sendFollowUpDigests } from "@/lib/server/followUpDigest";
import { followUpFromForm } from "./followUp";
import { colleaguesFor, followUpOf } from "./store";
import { updateCase } from "./update";

const dir = mkdtempSync(join(tmpdir(), "follow-up-"));
const db = openDatabase(join(dir, "lab.sqlite"));
afterAll(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

const admin = "admin@lab.example";
await withStore(db, async () => {
  await inviteUser({ email: "asha@lab.example", roles: ["leads"] }, admin);
  await inviteUser({ email: "ravi@lab.example", roles: ["leads", "hr"] }, admin);
  await inviteUser({ email: "hema@lab.example", roles: ["hr"] }, admin);
  await inviteUser({ email: "writer@lab.example", roles: ["content"] }, admin);
});
db.prepare("UPDATE desk_users SET display_name = 'Asha Verma' WHERE email = ?").run(
  "asha@lab.example",
);

const newLead = (name: string, company = "") =>
  withStore(db, () =>
    insertLead({
      template: "contact",
      form: "consultation",
      fields: { user_name: name, company_name: company },
      client: "203.0.113.5",
    }),
  );

/** The lead page's Save with an owner and a date, as the page posts them. */
const assign = async (reference: string, owner: string, due: string, status?: string) => {
  const lead = (await withStore(db, () => deskLead(reference)))!;
  const followUp = await followUpFromForm(leadCase, lead, { owner, due });
  return await updateCase(
    leadCase,
    lead,
    { status: (status ?? lead.status) as typeof lead.status, note: "", followUp },
    "asha@lab.example",
    new Date("2026-11-27T04:00:00Z"),
  );
};

const audit = (reference: string) =>
  (
    db
      .prepare("SELECT action, detail FROM desk_audit WHERE detail LIKE ? ORDER BY id")
      .all(`${reference}:%`) as { action: string; detail: string }[]
  ).map((r) => `${r.action}: ${r.detail}`);

describe("who follows a case up, and by when", () => {
  it("offers as owners only colleagues with the kind's role, by name", async () => {
    await withStore(db, async () => {
      expect(await colleaguesFor(leadCase)).toEqual([
        { email: "asha@lab.example", name: "Asha Verma" },
        { email: "ravi@lab.example", name: "ravi@lab.example" },
      ]);
      expect((await colleaguesFor(applicationCase)).map((c) => c.email)).toEqual([
        "hema@lab.example",
        "ravi@lab.example",
      ]);
    });
  });

  it("keeps an owner and a date with the Save, each change in the audit log in words", async () => {
    await withStore(db, async () => {
      const { reference, id } = await newLead("Meena Iyer", "Iyer Switchgear");
      expect(await assign(reference, "ASHA@lab.example", "2026-12-08")).toEqual({
        status: false,
        note: false,
        owner: true,
        followUp: true,
      });
      expect(await followUpOf(leadCase, id)).toEqual({
        owner: "asha@lab.example",
        due: "2026-12-08",
      });
      expect(await assign(reference, "asha@lab.example", "2026-12-08")).toMatchObject({
        owner: false,
        followUp: false,
      });
      await assign(reference, "", "");
      expect(await followUpOf(leadCase, id)).toEqual({ owner: null, due: null });
      expect(audit(reference)).toEqual([
        `lead owner set: ${reference}: nobody → asha@lab.example`,
        `lead follow-up set: ${reference}: none → 2026-12-08`,
        `lead owner set: ${reference}: asha@lab.example → nobody`,
        `lead follow-up set: ${reference}: 2026-12-08 → none`,
      ]);
    });
  });

  it("refuses an owner without the role and a date that is not a real day, naming the field", async () => {
    await withStore(db, async () => {
      const { reference } = await newLead("Kiran Rao");
      const lead = (await withStore(db, () => deskLead(reference)))!;
      const refusal = async (posted: { owner: string; due: string }) => {
        try {
          await followUpFromForm(leadCase, lead, posted);
          return undefined;
        } catch (error) {
          return (error as { field?: string }).field;
        }
      };
      expect(await refusal({ owner: "writer@lab.example", due: "" })).toBe("owner");
      expect(await refusal({ owner: "nobody@else.example", due: "" })).toBe("owner");
      expect(await refusal({ owner: "", due: "2026-02-30" })).toBe("follow-up");
      expect(await refusal({ owner: "", due: "08/12/2026" })).toBe("follow-up");
      expect(await refusal({ owner: "", due: "2126-01-01" })).toBe("follow-up");
      expect(await refusal({ owner: "ravi@lab.example", due: "2026-12-31" })).toBeUndefined();
    });
  });

  it("lists what falls due for its owner: on or before today, not closed, oldest first", async () => {
    await withStore(db, async () => {
      const today = "2026-11-27";
      const overdue = await newLead("Overdue Owner", "Dewas Meters");
      const dueToday = await newLead("Due Today");
      const later = await newLead("Not Yet");
      const won = await newLead("Already Won");
      const others = await newLead("Ravi's Lead");
      await assign(overdue.reference, "asha@lab.example", "2026-11-20");
      await assign(dueToday.reference, "asha@lab.example", today);
      await assign(later.reference, "asha@lab.example", "2026-11-28");
      await assign(won.reference, "asha@lab.example", "2026-11-01", "won");
      await assign(others.reference, "ravi@lab.example", "2026-11-01");

      const due = await leadsDue("asha@lab.example", today);
      expect(due.total).toBe(2);
      expect(due.items).toEqual([
        {
          reference: overdue.reference,
          about: "Overdue Owner, Dewas Meters · Consultation request",
          due: "2026-11-20",
          href: `/desk/lead?id=${overdue.reference}`,
        },
        expect.objectContaining({ reference: dueToday.reference, due: today }),
      ]);
      // The list's "Mine" and "Due today" choices select the same leads.
      const mineDue = await await withStore(db, () =>
        listLeads({
          owner: "me",
          due: "today",
          me: "asha@lab.example",
          today,
        }),
      );
      expect(mineDue.rows.map((r) => r.reference).sort()).toEqual(
        [overdue.reference, dueToday.reference].sort(),
      );
      expect(mineDue.total).toBe(2);
      const mine = await await withStore(db, () =>
        listLeads({ owner: "me", me: "asha@lab.example", today }),
      );
      expect(mine.total).toBe(4);
      expect(mine.rows.find((r) => r.reference === overdue.reference)).toMatchObject({
        owner: "Asha Verma",
        followUp: "2026-11-20",
      });
      // The CSV names the owner by address and the date as Indians write it.
      const csv = leadsToCsv(
        await withStore(db, () => exportLeads({ owner: "me", me: "asha@lab.example", today })),
      );
      expect(csv).toContain(`${overdue.reference},`);
      expect(csv).toMatch(/,asha@lab\.example,20\/11\/2026,/);
    });
  });

  it("leaves a case unowned when its owner's account is removed", async () => {
    await withStore(db, async () => {
      await inviteUser({ email: "leaving@lab.example", roles: ["leads"] }, admin);
      const { reference, id } = await newLead("Left Behind");
      await assign(reference, "leaving@lab.example", "2026-11-01");
      await removeUser("leaving@lab.example", admin);
      expect(await followUpOf(leadCase, id)).toEqual({ owner: null, due: "2026-11-01" });
    });
  });

  it("filters applications by owner and due date the same way", async () => {
    await withStore(db, async () => {
      const insert = db.prepare(
        `INSERT INTO applications (reference, created_at, name, email, phone, current_role, experience,
         notice_period, note, cv_name, cv_type, cv_size, cv, client, notify_state)
       VALUES (?, ?, ?, 'a@b.in', '9826012345', '', '', '', '', 'cv.pdf', 'application/pdf', 1, X'25', 'local', 'off')`,
      );
      const id = Number(
        insert.run("APP-2026-000901", "2026-11-01T00:00:00Z", "Neha Joshi").lastInsertRowid,
      );
      const record = { id, reference: "APP-2026-000901", status: "new" as const };
      await updateCase(
        applicationCase,
        record,
        {
          status: "shortlisted",
          note: "",
          followUp: await followUpFromForm(applicationCase, record, {
            owner: "hema@lab.example",
            due: "2026-11-25",
          }),
        },
        "hema@lab.example",
      );
      const today = "2026-11-27";
      const filter = { owner: "me", due: "today", me: "hema@lab.example", today } as const;
      expect((await listApplications(filter)).rows.map((a) => a.reference)).toEqual([
        "APP-2026-000901",
      ]);
      expect((await listApplications({ ...filter, me: "ravi@lab.example" })).total).toBe(0);
      expect((await applicationsDue("hema@lab.example", today)).items).toEqual([
        expect.objectContaining({
          reference: "APP-2026-000901",
          about: expect.stringContaining("Neha Joshi"),
        }),
      ]);
    });
  });
});

describe("each owner's daily e-mail of follow-ups due", () => {
  const sent: { to: unknown; subject: unknown; text: unknown; html: unknown }[] = [];
  const transport = {
    sendMail: async (message: {
      to?: unknown;
      subject?: unknown;
      text?: unknown;
      html?: unknown;
    }) => {
      sent.push({
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
      return { messageId: `<${sent.length}@test>` };
    },
  };
  const digest = (at: string) =>
    withStore(db, () =>
      sendFollowUpDigests({
        transport,
        from: "desk@lab.example",
        siteUrl: "https://www.lab.example",
        hour: 8,
        now: () => new Date(at),
      }),
    );

  it("goes from the hour on, once a day per owner, naming each case with its desk link", async () => {
    // 07:30 in India: too early.
    expect(await digest("2026-11-27T02:00:00Z")).toBe(0);
    // 09:30 in India: Asha, Ravi and Hema have something due.
    expect(await digest("2026-11-27T04:00:00Z")).toBe(3);
    expect(await digest("2026-11-27T10:00:00Z")).toBe(0);
    const asha = sent.find((m) => m.to === "asha@lab.example")!;
    expect(asha.subject).toBe("Follow-ups due 27/11/2026: 2 leads");
    expect(asha.text).toContain(
      "Overdue Owner, Dewas Meters · Consultation request · due 20/11/2026",
    );
    expect(asha.text).toMatch(/https:\/\/www\.lab\.example\/desk\/lead\?id=LEAD-/);
    expect(sent.find((m) => m.to === "hema@lab.example")!.subject).toBe(
      "Follow-ups due 27/11/2026: 1 job application",
    );
    // The next day, again.
    expect(await digest("2026-11-28T04:00:00Z")).toBe(3);
  });

  it("escapes what visitors typed in its HTML", async () => {
    const message = followUpMessage(
      {
        leads: {
          total: 1,
          items: [
            {
              reference: "LEAD-1",
              about: "<img src=x onerror=alert(1)>",
              due: "2026-11-27",
              href: "/desk/lead?id=LEAD-1",
            },
          ],
        },
        applications: { total: 0, items: [] },
      },
      "asha@lab.example",
      "2026-11-27",
      { from: "desk@lab.example", siteUrl: "https://www.lab.example" },
    );
    expect(String(message.html)).not.toContain("<img");
    expect(String(message.html)).toContain("&#60;img");
  });

  it("is sent once when two servers look at the same minute: each claims an owner's e-mail before sending it", async () => {
    const other = openDatabase(join(dir, "lab.sqlite"));
    const at = "2026-11-29T04:00:00Z";
    const before = sent.length;
    const slowly = {
      sendMail: async (message: { to?: unknown; subject?: unknown }) => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        return transport.sendMail(message);
      },
    };
    const look = (on: typeof db) =>
      withStore(on, () =>
        sendFollowUpDigests({
          transport: slowly,
          from: "desk@lab.example",
          siteUrl: "https://www.lab.example",
          hour: 8,
          now: () => new Date(at),
        }),
      );
    try {
      const [one, two] = await Promise.all([look(db), look(other)]);
      expect(one + two).toBe(3);
    } finally {
      other.close();
    }
    const day = sent.slice(before).map((m) => m.to);
    expect(day.sort()).toEqual(["asha@lab.example", "hema@lab.example", "ravi@lab.example"]);
  });

  it("is tried again after a failure, and after a server stopped mid-send once its claim has run out", async () => {
    const at = new Date("2026-11-30T04:00:00Z");
    // A server took Asha's e-mail and stopped before the SMTP server answered.
    expect(
      await withStore(db, () =>
        claimDigest("asha@lab.example", "2026-11-30", at, new Date(at.getTime() + 60_000)),
      ),
    ).toBe(true);
    let refuse = true;
    const flaky = {
      sendMail: async (message: { to?: unknown; subject?: unknown }) => {
        if (refuse && message.to === "hema@lab.example") throw new Error("452 mailbox full");
        return transport.sendMail(message);
      },
    };
    const look = (when: Date) =>
      withStore(db, () =>
        sendFollowUpDigests({
          transport: flaky,
          from: "desk@lab.example",
          siteUrl: "https://www.lab.example",
          hour: 8,
          now: () => when,
          log: () => {},
        }),
      );
    const before = sent.length;
    // Asha's is held by the claim, Hema's fails: only Ravi's goes.
    expect(await look(at)).toBe(1);
    refuse = false;
    // Ten minutes on: Hema's goes; Asha's claim (one minute) has run out, so hers goes too.
    expect(await look(new Date(at.getTime() + 10 * 60_000))).toBe(2);
    expect(await look(new Date(at.getTime() + 20 * 60_000))).toBe(0);
    expect(sent.slice(before).map((m) => m.to)).toEqual([
      "ravi@lab.example",
      "asha@lab.example",
      "hema@lab.example",
    ]);
  });
});
