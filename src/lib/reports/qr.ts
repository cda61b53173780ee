import QRCode from "qrcode";
import sharp from "sharp";

/**
 * The report's QR code: error correction M (a scuffed print still scans), the
 * standard 4-module quiet zone. The PNG is 600 px wide, tagged 600 dpi: one
 * inch on paper, sharp on a laser print.
 */
export const QR_OPTIONS = { errorCorrectionLevel: "M", margin: 4 } as const;
const OPTIONS = QR_OPTIONS;

export const qrSvg = (url: string) => QRCode.toString(url, { ...OPTIONS, type: "svg" });

export async function qrPng(url: string): Promise<Buffer> {
  const png = await QRCode.toBuffer(url, { ...OPTIONS, type: "png", width: 600 });
  return sharp(png).withMetadata({ density: 600 }).png().toBuffer();
}
