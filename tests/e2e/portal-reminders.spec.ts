import { randomInt, randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { customersDesk, portal } from "@/content/portal";
import {
  portalPrivacy,
  portalSettings,
  remindersDesk,
  unsubscribePage,
} from "@/content/portalReminders";
import { formatLongDateIN } from "@/lib/format";
import { addDays } from "@/lib/portal/instruments";
import { formatUlr } from "@/lib/reports/ulr";
import { expectNoAxeViolations } from "./axe";
import { addUser, signInAs, signInRequest } from "./deskStaff";
import { addApiToken, postReport } from "./limsApi";
import { askForLink, signInCustomer } from "./portalCustomer";
import { startServer, type OwnServer } from "./ownServer";
import { record } from "./reportRegister";
import { header, htmlPart, smtpSink, textPart } from "./smtpSink";

/**
 * Reminders of instruments falling due (issue 38 item 5) and the portal's
 * privacy (item 7), on a server of their own with a real SMTP server: the
 * server looks when it starts, so each restart with LAB_CLOCK_OFFSET_DAYS is a
 * later day. A reminder goes once per instrument, due date and kind (also
 * across restarts), within the organisation's lead time set on the desk; the
 * unsubscribe link works without signing in; the desk lists what was sent; an
 * administrator removes an address that asked, and the reports stay.
 */

const indiaToday = () =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());

test("reminders go once per instrument and due date, stop on request, and an address is removed", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(300_000);
  const sink = await smtpSink();
  const env = {
    SMTP_URL: sink.url,
    LEADS_NOTIFY_FROM: "Lab <website@lab.example>",
    SITE_URL: "https://www.lab.example",
  };
  const at = (days: number) => ({ ...env, LAB_CLOCK_OFFSET_DAYS: String(days) });
  let server: OwnServer = await startServer(env);
  const restart = async (days: number) => {
    await server.stop();
    server = await startServer(at(days), { database: server.dbPath });
  };
  // A page of its own (a context of its own, at this width) for each member of staff.
  const staffPage = async () =>
    (await browser.newContext({ viewport: page.viewportSize() })).newPage();
  const to = (address: string) => sink.messages.filter((m) => m.to.includes(address));
  try {
    const run = randomUUID().slice(0, 8);
    const domain = `@utility-${run}.example`;
    const qa = `qa${domain}`;
    const stores = `stores${domain}`;
    const solo = `solo@works-${run}.example`;
    const today = indiaToday();
    const due = addDays(today, 40);
    const bearer = addApiToken(server.dbPath, "reminders", "issue").token;

    const issue = async (
      customerEmail: string,
      serialNumber: string,
      calibration = true,
      dueDate = due,
    ) => {
      const fields = {
        ...record({ serialNumber, issueDate: today }),
        customerEmail,
        ...(calibration
          ? {
              kind: "calibration-certificate",
              ulr: formatUlr({
                kind: "calibration-certificate",
                year: 2026,
                running: randomInt(1, 99_999_999),
                scope: "F",
              }),
              itemDescription: "Digital multimeter",
              make: "Fluke",
              model: "87V",
              dueDate,
            }
          : {}),
      } as Record<string, string>;
      await postReport(server.url, bearer, fields);
      return fields as Record<string, string> & { ulr: string };
    };
    await issue(solo, `SOLO-${run}`);
    await issue(qa, `ORG-${run}`);
    const storesReport = await issue(stores, `DRUM-${run}`, false);

    // The desk: the utility's whole domain is one organisation, reminded 60 days ahead.
    const clerk = addUser(server.dbPath, "reminders", ["reports"]);
    const admin = addUser(server.dbPath, "remover", ["admin"]);
    const desk = await staffPage();
    await signInAs(desk, clerk, server.url);
    await desk.goto(`${server.url}/desk/customers/edit`);
    await desk.getByLabel(customersDesk.edit.name).fill(`Utility ${run}`);
    await desk.getByLabel(customersDesk.edit.addresses).fill(domain);
    await desk.getByLabel(remindersDesk.leadTime).fill("400");
    await desk.getByRole("button", { name: customersDesk.edit.save }).click();
    await expect(desk.getByRole("alert")).toContainText(remindersDesk.leadTimeError);
    await desk.getByLabel(remindersDesk.leadTime).fill("60");
    await desk.getByRole("button", { name: customersDesk.edit.save }).click();
    await expect(desk.getByRole("status")).toContainText(customersDesk.done.saved);
    // Its address on the server, without the origin: a restart gives the server another port.
    const orgPage = new URL(desk.url()).pathname + new URL(desk.url()).search;
    await desk.close();

    // A restart (the server looks when it starts): due in 40 days is within the utility's 60,
    // so both its addresses are reminded of its instrument; the lone address (30 days) is not yet.
    await restart(0);
    await expect.poll(() => to(qa).length, { timeout: 20_000 }).toBe(1);
    await expect.poll(() => to(stores).length).toBe(1);
    const mail = to(qa)[0]!;
    expect(header(mail.raw, "Subject")).toBe(
      "Calibration reminder: 1 instrument due for calibration",
    );
    const text = textPart(mail.raw);
    expect(text).toContain(`Fluke 87V, serial number ORG-${run}: due ${formatLongDateIN(due)}`);
    expect(text).toMatch(/https:\/\/www\.lab\.example\/portal\/instrument\?id=[0-9a-f]{16}/);
    expect(text).toMatch(/reports: https:\/\/www\.lab\.example\/portal\s/);
    expect(text).not.toContain(`SOLO-${run}`);
    expect(header(mail.raw, "List-Unsubscribe")).toMatch(
      /^<https:\/\/www\.lab\.example\/portal\/unsubscribe\?token=[A-Za-z0-9_-]{43}>$/,
    );
    expect(header(mail.raw, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    expect(to(solo)).toHaveLength(0);

    // The e-mail as a mail program shows its HTML part, at this width.
    await page.setContent(htmlPart(mail.raw));
    await expect(page.getByRole("link", { name: "See it in the portal" })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath("reminder-mail.png"), fullPage: true });

    // 15 days later the lone address's instrument is within 30 days: its one e-mail; the
    // utility's addresses get nothing more, also after another restart on the same day.
    await restart(15);
    await expect.poll(() => to(solo).length, { timeout: 20_000 }).toBe(1);
    // A marker: an address that sorts after every other, due within 30 days of this day. The
    // look at start sends one address after another in that order, so once the marker's e-mail
    // is here the look has passed every other address.
    const marker = (n: number) => `zz-marker-${n}@marker-${run}.example`;
    await issue(marker(1), `MARK1-${run}`, true, addDays(today, 40));
    await restart(15);
    await expect.poll(() => to(marker(1)).length, { timeout: 20_000 }).toBe(1);
    expect(to(solo)).toHaveLength(1);
    expect(to(qa)).toHaveLength(1);
    expect(to(stores)).toHaveLength(1);

    // The unsubscribe link works without signing in: opening it changes nothing, the button stops.
    const link = /https:\/\/www\.lab\.example(\/portal\/unsubscribe\?token=[A-Za-z0-9_-]{43})/.exec(
      textPart(to(solo)[0]!.raw),
    )![1]!;
    await page.goto(`${server.url}${link}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(unsubscribePage.heading);
    await expect(page.getByText(/s•••@works-/)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath("unsubscribe.png"), fullPage: true });
    await page.getByRole("button", { name: unsubscribePage.stop }).click();
    await expect(page.getByRole("main").getByRole("status")).toContainText("are stopped");
    const forged = await fetch(`${server.url}/portal/unsubscribe?token=${"x".repeat(43)}`);
    expect(forged.status).toBe(404);

    // 41 days on, both instruments are overdue: the utility's addresses are told once more,
    // the lone address stopped its reminders and is not.
    await issue(marker(2), `MARK2-${run}`, true, addDays(today, 60));
    await restart(41);
    await expect.poll(() => to(qa).length, { timeout: 20_000 }).toBe(2);
    await expect.poll(() => to(stores).length).toBe(2);
    expect(header(to(qa)[1]!.raw, "Subject")).toBe("Calibration reminder: 1 instrument overdue");
    await expect.poll(() => to(marker(2)).length).toBe(1);
    expect(to(solo)).toHaveLength(1);

    // A mail program's own unsubscribe button (RFC 8058): a POST to the List-Unsubscribe address.
    const oneClick = /<https:\/\/www\.lab\.example(\/portal\/[^>]+)>/.exec(
      header(to(qa)[1]!.raw, "List-Unsubscribe"),
    )![1]!;
    const clicked = await fetch(`${server.url}${oneClick}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(clicked.status).toBe(200);

    // The organisation's desk page lists what was sent, when and to which address,
    // and the addresses that stopped their reminders.
    const staff = await staffPage();
    await signInRequest(staff.request, clerk, { base: server.url });
    await staff.goto(`${server.url}${orgPage}`);
    const sent = staff.getByRole("list", { name: remindersDesk.sentHeading });
    await expect(sent.getByRole("listitem")).toHaveCount(4);
    for (const address of [qa, stores])
      for (const kind of [remindersDesk.kinds.overdue!, remindersDesk.kinds["due-soon"]!])
        await expect(
          sent.getByRole("listitem").filter({ hasText: address }).filter({ hasText: kind }),
        ).toHaveCount(1);
    await expect(sent).toContainText(formatLongDateIN(due));
    const stoppedList = staff.getByRole("list", { name: remindersDesk.stoppedHeading });
    await expect(stoppedList.getByRole("listitem")).toHaveText([qa]);
    await expectNoAxeViolations(staff);
    await staff.screenshot({ path: testInfo.outputPath("desk-reminders.png"), fullPage: true });
    await staff.close();

    // A customer signs in, sees the privacy notice and settings, and asks to be removed.
    await page.goto(`${server.url}/portal`);
    await page.getByRole("link", { name: portalPrivacy.more }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(portalPrivacy.heading);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath("portal-privacy.png"), fullPage: true });
    await signInCustomer(page, sink, server.url, stores);
    // The reminder's link opens the instrument's page in the portal.
    const instrument = /https:\/\/www\.lab\.example(\/portal\/instrument\?id=[0-9a-f]{16})/.exec(
      textPart(to(stores)[0]!.raw),
    )![1]!;
    await page.goto(`${server.url}${instrument}`);
    await expect(page.getByRole("main")).toContainText(`ORG-${run}`);
    await page.getByRole("link", { name: portalSettings.title }).click();
    await expect(page).toHaveURL(`${server.url}/portal/settings`);
    await expect(page.getByText(portalSettings.remindersOn)).toBeVisible();
    await page.getByRole("button", { name: portalSettings.stop }).click();
    await expect(page.getByRole("main").getByRole("status")).toHaveText(
      portalSettings.done.stopped,
    );
    await page.getByRole("button", { name: portalSettings.start }).click();
    await expect(page.getByRole("main").getByRole("status")).toHaveText(
      portalSettings.done.started,
    );
    // Their own lead time, within the organisation's: chosen, saved, shown chosen.
    await page.getByLabel(portalSettings.leadTimeLabel).selectOption({ label: "14 days" });
    await page
      .getByRole("region", { name: portalSettings.leadTimeHeading })
      .getByRole("button", { name: portalSettings.leadTimeSave })
      .click();
    await expect(page.getByRole("main").getByRole("status")).toHaveText(
      portalSettings.done["lead-time"],
    );
    await expect(page.getByLabel(portalSettings.leadTimeLabel)).toHaveValue("14");
    await page.getByRole("button", { name: portalSettings.removalButton }).click();
    await expect(page.getByRole("main").getByRole("status")).toHaveText(portalSettings.done.asked);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath("portal-settings.png"), fullPage: true });

    // Staff of `reports` see the request but cannot remove; an administrator can.
    const clerkDesk = await staffPage();
    await signInRequest(clerkDesk.request, clerk, { base: server.url });
    await clerkDesk.goto(`${server.url}/desk/customers`);
    await expect(clerkDesk.getByText(stores)).toBeVisible();
    await expect(clerkDesk.getByRole("button", { name: remindersDesk.removeButton })).toHaveCount(
      0,
    );
    const refused = await clerkDesk.request.post(`${server.url}/desk/customers`, {
      form: { action: "remove-address", email: stores },
      headers: { origin: server.url },
      maxRedirects: 0,
    });
    expect(refused.status()).toBe(403);
    await clerkDesk.close();
    const adminDesk = await staffPage();
    await signInRequest(adminDesk.request, admin, { base: server.url });
    await adminDesk.goto(`${server.url}/desk/customers`);
    await expectNoAxeViolations(adminDesk);
    await adminDesk.screenshot({ path: testInfo.outputPath("desk-removal.png"), fullPage: true });
    await adminDesk
      .getByRole("listitem")
      .filter({ hasText: stores })
      .getByRole("button", { name: remindersDesk.removeButton })
      .click();
    // The first press asks; nothing is removed until the confirmation.
    await expect(adminDesk.getByRole("alert")).toContainText(remindersDesk.confirmHeading(stores));
    await expectNoAxeViolations(adminDesk);
    await adminDesk.screenshot({ path: testInfo.outputPath("desk-removal-confirm.png") });
    await adminDesk.getByRole("button", { name: remindersDesk.confirmButton }).click();
    await expect(adminDesk.getByRole("status")).toHaveText(remindersDesk.done["address-removed"]);
    await expect(adminDesk.getByText(stores)).toHaveCount(0);
    await adminDesk.goto(`${server.url}/desk/audit`);
    await expect(adminDesk.getByText(`${stores}: taken off 1 report`)).toBeVisible();
    await adminDesk.close();

    // The address is signed out and cannot sign in again (its domain does not let it back);
    // its report stays in the register.
    await page.goto(`${server.url}/portal/reports`);
    await expect(page).toHaveURL(`${server.url}/portal`);
    const before = to(stores).length;
    await page.getByLabel("E-mail").fill(stores);
    await page.getByRole("button", { name: portal.signIn.submit }).click();
    await expect(page.getByRole("main").getByRole("status")).toHaveText(portal.signIn.sent);
    // A colleague's link, asked for after it, arrives; none came to the removed address.
    const colleague = `colleague${domain}`;
    await askForLink(page, server.url, colleague);
    await expect.poll(() => to(colleague).length, { timeout: 20_000 }).toBe(1);
    expect(to(stores)).toHaveLength(before);
    const kept = await fetch(`${server.url}/api/reports/${storesReport.ulr}`, {
      headers: { authorization: `Bearer ${bearer}` },
    });
    expect(kept.status).toBe(200);
    // The same report as issued, still standing: only the address came off it.
    expect(await kept.json()).toMatchObject({
      serialNumber: `DRUM-${run}`,
      status: "issued",
      withdrawnAt: null,
    });
  } finally {
    await server.stop();
    await sink.close();
  }
});
