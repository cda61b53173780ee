import { describe, expect, it, vi } from "vitest";
import { gunzipSync } from "node:zlib";
import { contentChanged } from "@/lib/site/contentChanged";
import { createFrameCache, FRAME_SLOT } from "./pageFrame";

const frame = (n: number, init: ResponseInit = {}) =>
  new Response(`<header>frame ${n}</header><main>${FRAME_SLOT}</main>`, {
    status: 200,
    ...init,
    headers: { "content-type": "text/html", "content-security-policy": "x", ...init.headers },
  });

const on = (today: string) => ({ today });

const renderer = () => {
  let n = 0;
  return vi.fn(async () => frame(++n));
};

describe("a page's kept frame", () => {
  it("renders the frame once and fills each request's own part, status and headers", async () => {
    const cache = createFrameCache({ keep: true });
    const render = renderer();
    const found = await cache.answer(on("2026-11-26"), render, {
      html: "<p>ULR-A</p>",
      status: 200,
    });
    const missing = await cache.answer(on("2026-11-26"), render, {
      html: "<p>No such report</p>",
      status: 404,
      headers: { "retry-after": "60" },
    });
    expect(await found.text()).toBe("<header>frame 1</header><main><p>ULR-A</p></main>");
    expect(await missing.text()).toBe("<header>frame 1</header><main><p>No such report</p></main>");
    expect(missing.status).toBe(404);
    expect(missing.headers.get("retry-after")).toBe("60");
    expect(missing.headers.get("content-security-policy")).toBe("x");
    expect(render).toHaveBeenCalledTimes(1);
  });

  it("renders the frame afresh on a new India day and after a desk change", async () => {
    const cache = createFrameCache({ keep: true });
    const render = renderer();
    const part = { html: "", status: 200 };
    await cache.answer(on("2026-11-26"), render, part);
    expect(await (await cache.answer(on("2026-11-27"), render, part)).text()).toContain("frame 2");
    contentChanged();
    expect(await (await cache.answer(on("2026-11-27"), render, part)).text()).toContain("frame 3");
    expect(await (await cache.answer(on("2026-11-27"), render, part)).text()).toContain("frame 3");
  });

  it("does not keep a frame rendered while the desk changed something", async () => {
    const cache = createFrameCache({ keep: true });
    let n = 0;
    const render = vi.fn(async () => {
      n++;
      if (n === 1) contentChanged();
      return frame(n);
    });
    const part = { html: "", status: 200 };
    expect(await (await cache.answer(on("2026-11-26"), render, part)).text()).toContain("frame 1");
    expect(await (await cache.answer(on("2026-11-26"), render, part)).text()).toContain("frame 2");
    expect(await (await cache.answer(on("2026-11-26"), render, part)).text()).toContain("frame 2");
  });

  it("answers an error page as it is, and keeps nothing of it", async () => {
    const cache = createFrameCache({ keep: true });
    let n = 0;
    const render = vi.fn(async () =>
      ++n === 1 ? new Response("Server error", { status: 500 }) : frame(n),
    );
    const part = { html: "<p>part</p>", status: 200 };
    const failed = await cache.answer(on("2026-11-26"), render, part);
    expect(failed.status).toBe(500);
    expect(await failed.text()).toBe("Server error");
    expect(await (await cache.answer(on("2026-11-26"), render, part)).text()).toContain("frame 2");
  });

  it("answers gzip to a request that accepts it: the same page, its length said", async () => {
    const cache = createFrameCache({ keep: true });
    const render = renderer();
    const part = { html: "<p>ULR-TC114822600000412F – issued</p>", status: 200 };
    const plain = await cache.answer(on("2026-11-26"), render, part);
    const zipped = await cache.answer(
      { today: "2026-11-26", acceptEncoding: "gzip, deflate, br, zstd" },
      render,
      part,
    );
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(zipped.headers.get("content-encoding")).toBe("gzip");
    expect(zipped.headers.get("vary")).toContain("Accept-Encoding");
    const bytes = Buffer.from(await zipped.arrayBuffer());
    expect(Number(zipped.headers.get("content-length"))).toBe(bytes.byteLength);
    expect(gunzipSync(bytes).toString("utf8")).toBe(await plain.text());
    const refused = await cache.answer(
      { today: "2026-11-26", acceptEncoding: "gzip;q=0, br" },
      render,
      part,
    );
    expect(refused.headers.get("content-encoding")).toBeNull();
  });

  it("does not keep a frame that sets a cookie", async () => {
    const cache = createFrameCache({ keep: true });
    let n = 0;
    const render = vi.fn(async () => frame(++n, { headers: { "set-cookie": "a=b" } }));
    const part = { html: "", status: 200 };
    await cache.answer(on("2026-11-26"), render, part);
    await cache.answer(on("2026-11-26"), render, part);
    expect(render).toHaveBeenCalledTimes(2);
  });

  it("renders every time when told not to keep (the dev server)", async () => {
    const cache = createFrameCache({ keep: false });
    const render = renderer();
    const part = { html: "", status: 200 };
    await cache.answer(on("2026-11-26"), render, part);
    await cache.answer(on("2026-11-26"), render, part);
    expect(render).toHaveBeenCalledTimes(2);
  });

  it("refuses a frame without exactly one slot", async () => {
    const cache = createFrameCache({ keep: true });
    const part = { html: "", status: 200 };
    const page = (body: string) => async () =>
      new Response(body, { headers: { "content-type": "text/html" } });
    await expect(cache.answer(on("2026-11-26"), page("<main></main>"), part)).rejects.toThrow(
      /exactly one/,
    );
    await expect(
      cache.answer(on("2026-11-26"), page(FRAME_SLOT + FRAME_SLOT), part),
    ).rejects.toThrow(/exactly one/);
  });
});
