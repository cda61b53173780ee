import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import Negotiator from "negotiator";

/**
 * A kept page compressed once, when it is kept, rather than on every answer
 * (brotli of a 130 KB page cost more CPU than answering it from memory).
 * Quality 7 is the last step before brotli's time grows sevenfold (quality 9:
 * 18 ms a page) for no smaller page.
 */
export type Encoded = { br: Uint8Array<ArrayBuffer>; gzip: Uint8Array<ArrayBuffer> };
export type Encoding = keyof Encoded | "identity";

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

export async function encodePage(body: string): Promise<Encoded> {
  const [br, gzipped] = await Promise.all([
    brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 7 } }),
    gz(body, { level: 9 }),
  ]);
  return { br, gzip: gzipped };
}

const OURS = ["br", "gzip", "identity"];
// negotiator 1.x takes the server's own order for ties ("gzip, deflate, br" -> br); @types/negotiator lacks it.
type EncodingChoice = (available: string[], options: { preferred: string[] }) => string | undefined;

/** The encoding a request's Accept-Encoding prefers among ours (q-values respected, ties to br). */
export function pickEncoding(acceptEncoding: string | null | undefined): Encoding {
  const negotiator = new Negotiator({ headers: { "accept-encoding": acceptEncoding ?? "" } });
  const choose = negotiator.encoding.bind(negotiator) as unknown as EncodingChoice;
  return (choose(OURS, { preferred: OURS }) ?? "identity") as Encoding;
}
