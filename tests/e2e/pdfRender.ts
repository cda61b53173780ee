import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Browser } from "@playwright/test";
import { root } from "./ownServer";

const ORIGIN = "https://pdfjs.test";
const build = join(root, "node_modules/pdfjs-dist/build");
const PAGE = `<!doctype html><title>render</title><script type="module">
import * as pdfjs from "/pdf.mjs";
pdfjs.GlobalWorkerOptions.workerSrc = "/pdf.worker.mjs";
window.renderFirstPage = async (base64, scale) => {
  const data = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  const page = await (await pdfjs.getDocument({ data }).promise).getPage(1);
  const viewport = page.getViewport({ scale });
  const canvas = document.createElement("canvas");
  canvas.width = viewport.width;
  canvas.height = viewport.height;
  await page.render({ canvas, canvasContext: canvas.getContext("2d"), viewport }).promise;
  return canvas.toDataURL("image/png");
};
window.ready = true;
</script>`;

/**
 * Page 1 of a PDF as a PNG, drawn by pdf.js (pdfjs-dist) in the test's
 * Chromium: what a reader of the PDF sees, not what the file holds.
 */
export async function renderFirstPage(browser: Browser, pdf: Uint8Array, scale = 3) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.route(`${ORIGIN}/**`, (route) => {
    const path = new URL(route.request().url()).pathname;
    if (path === "/") return route.fulfill({ contentType: "text/html", body: PAGE });
    return route.fulfill({
      contentType: "text/javascript",
      body: readFileSync(join(build, path.replace(/^\/+/, "").replace(/[^\w.-]/g, ""))),
    });
  });
  await page.goto(`${ORIGIN}/`);
  await page.waitForFunction(() => (window as unknown as { ready?: boolean }).ready === true);
  const dataUrl = await page.evaluate(
    ([base64, s]) =>
      (
        window as unknown as { renderFirstPage: (b: string, s: number) => Promise<string> }
      ).renderFirstPage(base64, s),
    [Buffer.from(pdf).toString("base64"), scale] as const,
  );
  await context.close();
  return Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ""), "base64");
}
