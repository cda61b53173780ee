// @vitest-environment node
import type { DatabaseSync } from "node:sqlite";
import type { SendMailOptions } from "nodemailer";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { site } from "@/content/site";
import { afterAll, describe, expect, it } from "vitest";
import { PortalUnsubscribe } from "@/components/portal/PortalUnsubscribe";
import { organisation, saveOrganisation } from "@/lib/customers/organisations";
import { leadTimeOf, setLeadTime } from "./leadTime";
import { removeAddress } from "@/lib/customers/removal";
import { openDatabase } from "@/lib/db/connection";
import { storeOf, withStore } from "@/lib/db/store";
import type { ReportInput } from "@/lib/reports/schema";
import { calibrationCertificates } from "../../../tests/fixtures/reportRecords";
import { isKnownCustomer } from "./signInRequest";
import { instrumentKey } from "./instruments";
import {
  certificatesDue,
  certificatesOfSerial,
  reminderKindOf,
  reminderPurgeReport,
  remindersDue,
  remindersOfOrganisation,
  sendReminders,
} from "./reminders";
import {
  addressOfToken,
  addressSettings,
  answerUnsubscribe,
  setRemindersStopped,
  unsubscribeToken,
} from "./settings";

const db = openDatabase(":memory:");
afterAll(() => db.close());

const TODAY = "2026-11-27";
const make = calibrationCertificates(db, 1200, "solo@one.example");
const certificate = (extra: Partial<ReportInput>) =>
  make({
    itemDescription: "Energy meter test bench",
    make: "Secure",
    model: "EMT-3",
    issueDate: "2025-12-01",
    ...extra,
  });

const serials = async (email: string) =>
  (await withStore(db, () => remindersDue(TODAY)))
    .find((b) => b.email === email)
    ?.items.map((i) => `${i.serialNumber}:${i.kind}`) ?? [];

describe("which reminders are due", async () => {
  it("a due date within the lead time is falling due, a passed one overdue (for 30 days)", () => {
    expect(reminderKindOf("2026-12-27", TODAY, 30)).toBe("due-soon");
    expect(reminderKindOf("2026-12-28", TODAY, 30)).toBeUndefined();
    expect(reminderKindOf("2027-02-20", TODAY, 90)).toBe("due-soon");
    expect(reminderKindOf(TODAY, TODAY, 1)).toBe("due-soon");
    expect(reminderKindOf("2026-11-26", TODAY, 30)).toBe("overdue");
    expect(reminderKindOf("2026-10-28", TODAY, 30)).toBe("overdue");
    expect(reminderKindOf("2026-10-27", TODAY, 30)).toBeUndefined();
  });

  // A lone address (30 days), and an organisation with 90 days' lead time over its whole domain.
  await certificate({
    serialNumber: "S-10",
    dueDate: "2026-12-10",
    customerEmail: "solo@one.example",
  });
  await certificate({
    serialNumber: "S-60",
    dueDate: "2027-01-26",
    customerEmail: "solo@one.example",
  });
  await certificate({
    serialNumber: "S-OD",
    dueDate: "2026-11-20",
    customerEmail: "solo@one.example",
  });
  await certificate({
    serialNumber: "G-60",
    dueDate: "2027-01-26",
    customerEmail: "qa@grid.example",
  });
  await certificate({
    serialNumber: "G-200",
    dueDate: "2027-06-15",
    customerEmail: "qa@grid.example",
  });
  // Recalibrated early: the old certificate falls due, but the instrument's current one does not.
  await certificate({
    serialNumber: "R-1",
    dueDate: "2026-12-05",
    customerEmail: "solo@one.example",
  });
  await certificate({
    serialNumber: " r-1 ",
    make: "SECURE",
    issueDate: "2026-11-25",
    dueDate: "2027-11-25",
    customerEmail: "solo@one.example",
  });
  await withStore(db, () =>
    saveOrganisation(
      { name: "Grid", addresses: "@grid.example\nhead@grid-hq.example", reminderDays: "90" },
      "clerk@lab.example",
    ),
  );
  await certificate({
    serialNumber: "G-2",
    dueDate: "2026-12-01",
    customerEmail: "stores@grid.example",
  });

  it("lists each address's current instruments falling due within its lead time and overdue", async () => {
    expect(await serials("solo@one.example")).toEqual(["S-OD:overdue", "S-10:due-soon"]);
  });

  it("uses the organisation's lead time, and reminds every address of it of all its reports", async () => {
    const grid = ["G-2:due-soon", "G-60:due-soon"];
    expect(await serials("qa@grid.example")).toEqual(grid);
    expect(await serials("stores@grid.example")).toEqual(grid);
    expect(await serials("head@grid-hq.example")).toEqual(grid);
  });

  it("lets an address choose its own lead time in Settings, within its organisation's", async () => {
    // Grid asked for 90 days; its stores may hear later (14 days), never earlier than 90.
    expect(await withStore(db, () => leadTimeOf("stores@grid.example"))).toMatchObject({
      days: 90,
      own: null,
      bound: 90,
      organisation: true,
      choices: [7, 14, 30, 60, 90],
    });
    expect(await withStore(db, () => setLeadTime("stores@grid.example", "120"))).toBe(false);
    expect(await withStore(db, () => setLeadTime("stores@grid.example", "13"))).toBe(false);
    expect(await withStore(db, () => setLeadTime("stores@grid.example", "14"))).toBe(true);
    expect(await withStore(db, () => leadTimeOf("stores@grid.example"))).toMatchObject({
      days: 14,
      own: 14,
    });
    expect(await serials("stores@grid.example")).toEqual(["G-2:due-soon"]);
    expect(await serials("qa@grid.example")).toEqual(["G-2:due-soon", "G-60:due-soon"]);
    // A lone address may go up to 90 days: S-60 (60 days away) comes in.
    expect(await withStore(db, () => leadTimeOf("solo@one.example"))).toMatchObject({
      days: 30,
      bound: 90,
    });
    expect(await withStore(db, () => setLeadTime("solo@one.example", "60"))).toBe(true);
    expect(await serials("solo@one.example")).toEqual([
      "S-OD:overdue",
      "S-10:due-soon",
      "S-60:due-soon",
    ]);
    // Back to the usual.
    expect(await withStore(db, () => setLeadTime("solo@one.example", ""))).toBe(true);
    expect(await withStore(db, () => setLeadTime("stores@grid.example", ""))).toBe(true);
    expect(await serials("solo@one.example")).toEqual(["S-OD:overdue", "S-10:due-soon"]);
  });

  it("refuses a lead time outside 1-365 days", async () => {
    for (const reminderDays of ["0", "366", "ten", "-3"])
      await expect(
        withStore(db, () =>
          saveOrganisation(
            { name: "Other", addresses: "@other.example", reminderDays },
            "clerk@lab.example",
          ),
        ),
      ).rejects.toThrow("from 1 to 365");
  });
});

describe("sending reminders", () => {
  type Sent = {
    to: string;
    replyTo: string;
    subject: string;
    text: string;
    html: string;
    headers: Record<string, string>;
  };
  const sent: Sent[] = [];
  const transport = {
    sendMail: async (m: SendMailOptions) => {
      sent.push(m as Sent);
      return {};
    },
  };
  const run = (today: string, t = transport) =>
    withStore(db, () =>
      sendReminders({
        transport: t,
        from: "Lab <lab@lab.example>",
        siteUrl: "https://www.lab.example",
        now: new Date(`${today}T04:00:00Z`),
        today,
      }),
    );

  it("sends one e-mail per address, each instrument, due date and kind once", async () => {
    await withStore(db, () => setRemindersStopped("head@grid-hq.example", true));
    expect(await run(TODAY)).toBe(3);
    expect(sent.map((m) => m.to).sort()).toEqual([
      "qa@grid.example",
      "solo@one.example",
      "stores@grid.example",
    ]);
    const solo = sent.find((m) => m.to === "solo@one.example")!;
    expect(solo.subject).toBe(
      "Calibration reminder: 1 instrument overdue, 1 instrument due for calibration",
    );
    expect(solo.text).toContain("Secure EMT-3, serial number S-10: due 10 December 2026");
    expect(solo.text).toContain(
      `https://www.lab.example/portal/instrument?id=${instrumentKey({ make: "Secure", model: "EMT-3", serialNumber: "S-10", reference: "" })}`,
    );
    const link = /^<https:\/\/www\.lab\.example\/portal\/unsubscribe\?token=([\w-]{43})>$/.exec(
      String(solo.headers["List-Unsubscribe"]),
    );
    expect(link).not.toBeNull();
    const token = link![1]!;
    expect(solo.text).toContain(`/portal/unsubscribe?token=${token}`);
    expect(solo.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(await withStore(db, () => addressOfToken(token))).toBe("solo@one.example");
    // A reply reaches the lab's inbox; each instrument has its own Request recalibration link;
    // the lab's name and phones close it.
    expect(solo.replyTo).toBe(site.email);
    expect(solo.text).toContain(
      `Request recalibration: https://www.lab.example/portal/instrument?id=${instrumentKey({ make: "Secure", model: "EMT-3", serialNumber: "S-10", reference: "" })}#portal-recalibration`,
    );
    for (const phone of site.phones) expect(solo.text).toContain(phone.display);
    expect(solo.html).toContain("#portal-recalibration");
    // Only the link's SHA-256 is kept: the database holds nothing that stops a reminder.
    const stored = JSON.stringify(db.prepare("SELECT * FROM portal_unsubscribe_links").all());
    expect(stored).not.toContain(token);
    // An earlier link keeps working beside a newer one.
    const newer = await withStore(db, () => unsubscribeToken("solo@one.example"));
    expect(newer).not.toBe(token);
    expect(await withStore(db, () => addressOfToken(newer))).toBe("solo@one.example");
    expect(await withStore(db, () => addressOfToken(token))).toBe("solo@one.example");

    // Again the same day, or the next: nothing new.
    expect(await run(TODAY)).toBe(0);
    expect(await run("2026-11-28")).toBe(0);
    expect(sent).toHaveLength(3);
  });

  it("sends the overdue one when the due date passes, and not to an address that stopped", async () => {
    sent.length = 0;
    expect(await run("2026-12-11")).toBe(3);
    const solo = sent.find((m) => m.to === "solo@one.example")!;
    expect(solo.subject).toBe("Calibration reminder: 1 instrument overdue");
    expect(solo.text).toContain("S-10");
    expect(sent.some((m) => m.to === "head@grid-hq.example")).toBe(false);
  });

  it("keeps the claim when sending fails only until the next look", async () => {
    await certificate({
      serialNumber: "F-1",
      dueDate: "2026-12-20",
      customerEmail: "fail@one.example",
    });
    const failing = { sendMail: async () => Promise.reject(new Error("421 try later")) };
    const quiet = console.error;
    console.error = () => {};
    expect(await run("2026-12-11", failing)).toBe(0);
    console.error = quiet;
    expect(
      (await withStore(db, () => remindersDue("2026-12-11"))).some(
        (b) => b.email === "fail@one.example",
      ),
    ).toBe(true);
    sent.length = 0;
    expect(await run("2026-12-11")).toBe(1);
    expect(sent[0]!.to).toBe("fail@one.example");
  });

  it("lists what was sent to an organisation's addresses for the desk", async () => {
    const grid = Number(
      (db.prepare("SELECT id FROM customer_organisations").get() as { id: number }).id,
    );
    const rows = await withStore(db, () => remindersOfOrganisation(grid));
    // Newest first: each address, instrument, due date and kind, as the desk's page lists them.
    expect(rows.map((r) => `${r.email} ${r.serialNumber} due ${r.dueDate} ${r.kind}`)).toEqual([
      "stores@grid.example G-2 due 2026-12-01 overdue",
      "qa@grid.example G-2 due 2026-12-01 overdue",
      "stores@grid.example G-60 due 2027-01-26 due-soon",
      "stores@grid.example G-2 due 2026-12-01 due-soon",
      "qa@grid.example G-60 due 2027-01-26 due-soon",
      "qa@grid.example G-2 due 2026-12-01 due-soon",
    ]);
    expect(rows.map((r) => r.sentAt)).toEqual([
      ...Array<string>(2).fill("2026-12-11T04:00:00.000Z"),
      ...Array<string>(4).fill("2026-11-27T04:00:00.000Z"),
    ]);
  });
});

describe("the record of reminders", () => {
  it("is kept two years after the due date, then purged", async () => {
    const count = () =>
      Number((db.prepare("SELECT COUNT(*) AS n FROM portal_reminders").get() as { n: number }).n);
    const before = count();
    expect(before).toBeGreaterThan(0);
    expect(await withStore(db, () => reminderPurgeReport("2028-11-01"))).toBeUndefined();
    expect(count()).toBe(before);
    expect(await withStore(db, () => reminderPurgeReport("2029-12-31"))).toBe(
      `Retention (portal): deleted ${before} reminders sent over two years ago`,
    );
    expect(count()).toBe(0);
  });
});

describe("removing an address", () => {
  it("takes it off its reports and its organisation, keeps the reports, and keeps it out", async () => {
    const before = Number(
      (db.prepare("SELECT COUNT(*) AS n FROM reports").get() as { n: number }).n,
    );
    expect(await withStore(db, () => isKnownCustomer("stores@grid.example"))).toBe(true);
    const { reports } = await withStore(db, () =>
      removeAddress("Stores@Grid.example", "admin@lab.example"),
    );
    expect(reports).toBe(1);
    expect(Number((db.prepare("SELECT COUNT(*) AS n FROM reports").get() as { n: number }).n)).toBe(
      before,
    );
    // Its organisation's whole domain does not let it back in, nor into the reminders.
    expect(await withStore(db, () => isKnownCustomer("stores@grid.example"))).toBe(false);
    const later = await withStore(db, () => remindersDue("2027-01-20"));
    expect(later.some((b) => b.email === "stores@grid.example")).toBe(false);
    expect(await withStore(db, () => isKnownCustomer("qa@grid.example"))).toBe(true);
    const line = db
      .prepare("SELECT action, detail FROM desk_audit ORDER BY id DESC LIMIT 1")
      .get() as { action: string; detail: string };
    expect(line).toEqual({
      action: "customer address removed",
      detail: "stores@grid.example: taken off 1 report, its sessions ended",
    });
  });
});

describe("with a large register", () => {
  it("finds certificates by due date and serial number through their indexes, not by a scan", () => {
    const plan = (query: {
      compile(executor: unknown): { sql: string; parameters: readonly unknown[] };
    }) => {
      const { sql, parameters } = query.compile(storeOf(db));
      return (
        db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...(parameters as string[])) as {
          detail: string;
        }[]
      )
        .map((r) => r.detail)
        .join("\n");
    };
    expect(plan(certificatesDue("a", "b"))).toBe(
      "SEARCH reports USING INDEX reports_calibration_due (due_date>? AND due_date<?)",
    );
    expect(plan(certificatesOfSerial("x"))).toBe(
      "SEARCH reports USING INDEX reports_calibration_serial (<expr>=?)",
    );
  });
});

/** A register of its own, and the e-mails its reminder runs send (each at 09:30 in India). */
function ownRegister(start: number) {
  const own = openDatabase(":memory:");
  afterAll(() => own.close());
  const sent: { to: string; subject: string; text: string; headers: Record<string, string> }[] = [];
  const transport = {
    sendMail: async (m: SendMailOptions) => {
      sent.push(m as (typeof sent)[number]);
      return {};
    },
  };
  const run = (today: string) =>
    withStore(own, () =>
      sendReminders({
        transport,
        from: "Lab <lab@lab.example>",
        siteUrl: "https://www.lab.example",
        now: new Date(`${today}T04:00:00Z`),
        today,
      }),
    );
  const to = (email: string) => sent.filter((m) => m.to === email);
  return {
    db: own,
    sent,
    to,
    run,
    certificate: calibrationCertificates(own, start, "x@x.example"),
  };
}

describe("a new calibration cycle of an instrument", async () => {
  const r = ownRegister(1500);
  const email = "lab@cycle.example";
  await r.certificate({
    serialNumber: "CY-1",
    issueDate: "2025-12-10",
    dueDate: "2026-12-10",
    customerEmail: email,
  });
  const due = () => r.sent.map((m) => /serial number CY-1: due [^\n]+/.exec(m.text)?.[0]);

  it("is reminded again: one e-mail for each certificate's due date", async () => {
    expect(await r.run("2026-11-20")).toBe(1);
    // Recalibrated before it fell due: the new certificate is the instrument's current one.
    await r.certificate({
      serialNumber: "CY-1",
      issueDate: "2026-12-05",
      dueDate: "2027-12-05",
      customerEmail: email,
    });
    expect(await r.run("2026-12-11")).toBe(0);
    expect(await r.run("2027-11-20")).toBe(1);
    expect(r.to(email).map((m) => m.subject)).toEqual([
      "Calibration reminder: 1 instrument due for calibration",
      "Calibration reminder: 1 instrument due for calibration",
    ]);
    expect(due()).toEqual([
      "serial number CY-1: due 10 December 2026",
      "serial number CY-1: due 5 December 2027",
    ]);
    expect(
      r.db
        .prepare("SELECT due_date, kind, sent_at FROM portal_reminders WHERE email = ? ORDER BY id")
        .all(email),
    ).toEqual([
      { due_date: "2026-12-10", kind: "due-soon", sent_at: "2026-11-20T04:00:00.000Z" },
      { due_date: "2027-12-05", kind: "due-soon", sent_at: "2027-11-20T04:00:00.000Z" },
    ]);
  });
});

describe("the lead time where none was set: 30 days", async () => {
  const r = ownRegister(1600);
  const unset = await withStore(r.db, () =>
    saveOrganisation({ name: "Fresh", addresses: "@fresh.example" }, "clerk@lab.example"),
  );
  // The desk's form posts the field empty when nobody typed in it.
  const empty = await withStore(r.db, () =>
    saveOrganisation(
      { name: "Left empty", addresses: "@empty.example", reminderDays: " " },
      "clerk@lab.example",
    ),
  );
  const addresses = ["alone@lone.example", "qa@empty.example", "qa@fresh.example"];
  for (const customerEmail of addresses)
    await r.certificate({
      serialNumber: `L-${customerEmail}`,
      issueDate: "2026-01-10",
      dueDate: "2027-01-10",
      customerEmail,
    });

  it("is what a new organisation's page shows", async () => {
    expect((await withStore(r.db, () => organisation(unset)))?.reminderDays).toBe(30);
    expect((await withStore(r.db, () => organisation(empty)))?.reminderDays).toBe(30);
  });

  it("an address of no organisation, or of a new one, is reminded 30 days ahead: not 31, not 29", async () => {
    expect(await r.run("2026-12-10")).toBe(0); // 31 days before 10 January 2027
    expect(r.sent).toHaveLength(0);
    expect(await r.run("2026-12-11")).toBe(3); // 30 days before
    expect(r.sent.map((m) => m.to).sort()).toEqual(addresses);
  });
});

describe("the Stop button of a reminder: no sign-in, the token of the e-mail's link", async () => {
  const r = ownRegister(1700);
  const STOP = "stop@r5.example";
  const KEEP = "keep@r5.example";
  for (const [customerEmail, serial] of [
    [STOP, "ST"],
    [KEEP, "KP"],
  ] as const) {
    await r.certificate({
      serialNumber: `${serial}-1`,
      issueDate: "2025-12-10",
      dueDate: "2026-12-10",
      customerEmail,
    });
    await r.certificate({
      serialNumber: `${serial}-2`,
      issueDate: "2026-01-05",
      dueDate: "2027-01-05",
      customerEmail,
    });
  }

  /** /portal/unsubscribe's page for `url`, opened or (with the form's fields) posted. */
  async function unsubscribePage(db: DatabaseSync, url: string, posted?: Record<string, string>) {
    const token = new URL(url, "https://www.lab.example").searchParams.get("token") ?? "";
    const state = await withStore(db, () =>
      answerUnsubscribe(token, posted, new Date("2026-11-28T05:00:00Z")),
    );
    return renderToStaticMarkup(createElement(PortalUnsubscribe, state));
  }
  /** Presses the page's button: posts its form's fields to its form's address. */
  function press(db: DatabaseSync, html: string) {
    const form = /<form [^>]*>/.exec(html)![0];
    expect(form).toContain('method="post"');
    const action = /action="([^"]+)"/.exec(form)![1]!;
    const fields = Object.fromEntries(
      [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"\/>/g)].map((m) => [
        m[1]!,
        m[2]!,
      ]),
    );
    return unsubscribePage(db, action.replaceAll("&amp;", "&"), fields);
  }
  const button = (html: string) => /<button type="submit"[^>]*>([^<]+)<\/button>/.exec(html)?.[1];
  const linkIn = (text: string) =>
    /https:\/\/www\.lab\.example(\/portal\/unsubscribe\?token=[A-Za-z0-9_-]{43})/.exec(text)![1]!;

  it("stops further reminders to that address only, and starts them again", async () => {
    expect(await r.run("2026-11-27")).toBe(2);
    const link = linkIn(r.to(STOP)[0]!.text);

    // Opening the link shows the button and changes nothing.
    const asked = await unsubscribePage(r.db, link);
    expect(asked).toContain("s•••@r5.example");
    expect(button(asked)).toBe("Stop reminders");
    expect((await withStore(r.db, () => addressSettings(STOP))).remindersStopped).toBe(false);

    const stopped = await press(r.db, asked);
    expect(stopped).toContain("Reminders to s•••@r5.example are stopped.");
    expect((await withStore(r.db, () => addressSettings(STOP))).remindersStopped).toBe(true);

    // Its first instrument falls overdue and its second falls due: the other address is told,
    // the one that pressed Stop is not, that day or later.
    expect(await r.run("2026-12-11")).toBe(1);
    expect(await r.run("2026-12-20")).toBe(0);
    expect(r.to(STOP)).toHaveLength(1);
    expect(r.to(KEEP)).toHaveLength(2);

    // Start again (the same page, its other button): what was held back goes.
    expect(button(stopped)).toBe("Start reminders again");
    expect(await press(r.db, stopped)).toContain("Reminders to s•••@r5.example are on again.");
    expect(await r.run("2026-12-21")).toBe(1);
    expect(r.to(STOP)[1]!.subject).toBe(
      "Calibration reminder: 1 instrument overdue, 1 instrument due for calibration",
    );
  });

  it("a mail program's one-click unsubscribe (a POST without the button's field) stops them too", async () => {
    await r.certificate({
      serialNumber: "KP-3",
      issueDate: "2026-01-25",
      dueDate: "2027-01-25",
      customerEmail: KEEP,
    });
    const header = r.to(KEEP).at(-1)!.headers["List-Unsubscribe"]!;
    const url = /^<https:\/\/www\.lab\.example(\/portal\/[^>]+)>$/.exec(header)![1]!;
    await unsubscribePage(r.db, url, { "List-Unsubscribe": "One-Click" });
    expect(await r.run("2026-12-30")).toBe(0);
    expect(r.to(KEEP)).toHaveLength(2);
  });

  it("a token the lab never made stops nothing", async () => {
    const page = await unsubscribePage(r.db, `/portal/unsubscribe?token=${"x".repeat(43)}`, {});
    expect(page).toContain("This link is not valid");
    expect(button(page)).toBeUndefined();
  });
});
