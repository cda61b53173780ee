// @vitest-environment node
import jsQR from "jsqr";
import { PNG } from "pngjs";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { qrPng, qrSvg } from "./qr";

const URL = "https://www.malwaelectrotest.in/verify/AbCdEfGhIjKlMnOpQrStUvWx";

describe("the report's QR code", () => {
  it("is a 600 px PNG at 600 dpi that decodes to the verification address", async () => {
    const png = await qrPng(URL);
    const meta = await sharp(png).metadata();
    expect(meta).toMatchObject({ format: "png", width: 600, height: 600, density: 600 });
    const image = PNG.sync.read(png);
    const decoded = jsQR(new Uint8ClampedArray(image.data), image.width, image.height);
    expect(decoded?.data).toBe(URL);
  });

  it("is an SVG too, for the report template", async () => {
    const svg = await qrSvg(URL);
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 (\d+) \1"/);
    // Rendered, it decodes to the same address.
    const raster = await sharp(Buffer.from(svg), { density: 300 })
      .resize(400)
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const decoded = jsQR(new Uint8ClampedArray(raster.data), raster.info.width, raster.info.height);
    expect(decoded?.data).toBe(URL);
  });
});
