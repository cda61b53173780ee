import { expect, type Page } from "@playwright/test";
import { portal } from "@/content/portal";
import { header, type Received } from "./smtpSink";

/**
 * A customer of the portal in a browser (issue 38): asks for a sign-in link on
 * /portal, finds it in the test's SMTP sink and is signed in by it.
 */

/**
 * The sign-in link in the newest e-mail to `to`, on the server at `base`; with
 * `after` (the sink's count before the link was asked for), only a newer e-mail
 * counts, so a link used before is never taken for the one on its way.
 */
export async function linkFor(
  sink: { messages: Received[] },
  base: string,
  to: string,
  after = 0,
): Promise<string> {
  let mail: Received | undefined;
  await expect
    .poll(() => (mail = sink.messages.findLast((m, i) => i >= after && m.to.includes(to))), {
      timeout: 15_000,
    })
    .toBeDefined();
  expect(header(mail!.raw, "Subject")).toContain("sign-in link");
  // A plain-text message, quoted-printable: soft line breaks joined, "=3D" read as "=".
  const text = mail!.raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
  const link = /https?:\/\/\S+\/portal\/sign-in\?token=[A-Za-z0-9_-]{43}/.exec(text);
  expect(link).not.toBeNull();
  const { pathname, search } = new URL(link![0]);
  return `${base}${pathname}${search}`;
}

/** "Send me a sign-in link" for an address, and the same answer whoever asks. */
export async function askForLink(page: Page, base: string, email: string) {
  await page.goto(`${base}/portal`);
  await page.getByLabel("E-mail").fill(email);
  await page.getByRole("button", { name: "Send me a sign-in link" }).click();
  await expect(page.getByRole("main").getByRole("status")).toHaveText(portal.signIn.sent);
}

/** Signs the page in as the address, by a link e-mailed to it and one press; lands on My reports. */
export async function signInCustomer(
  page: Page,
  sink: { messages: Received[] },
  base: string,
  email: string,
) {
  const before = sink.messages.length;
  await askForLink(page, base, email);
  await page.goto(await linkFor(sink, base, email, before));
  await page.getByRole("button", { name: portal.confirm.submit }).click();
  await expect(page).toHaveURL(`${base}/portal/reports`);
}

/**
 * My reports as the width shows them: the cards on a phone, the table on a wide
 * screen (the other is in the page but hidden), named by the list's order.
 */
export function reportList(page: Page, order: string = portal.reports.orders.newest) {
  const name = portal.reports.listLabel(order);
  const main = page.getByRole("main");
  return main.getByRole("list", { name }).or(main.getByRole("table", { name }));
}

/** The reports of the list shown, a card or a table row each, in the list's order. */
export const reportEntries = (page: Page, order?: string) =>
  reportList(page, order).locator(":scope > li, :scope > tbody > tr");

/** Searches My reports as a person does: on a phone the folded filters opened first. */
export async function searchReports(page: Page, text: string) {
  const search = page.getByLabel(portal.reports.search);
  if (!(await search.isVisible())) await page.getByRole("main").locator("summary").click();
  await search.fill(text);
  await page.getByRole("button", { name: portal.reports.apply }).click();
}
