import { describe, expect, it, vi } from "vitest";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { contentChanged } from "@/lib/site/contentChanged";
import { privacyPolicy } from "@/content/hi/privacy";
import { smallestBrotliSettled } from "./encodings";
import { createPageCache, MAX_PAGES, MAX_QUERY_PAGES } from "./pageCache";

const html = (body: string, init: ResponseInit = {}) =>
  new Response(body, {
    status: 200,
    ...init,
    headers: { "content-type": "text/html", "content-security-policy": "x", ...init.headers },
  });
const get = (path: string, method = "GET") => ({
  method,
  url: new URL(path, "http://lab.test"),
});

describe("the day's page cache", () => {
  it("renders a page once a day and answers the same page, headers and all, from memory", async () => {
    const cache = createPageCache();
    let n = 0;
    const render = vi.fn(async () => html(`page ${++n}`));
    const first = await cache.serve(get("/about"), "2026-11-25", render);
    const second = await cache.serve(get("/about"), "2026-11-25", render);
    expect(await first.text()).toBe("page 1");
    expect(await second.text()).toBe("page 1");
    expect(second.headers.get("content-security-policy")).toBe("x");
    expect(render).toHaveBeenCalledTimes(1);
    expect(await (await cache.serve(get("/about"), "2026-11-26", render)).text()).toBe("page 2");
  });

  it("never keeps what may differ: queries, other methods, the desk, the API, errors, cookies, files", async () => {
    const cache = createPageCache();
    const cases: [ReturnType<typeof get>, () => Response][] = [
      [get("/about?utm_source=x"), () => html("q")],
      [get("/message-sent?ref=MET-1"), () => html("ref")],
      [get("/about", "POST"), () => html("post")],
      [get("/desk/lead"), () => html("desk")],
      [get("/api/health"), () => html("api")],
      // A report's page is for the one who scanned it (and counts each check).
      [get("/verify"), () => html("verify")],
      [get(`/verify/${"A".repeat(24)}`), () => html("a report")],
      [get("/nope"), () => html("missing", { status: 404 })],
      [get("/gallery"), () => html("cookie", { headers: { "set-cookie": "a=b" } })],
      [
        get("/robots.txt"),
        () => new Response("text", { headers: { "content-type": "text/plain" } }),
      ],
    ];
    for (const [request, make] of cases) {
      const render = vi.fn(async () => make());
      await cache.serve(request, "2026-11-25", render);
      await cache.serve(request, "2026-11-25", render);
      expect(render, request.url.href).toHaveBeenCalledTimes(2);
    }
  });
});

describe("the page cache and the desk", () => {
  it("renders kept pages afresh after contentChanged(), and keeps no page rendered across a change", async () => {
    const cache = createPageCache();
    let n = 0;
    const render = async () => html(`page ${++n}`);
    expect(await (await cache.serve(get("/career"), "2026-11-25", render)).text()).toBe("page 1");
    contentChanged();
    expect(await (await cache.serve(get("/career"), "2026-11-25", render)).text()).toBe("page 2");
    const straddling = async () => {
      contentChanged();
      return html(`page ${++n}`);
    };
    contentChanged();
    expect(await (await cache.serve(get("/career"), "2026-11-25", straddling)).text()).toBe(
      "page 3",
    );
    expect(await (await cache.serve(get("/career"), "2026-11-25", render)).text()).toBe("page 4");
  });
});

describe("pages chosen by their query", () => {
  /** The site's own links, as lib/routes/keptQueries.ts says in the server. */
  const siteLinks = new Set(["/service-details?id=Cables", "/service-details?id=Conductor"]);
  const keepsQuery = (url: URL) => siteLinks.has(url.pathname + url.search);

  it("keeps one page per site link whose query picks the page", async () => {
    const cache = createPageCache({ keepsQuery });
    const render = vi.fn(async () => html(`page ${render.mock.calls.length}`));
    const cables = await cache.serve(get("/service-details?id=Cables"), "2026-11-25", render);
    const conductor = await cache.serve(get("/service-details?id=Conductor"), "2026-11-25", render);
    const again = await cache.serve(get("/service-details?id=Cables"), "2026-11-25", render);
    expect([await cables.text(), await conductor.text(), await again.text()]).toEqual([
      "page 1",
      "page 2",
      "page 1",
    ]);
    expect(render).toHaveBeenCalledTimes(2);
  });

  it("renders every time a query the rule does not name: an unknown parameter, another spelling", async () => {
    const cache = createPageCache({ keepsQuery });
    for (const address of [
      "/service-details?id=Cables&utm_source=x",
      "/service-details?id=cables",
      "/contact?service=Anything",
    ]) {
      const render = vi.fn(async () => html("page"));
      await cache.serve(get(address), "2026-11-25", render);
      await cache.serve(get(address), "2026-11-25", render);
      expect(render, address).toHaveBeenCalledTimes(2);
    }
  });

  it("waits for a rule that looks in the database, keeping only the links it says yes to", async () => {
    // As lib/routes/siteLookups.ts answers: from the store, asynchronously.
    const cache = createPageCache({ keepsQuery: async (url) => keepsQuery(url) });
    for (const [address, renders] of [
      ["/service-details?id=Cables", 1],
      ["/service-details?id=cables", 2],
    ] as const) {
      const render = vi.fn(async () => html("page"));
      await cache.serve(get(address), "2026-11-25", render);
      await cache.serve(get(address), "2026-11-25", render);
      expect(render, address).toHaveBeenCalledTimes(renders);
    }
  });

  it("1,000 made-up query strings leave every kept plain page in the cache", async () => {
    // The worst case: a rule that would keep every query page it is asked about.
    for (const rule of [keepsQuery, () => true]) {
      const cache = createPageCache({ keepsQuery: rule });
      const render = vi.fn(async () => html("page"));
      const plain = Array.from({ length: 50 }, (_, i) => `/page-${i}`);
      for (const path of plain) await cache.serve(get(path), "2026-11-25", render);
      for (let i = 0; i < 1000; i++)
        await cache.serve(get(`/service-details?id=Cables&x=${i}`), "2026-11-25", render);
      for (let i = 0; i < 1000; i++)
        await cache.serve(get(`/blog-details?id=made-up-${i}`), "2026-11-25", render);
      render.mockClear();
      for (const path of plain) await cache.serve(get(path), "2026-11-25", render);
      expect(render).not.toHaveBeenCalled();
    }
  });

  it("holds at most MAX_PAGES plain pages; the least recently asked for leaves first", async () => {
    const cache = createPageCache();
    const render = vi.fn(async () => html("page"));
    const ask = (id: number) => cache.serve(get(`/page-${id}`), "2026-11-25", render);
    await ask(0);
    for (let id = 1; id < MAX_PAGES; id++) await ask(id);
    await ask(0); // asked again: now the most recent
    await ask(MAX_PAGES); // one too many: page 1 leaves
    render.mockClear();
    await ask(0);
    await ask(2);
    expect(render).not.toHaveBeenCalled();
    await ask(1);
    expect(render).toHaveBeenCalledTimes(1);
  });

  it("holds at most MAX_QUERY_PAGES query pages apart from the plain ones", async () => {
    expect(MAX_QUERY_PAGES).toBeLessThan(MAX_PAGES);
    const cache = createPageCache({ keepsQuery: () => true });
    const render = vi.fn(async () => html("page"));
    const ask = (id: number) => cache.serve(get(`/blog-details?id=${id}`), "2026-11-25", render);
    await ask(0);
    for (let id = 1; id < MAX_QUERY_PAGES; id++) await ask(id);
    await ask(0);
    await ask(MAX_QUERY_PAGES); // one too many: id 1 leaves
    render.mockClear();
    await ask(0);
    await ask(2);
    expect(render).not.toHaveBeenCalled();
    await ask(1);
    expect(render).toHaveBeenCalledTimes(1);
  });
});

describe("kept pages on the wire", () => {
  it("answers in the encoding the browser prefers, compressed once when kept", async () => {
    const cache = createPageCache();
    const page = "<p>kept</p>".repeat(500);
    const render = vi.fn(async () => html(page));
    const ask = (acceptEncoding: string | null) =>
      cache.serve({ ...get("/about"), acceptEncoding }, "2026-11-25", render);
    const br = await ask("gzip, deflate, br");
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("vary")).toMatch(/Accept-Encoding/i);
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(page);
    const gz = await ask("br;q=0, gzip");
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(page);
    const plain = await ask(null);
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(page);
    expect(render).toHaveBeenCalledTimes(1);
  });

  it("answers later with the page's smallest brotli, made once after the first answer", async () => {
    const cache = createPageCache();
    // A page's words (the Hindi privacy policy): quality 11 finds what quality 7 leaves.
    const page = privacyPolicy.sections
      .map((section) => `<section><h2>${section.heading}</h2>${JSON.stringify(section)}</section>`)
      .join("");
    const render = vi.fn(async () => html(page));
    const ask = () =>
      cache.serve({ ...get("/hi/career"), acceptEncoding: "br" }, "2026-11-25", render);
    const first = Buffer.from(await (await ask()).arrayBuffer());
    await smallestBrotliSettled();
    const later = Buffer.from(await (await ask()).arrayBuffer());
    expect(brotliDecompressSync(later).toString()).toBe(page);
    expect(later.length).toBeLessThan(first.length);
    expect(render).toHaveBeenCalledTimes(1);
  });
});
