import { spawn } from "node:child_process";
import { once } from "node:events";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { expect, test } from "@playwright/test";
import { certificates } from "@/content/certificates";
import { site } from "@/content/site";
import { todayInKolkata, yearInKolkata } from "@/lib/clock";
import { formatLongDateIN } from "@/lib/format";
import { ownDatabasePath, root, startServer } from "./ownServer";

/**
 * What a built site tells a buyer about its standing and where it lives: the
 * certificates' dates and the year read from the server's clock when a page is
 * asked for, the public origin from SITE_URL when the server starts, honest
 * status lines. Servers of their own.
 */

const fakeClock = pathToFileURL(resolve(root, "tests/fixtures/fakeClock.mjs")).href;

/** The visible text of a page's HTML, tags dropped. */
const textOf = (html: string) =>
  html
    .replace(/<script[^]*?<\/script>|<style[^]*?<\/style>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );

test("unknown ids answer 404 Not Found in the status line, like unknown paths", async ({
  request,
}) => {
  for (const path of [
    "/service-details?id=nope",
    "/service-steps?id=nope",
    "/blog-details?id=x",
    "/no-such-page",
  ]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(response.statusText(), path).toBe("Not Found");
  }
});

test("the footer's year and the certificates' standing come from the clock when the page is asked for", async () => {
  // A built site left running into a later year: the NABL certificates have lapsed, the ISO 9001 one has not.
  const server = await startServer({
    NODE_OPTIONS: `--import ${fakeClock}`,
    FAKE_NOW: "2028-04-02T06:00:00Z",
  });
  try {
    const about = textOf(await (await fetch(`${server.url}/about`)).text());
    expect(about).toContain(`© 2028 ${site.name}`);
    const home = await (await fetch(`${server.url}/`)).text();
    expect(textOf(home)).toContain(`© 2028 ${site.name}`);
    for (const text of [about, textOf(home)]) {
      for (const c of certificates) {
        const lapsed = c.validUntil < "2028-04-02";
        const line = `${c.name} ${lapsed ? "Renewal in progress" : `Valid until ${formatLongDateIN(c.validUntil)}`}`;
        expect(text, c.name).toContain(line);
      }
    }
    expect(certificates.some((c) => c.validUntil < "2028-04-02")).toBe(true);
    expect(certificates.some((c) => c.validUntil >= "2028-04-02")).toBe(true);
    const business = jsonLd(home).find((d) => d["@id"]) as {
      hasCertification: { certificationIdentification: string; certificationStatus: string }[];
    };
    for (const c of certificates) {
      const entry = business.hasCertification.find(
        (e) => e.certificationIdentification === c.number,
      );
      expect(entry?.certificationStatus, c.number).toBe(
        c.validUntil < "2028-04-02"
          ? "https://schema.org/CertificationInactive"
          : "https://schema.org/CertificationActive",
      );
    }
  } finally {
    await server.stop();
  }
});

test("a certificate says until when through its last day in India, and 'Renewal in progress' from the next (server clock set)", async () => {
  // The certificate that lapses first, on either side of midnight in India after its last day.
  const first = [...certificates].sort((a, b) => a.validUntil.localeCompare(b.validUntil))[0]!;
  const lastDay = new Date(`${first.validUntil}T00:00:00Z`);
  const at = (days: number, utcTime: string) =>
    `${new Date(lastDay.getTime() + days * 86_400_000).toISOString().slice(0, 10)}T${utcTime}Z`;
  const moments = [
    // 23:30 on its last day in India: still valid, until that day.
    {
      now: at(0, "18:00:00"),
      line: `${first.name} Valid until ${formatLongDateIN(first.validUntil)}`,
    },
    // 00:30 the next day in India (still its last day in UTC): renewal in progress.
    { now: at(0, "19:00:00"), line: `${first.name} Renewal in progress` },
  ];
  for (const [i, { now, line }] of moments.entries()) {
    const server = await startServer({
      NODE_OPTIONS: `--import ${fakeClock}`,
      FAKE_NOW: now,
    });
    try {
      for (const path of ["/", "/about"]) {
        const html = await (await fetch(`${server.url}${path}`)).text();
        expect(textOf(html), `${path} at ${now}`).toContain(line);
      }
      const business = jsonLd(await (await fetch(`${server.url}/`)).text()).find(
        (d) => d["@id"],
      ) as {
        hasCertification: { certificationIdentification: string; certificationStatus: string }[];
      };
      expect(
        business.hasCertification.find((e) => e.certificationIdentification === first.number)
          ?.certificationStatus,
        now,
      ).toBe(
        i === 0
          ? "https://schema.org/CertificationActive"
          : "https://schema.org/CertificationInactive",
      );
    } finally {
      await server.stop();
    }
  }
});

test("today, each certificate says until when (or that its renewal is in progress); the footer says this year", async ({
  request,
}) => {
  // Whatever today is in India: a certificate is valid through its last day. A lapsed one is the
  // desk's notice to the admins (lib/certificates.ts expiringWithin), never a failing test.
  const today = todayInKolkata();
  const current = (c: (typeof certificates)[number]) => today <= c.validUntil;
  for (const path of ["/", "/about"]) {
    const text = textOf(await (await request.get(path)).text());
    expect(text, path).toContain(`© ${yearInKolkata()} ${site.name}`);
    for (const c of certificates)
      expect(text, `${path}: ${c.name}`).toContain(
        current(c)
          ? `${c.name} Valid until ${formatLongDateIN(c.validUntil)}`
          : `${c.name} Renewal in progress`,
      );
  }
  const business = jsonLd(await (await request.get("/")).text()).find((d) => d["@id"]) as {
    hasCertification: Record<string, string>[];
  };
  expect(business.hasCertification).toEqual(
    certificates.map((c) =>
      expect.objectContaining({
        certificationIdentification: c.number,
        validFrom: c.issued,
        expires: c.validUntil,
        certificationStatus: current(c)
          ? "https://schema.org/CertificationActive"
          : "https://schema.org/CertificationInactive",
      }),
    ),
  );
});

test("started with SITE_URL, a site built once names that origin everywhere and never localhost", async () => {
  const origin = "https://example-lab.test";
  const server = await startServer({ SITE_URL: origin });
  try {
    for (const path of ["/", "/about", "/gallery", "/career", "/service-details?id=Cables"]) {
      const html = await (await fetch(server.url + path)).text();
      const canonical = /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
      expect(canonical, path).toBe(origin + path.replace(/&/g, "&amp;"));
      expect(/<meta property="og:url" content="([^"]*)"/.exec(html)?.[1], path).toBe(canonical);
      expect(/<meta property="og:image" content="([^"]*)"/.exec(html)?.[1], path).toBe(
        `${origin}/opengraph-image`,
      );
      for (const data of jsonLd(html)) expect(JSON.stringify(data), path).toContain(`"${origin}/`);
      expect(html, path).not.toMatch(/localhost|127\.0\.0\.1/);
    }
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    const locs = [...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);
    expect(locs.length).toBeGreaterThan(40);
    for (const loc of locs) expect(loc.startsWith(`${origin}/`), loc).toBe(true);
    const robots = await (await fetch(`${server.url}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`);
    expect(robots).not.toContain("localhost");
  } finally {
    await server.stop();
  }
});

test("the production server warns at start when SITE_URL is missing, and not when it is set", async () => {
  const startAndRead = async (env: Record<string, string | undefined>) => {
    const child = spawn(process.execPath, ["scripts/serve.mjs"], {
      cwd: root,
      env: {
        ...process.env,
        PORT: "0",
        HOST: "127.0.0.1",
        DATABASE_PATH: ownDatabasePath(),
        ...env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk));
    await expect
      .poll(() => output, { timeout: 20_000 })
      .toMatch(/site on http:\/\/127\.0\.0\.1:\d+/);
    child.kill();
    if (child.exitCode === null) await once(child, "exit");
    return output;
  };
  const { SITE_URL: _unset, ...withoutSiteUrl } = process.env;
  void _unset;
  const missing = await startAndRead({ ...withoutSiteUrl, SITE_URL: "" });
  expect(missing).toMatch(/SITE_URL is not set/);
  const set = await startAndRead({ SITE_URL: "https://example-lab.test" });
  expect(set).not.toMatch(/SITE_URL/);
});
