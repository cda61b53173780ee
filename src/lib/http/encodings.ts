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

/**
 * A kept page's brotli at its smallest (quality 11: about 150 ms of a worker
 * thread for a 200 KB page, 6 % smaller than quality 7). Done once per kept
 * page, after its first answer, one page at a time (a desk change that empties
 * the cache must not fill every worker thread the server shares with file
 * reads and password hashing): lib/http/pageCache.ts swaps it in.
 */
let lane: Promise<unknown> = Promise.resolve();

export function smallestBrotli(body: string): Promise<Uint8Array<ArrayBuffer>> {
  const next = lane.then(() =>
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body),
      },
    }),
  );
  lane = next.catch(() => undefined);
  return next;
}

/** Resolves once every page given to `smallestBrotli` so far is done (tests). */
export const smallestBrotliSettled = () => lane.then(() => undefined);

const OURS = ["br", "gzip", "identity"];
// negotiator 1.x takes the server's own order for ties ("gzip, deflate, br" -> br); @types/negotiator lacks it.
type EncodingChoice = (available: string[], options: { preferred: string[] }) => string | undefined;

/** The encoding a request's Accept-Encoding prefers among ours (q-values respected, ties to br). */
export function pickEncoding(acceptEncoding: string | null | undefined): Encoding {
  const negotiator = new Negotiator({ headers: { "accept-encoding": acceptEncoding ?? "" } });
  const choose = negotiator.encoding.bind(negotiator) as unknown as EncodingChoice;
  return (choose(OURS, { preferred: OURS }) ?? "identity") as Encoding;
}
