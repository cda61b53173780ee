import { expect, test, type Page } from "@playwright/test";
import { certificates, certificateWords } from "@/content/certificates";
import { certificateDesk, desk } from "@/content/desk";
import { certificateStanding } from "@/lib/certificateStanding";
import { todayInKolkata } from "@/lib/clock";
import { formatLongDateIN } from "@/lib/format";
import { expectNoAxeViolations } from "./axe";
import { addUser } from "./deskStaff";
import { daysFromToday, signInAt, signInRequest } from "./openingsDesk";
import { startServer, type OwnServer } from "./ownServer";

/**
 * An administrator keeps the accreditation certificates' numbers and dates on
 * the desk; the About and home pages, the structured data, the drawing, the
 * brochure and the desk's renewal notice follow with no rebuild, and the
 * change can be undone. On a server of its own (one per
 * project and worker), so the suite's certificates stay the seed.
 */

test.describe.configure({ mode: "default" });

let server: OwnServer;
let admin: string;

test.beforeAll(async () => {
  server = await startServer({});
  admin = addUser(server.dbPath, "certificates-admin", ["admin"]);
});
test.afterAll(async () => server?.stop());

const NABL = certificates[0]!;
const NEW_NUMBER = "TC-12001";
const words = certificateDesk;

/** What a figure says of the seed's NABL certificate today: its date, or "Renewal in progress" once past it. */
const seedStanding = () =>
  certificateStanding(NABL, todayInKolkata()).valid
    ? certificateWords.validUntil(formatLongDateIN(NABL.validUntil))
    : certificateWords.renewal;

/** The About page's figure of a certificate, by its name in the caption. */
const aboutFigure = (page: Page, name: string) =>
  page.getByRole("figure").filter({ hasText: name });

/** The home page's structured data of the lab (its @type names LocalBusiness among others). */
async function business(page: Page) {
  await page.goto(`${server.url}/`);
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const lab = blocks
    .map((b) => JSON.parse(b) as Record<string, unknown>)
    .find((thing) => ([] as unknown[]).concat(thing["@type"]).includes("LocalBusiness"));
  return lab as { hasCertification: Record<string, string>[] };
}

/** The count on the start page's line for certificates to renew (0 when it has none). */
async function toRenew(page: Page): Promise<number> {
  await page.goto(`${server.url}/desk/start`);
  const line = page.locator('[data-attention="certificates"]');
  if ((await line.count()) === 0) return 0;
  return Number(await line.locator("span").first().textContent());
}

test("an admin changes a certificate's number and last valid day; the site, its data, drawing and brochure follow, and Undo brings the old values back", async ({
  page,
}, testInfo) => {
  const until = daysFromToday(20);
  await signInAt(page, server.url, admin);
  const renewBefore = await toRenew(page);

  // The list: every certificate with the values the site shows.
  await page.goto(`${server.url}/desk/certificates`);
  await expect(page.getByRole("heading", { level: 1, name: words.list.heading })).toBeVisible();
  await expect(page.getByRole("navigation", { name: desk.title })).toContainText(words.nav);
  const row = page.getByRole("row").filter({ has: page.getByRole("link", { name: NABL.name }) });
  await expect(row).toContainText(formatLongDateIN(NABL.validUntil));
  await expectNoAxeViolations(page);
  await page.screenshot({
    path: testInfo.outputPath(`certificates-list-${testInfo.project.name}.png`),
    fullPage: true,
  });

  // Its page: the form, the picture, the seed's version.
  await row.getByRole("link", { name: NABL.name }).click();
  await expect(page.getByRole("heading", { level: 1, name: NABL.name })).toBeVisible();
  await expect(page.getByLabel(words.fields.number)).toHaveValue(NABL.number);
  await expect(page.getByLabel(words.fields.validUntil)).toHaveValue(NABL.validUntil);
  const versions = page.getByRole("table", { name: words.history.caption }).getByRole("row");
  await expect(versions).toHaveCount(2); // the heading's row and the seed's

  // The server refuses a last valid day before the issue date, says so, and keeps nothing.
  await page.getByLabel(words.fields.validUntil).fill("2025-01-01");
  await page.getByRole("button", { name: words.edit.save }).click();
  await expect(page.getByRole("alert")).toContainText(words.edit.errors);
  await expect(page.getByRole("alert")).toContainText(words.problems.order);
  await expect(page.getByLabel(words.fields.validUntil)).toHaveAttribute("aria-invalid", "true");
  await expect(versions).toHaveCount(2);

  await page.getByLabel(words.fields.number).fill(NEW_NUMBER);
  await page.getByLabel(words.fields.validUntil).fill(until);
  await page.getByRole("button", { name: words.edit.save }).click();
  await expect(page).toHaveURL(/done=saved/);
  const status = page.getByRole("status");
  await expect(status).toContainText(words.done.saved);
  await expect(status).toContainText(`${words.fields.number}: ${NABL.number} → ${NEW_NUMBER}`);
  await expect(status).toContainText(
    `${words.fields.validUntil}: ${formatLongDateIN(NABL.validUntil)} → ${formatLongDateIN(until)}`,
  );
  await expect(versions).toHaveCount(3);
  await expect(versions.nth(1)).toContainText(words.history.current);
  await expect(versions.nth(1)).toContainText(admin);
  const picture = page.getByRole("img", { name: NABL.picture.alt });
  await expect(picture).toHaveAttribute(
    "src",
    /^\/images\/certificates\/certificate-1-[0-9a-f]{16}\.svg$/,
  );
  await expectNoAxeViolations(page);
  await page.screenshot({
    path: testInfo.outputPath(`certificate-saved-${testInfo.project.name}.png`),
    fullPage: true,
  });
  const saved = page.url();

  // The About page: the new date in the caption, the new drawing with the new number and dates.
  await page.goto(`${server.url}/about`);
  const figure = aboutFigure(page, NABL.name);
  await expect(figure).toContainText(`Valid until ${formatLongDateIN(until)}`);
  // The picture's alt is empty: the caption names it.
  const src = await figure.locator("img").getAttribute("src");
  expect(src).toMatch(/^\/images\/certificates\/certificate-1-[0-9a-f]{16}\.svg$/);
  const drawing = await page.request.get(`${server.url}${src}`);
  expect(drawing.status()).toBe(200);
  expect(drawing.headers()["content-type"]).toBe("image/svg+xml");
  const svg = await drawing.text();
  expect(svg).toContain(NEW_NUMBER);
  expect(svg).toContain(`${formatLongDateIN(NABL.issued)} – ${formatLongDateIN(until)}`);
  expect(svg).not.toContain(NABL.number);

  // The home page: the structured data and the slider; the brochure the server built again.
  const lab = await business(page);
  expect(lab.hasCertification[0]).toMatchObject({
    name: NABL.name,
    certificationIdentification: NEW_NUMBER,
    validFrom: NABL.issued,
    expires: until,
    certificationStatus: "https://schema.org/CertificationActive",
  });
  await expect(page.getByRole("region", { name: "Our certificates" })).toContainText(
    `Valid until ${formatLongDateIN(until)}`,
  );
  const brochure = await page.locator("a[download]").first().getAttribute("href");
  expect(brochure).toMatch(/^\/brochure\/[0-9a-f]{16}\.pdf$/);
  const pdf = await page.request.get(`${server.url}${brochure}`);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");

  // The desk: the renewal notice names the new number and date; the start page counts it.
  expect(await toRenew(page)).toBe(renewBefore + 1);
  const notice = page.getByRole("region", { name: desk.certificates.heading });
  await expect(notice).toContainText(
    `${NABL.name} (${NEW_NUMBER}) is valid until ${formatLongDateIN(until)}, 20 days from now.`,
  );
  await expect(notice.getByRole("link", { name: desk.certificates.updateLink })).toHaveAttribute(
    "href",
    "/desk/certificates",
  );

  // The audit log says it in words, naming the certificate.
  await page.goto(`${server.url}/desk/audit`);
  await expect(
    page.getByRole("row").filter({ hasText: desk.audit.actions["certificate saved"]! }),
  ).toContainText(`“${NABL.name}”: certificate number ${NABL.number} → ${NEW_NUMBER}`);

  // Undo: the old number and date everywhere, the drawing in public/ again.
  await page.goto(saved);
  await page.getByRole("button", { name: words.done.undo }).click();
  await expect(page).toHaveURL(/done=restored/);
  await expect(page.getByRole("status")).toContainText(
    `${words.fields.number}: ${NEW_NUMBER} → ${NABL.number}`,
  );
  await expect(page.getByLabel(words.fields.number)).toHaveValue(NABL.number);
  await expect(versions).toHaveCount(4);
  await page.goto(`${server.url}/about`);
  await expect(aboutFigure(page, NABL.name)).toContainText(seedStanding());
  await expect(aboutFigure(page, NABL.name).locator("img")).toHaveAttribute(
    "src",
    NABL.picture.src,
  );
  expect((await page.request.get(`${server.url}${src}`)).status()).toBe(404);
  expect((await business(page)).hasCertification[0]).toMatchObject({
    certificationIdentification: NABL.number,
    expires: NABL.validUntil,
  });
  expect(await toRenew(page)).toBe(renewBefore);

  // Any version can be put back from the list of saved versions: the second (the new number)
  // again, then the first (the seed's).
  await page.goto(`${server.url}/desk/certificates/edit?id=${NABL.id}`);
  await page.getByRole("button", { name: words.history.restoreLabel(2) }).click();
  await expect(page.getByRole("status")).toContainText(words.done.restored(2));
  await expect(page.getByLabel(words.fields.number)).toHaveValue(NEW_NUMBER);
  await page.goto(`${server.url}/about`);
  await expect(aboutFigure(page, NABL.name)).toContainText(
    `Valid until ${formatLongDateIN(until)}`,
  );
  await page.goto(`${server.url}/desk/certificates/edit?id=${NABL.id}`);
  await page.getByRole("button", { name: words.history.restoreLabel(1) }).click();
  await expect(page.getByLabel(words.fields.number)).toHaveValue(NABL.number);
  await expect(page.getByLabel(words.fields.validUntil)).toHaveValue(NABL.validUntil);
});

test("accounts without the admin role are refused the certificates, reading and posting, and change nothing", async ({
  playwright,
}) => {
  const edit = `${server.url}/desk/certificates/edit?id=${NABL.id}`;
  for (const role of ["leads", "quality"]) {
    const staff = await playwright.request.newContext();
    await signInRequest(staff, server.url, addUser(server.dbPath, `certificates-${role}`, [role]));
    for (const path of [`${server.url}/desk/certificates`, edit]) {
      const read = await staff.get(path, { maxRedirects: 0 });
      expect(read.status(), `GET ${path} as ${role}`).toBe(403);
      expect(await read.text()).toContain(desk.forbidden.heading);
    }
    const posted = await staff.post(edit, {
      form: { action: "save", number: "TC-66666", issued: NABL.issued, validUntil: "2029-01-01" },
      maxRedirects: 0,
    });
    expect(posted.status(), `POST as ${role}`).toBe(403);
    const restore = await staff.post(edit, {
      form: { action: "restore", version: "1" },
      maxRedirects: 0,
    });
    expect(restore.status(), `restore as ${role}`).toBe(403);
    await staff.dispose();
  }
  // Nothing changed: the About page shows the number and date as they were.
  const about = await (await fetch(`${server.url}/about`)).text();
  expect(about).not.toContain("TC-66666");
  expect(about).toContain(seedStanding());
});
