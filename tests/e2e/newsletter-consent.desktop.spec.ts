import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { leadForms, noticeWords } from "@/content/forms";
import { choicesWords, newsletterDesk, unsubscribeWords } from "@/content/newsletter";
import { addUser, signInAs } from "./deskStaff";
import { startServer, type OwnServer } from "./ownServer";
import { header, smtpSink } from "./smtpSink";

/**
 * The newsletter's consent and its withdrawal (issue 54 items 1 to 3), on a
 * server of its own with a real SMTP server: a visitor subscribes through the
 * sidebar's form (its notice lists what it takes), hears back with a one-click
 * unsubscribe; staff send an issue from the desk; each message carries both
 * List-Unsubscribe headers; a mail program's one-click POST to the header's
 * address unsubscribes, and the next issue does not reach that address.
 */

const SITE = "https://www.lab.example";

/** A plain one-part e-mail's text (the outbox's e-mails have no other part), decoded. */
function plainText(raw: string): string {
  const at = raw.search(/\r?\n\r?\n/);
  const body = raw.slice(at).trim();
  if (!/quoted-printable/i.test(header(raw, "Content-Transfer-Encoding"))) return body;
  return Buffer.from(
    body
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
    "latin1",
  ).toString("utf8");
}

/** The sidebar's newsletter form on a service page. */
const newsletterForm = (page: Page) =>
  page.getByRole("form", { name: leadForms.newsletter.heading });

/**
 * Subscribes through the sidebar's form as posted without script (the built
 * site's script sends to the suite's own server; this server is another), to
 * its no-script answer.
 */
async function subscribe(page: Page, base: string, email: string) {
  await page.goto(`${base}/service-details?id=Cables`);
  const form = newsletterForm(page);
  await form.getByLabel("E-mail").fill(email);
  await form.getByRole("button", { name: leadForms.newsletter.submit }).click();
  await expect(page).toHaveURL(/\/message-sent\?form=newsletter&ref=LEAD-/);
}

test("subscribe, hear back, an issue with both headers, one-click unsubscribe, no second issue", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  const sink = await smtpSink();
  let server: OwnServer | undefined;
  try {
    server = await startServer({
      SMTP_URL: sink.url,
      LEADS_NOTIFY_FROM: "Lab <website@lab.example>",
      SITE_URL: SITE,
    });
    const base = server.url;
    const run = randomUUID().slice(0, 8);
    const reader = `reader-${run}@example.in`;
    const other = `other-${run}@example.in`;
    const to = (address: string) => sink.messages.filter((m) => m.to.includes(address));

    // The form's notice: one line by the button, opening to each item it takes and why.
    await page.goto(`${base}/service-details?id=Cables`);
    const form = newsletterForm(page);
    await form.getByText(noticeWords.summary(leadForms.newsletter.purpose)).click();
    await expect(form.getByText("E-mail: to send you the newsletter.")).toBeVisible();
    await expect(form.getByText(noticeWords.ground.consent)).toBeVisible();
    await expect(form.getByRole("link", { name: noticeWords.complain })).toHaveAttribute(
      "href",
      "/privacy-policy#complain",
    );
    await form.scrollIntoViewIfNeeded();
    await form.screenshot({ path: testInfo.outputPath("newsletter-notice-1440.png") });
    await page.setViewportSize({ width: 390, height: 844 });
    await form.screenshot({ path: testInfo.outputPath("newsletter-notice-390.png") });
    await page.setViewportSize({ width: 1440, height: 900 });

    // The full notice: /privacy is /privacy-policy, which says how to complain to the Board.
    const moved = await page.request.get(`${base}/privacy`, { maxRedirects: 0 });
    expect(moved.status()).toBe(301);
    expect(moved.headers()["location"]).toBe("/privacy-policy");
    await page.goto(`${base}/privacy-policy#complain`);
    await expect(page.locator("#complain")).toContainText("Data Protection Board of India");

    // Subscribing: the visitor hears back, with the one-click unsubscribe.
    const noScript = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
    await subscribe(noScript, base, reader);
    await subscribe(noScript, base, other);
    await expect.poll(() => to(reader).length, { timeout: 20_000 }).toBe(1);
    const confirmation = to(reader)[0]!;
    expect(header(confirmation.raw, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    expect(plainText(confirmation.raw)).toContain(`${SITE}/newsletter/unsubscribe?token=`);

    // Staff send an issue.
    const editor = addUser(server.dbPath, "newsletter", ["content"]);
    const desk = await (
      await browser.newContext({ viewport: { width: 1440, height: 900 } })
    ).newPage();
    await signInAs(desk, editor, base);
    await desk.goto(`${base}/desk/newsletter`);
    await expect(desk.getByTestId("subscriber-count")).toHaveText(newsletterDesk.subscribers(2));
    const send = async (subject: string) => {
      await desk.getByLabel(newsletterDesk.subject).fill(subject);
      await desk.getByLabel(newsletterDesk.body).fill(`Dear reader,\n\n${subject}: what changed.`);
      await desk.getByRole("button", { name: newsletterDesk.send }).click();
    };
    // Checked on the server: an empty text is refused with its message.
    await desk.getByLabel(newsletterDesk.subject).fill("Empty");
    await desk.getByRole("button", { name: newsletterDesk.send }).click();
    await expect(desk.getByText(newsletterDesk.bodyRequired)).toBeVisible();
    await send(`November issue ${run}`);
    await expect(desk.getByRole("status")).toHaveText(newsletterDesk.sent(2, 0));
    await expect(desk.getByRole("cell", { name: `November issue ${run}` })).toBeVisible();
    await desk.screenshot({
      path: testInfo.outputPath("desk-newsletter-1440.png"),
      fullPage: true,
    });
    await desk.setViewportSize({ width: 390, height: 844 });
    await desk.screenshot({ path: testInfo.outputPath("desk-newsletter-390.png"), fullPage: true });
    await desk.setViewportSize({ width: 1440, height: 900 });

    const issueOf = (address: string, subject: string) =>
      to(address).filter((m) => header(m.raw, "Subject") === subject);
    await expect.poll(() => issueOf(reader, `November issue ${run}`).length).toBe(1);
    const mail = issueOf(reader, `November issue ${run}`)[0]!;
    const listUnsubscribe = header(mail.raw, "List-Unsubscribe");
    expect(listUnsubscribe).toMatch(
      /^<https:\/\/www\.lab\.example\/newsletter\/unsubscribe\?token=[A-Za-z0-9_-]{43}>$/,
    );
    expect(header(mail.raw, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    const unsubscribe = new URL(listUnsubscribe.slice(1, -1));
    expect(plainText(mail.raw)).toContain(unsubscribe.toString());

    // Opening the link changes nothing; a mail program's one-click POST unsubscribes.
    const here = `${base}${unsubscribe.pathname}${unsubscribe.search}`;
    const opened = await page.request.get(here);
    expect(opened.status()).toBe(200);
    expect(await opened.text()).toContain(unsubscribeWords.button);
    const clicked = await page.request.post(here, {
      headers: { "content-type": "application/x-www-form-urlencoded" },
      data: "List-Unsubscribe=One-Click",
    });
    expect(clicked.status()).toBe(200);
    expect(await clicked.text()).toContain("Unsubscribed");

    // The person's choices (the link under every newsletter): the consent and its withdrawal.
    const choices = new URL(
      /https:\/\/www\.lab\.example\/privacy\/choices\?token=[A-Za-z0-9_-]{43}/.exec(
        plainText(mail.raw),
      )![0],
    );
    await page.goto(`${base}${choices.pathname}${choices.search}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(choicesWords.heading);
    await expect(page.getByText(choicesWords.notSubscribed)).toBeVisible();
    await expect(
      page.getByRole("listitem").filter({ hasText: choicesWords.withdrawn }),
    ).toHaveCount(1);
    await expect(page.getByRole("listitem").filter({ hasText: choicesWords.given })).toHaveCount(1);
    await page.screenshot({ path: testInfo.outputPath("choices-1440.png"), fullPage: true });

    // The next issue reaches the other subscriber and not the one who left.
    await desk.goto(`${base}/desk/newsletter`);
    await expect(desk.getByTestId("subscriber-count")).toHaveText(newsletterDesk.subscribers(1));
    await send(`December issue ${run}`);
    await expect(desk.getByRole("status")).toHaveText(newsletterDesk.sent(1, 0));
    await expect.poll(() => issueOf(other, `December issue ${run}`).length).toBe(1);
    expect(issueOf(reader, `December issue ${run}`)).toEqual([]);
  } finally {
    await server?.stop();
    await sink.close();
  }
});
