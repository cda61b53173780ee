/**
 * A page that is the same for every request but for one part: the page a
 * report's QR code opens is the site's head, header, footer and styles (about
 * 120 KB, with three menu islands) around one report's verdict of a few KB.
 * The frame is rendered once with FRAME_SLOT where that part goes and kept,
 * like the page cache keeps whole pages (lib/http/pageCache.ts), until the
 * India day changes or the desk changes what visitors see; a request then
 * renders only its own part.
 */
import { onContentChanged } from "@/lib/site/contentChanged";
import { deflatePiece, gzipChunks, type GzipPiece } from "./gzipPieces";
import Negotiator from "negotiator";

/** Where the per-request part goes; a route rendering a frame writes it exactly once. */
export const FRAME_SLOT = "<!--frame-slot-->";

/**
 * The frame's halves are kept as bytes and deflated once (lib/http/gzipPieces.ts);
 * a request adds only its own part. Built per request, the 120 KB page (as a
 * string, or compressed by the server's compression stream) set off a full
 * garbage collection every 30 to 70 answers: the slowest 2% of them.
 */
type Frame = { before: GzipPiece; after: GzipPiece; headers: [string, string][] };

const utf8 = new TextEncoder();

/** A filled frame: the part's HTML, the answer's status and headers beyond the frame's own. */
export type FramePart = { html: string; status: number; headers?: Record<string, string> };

function split(html: string, headers: Headers): Frame {
  const at = html.indexOf(FRAME_SLOT);
  if (at < 0 || html.indexOf(FRAME_SLOT, at + 1) >= 0)
    throw new Error("a page frame must hold exactly one FRAME_SLOT");
  const kept = [...headers.entries()].filter(([name]) => name !== "content-length");
  return {
    before: deflatePiece(utf8.encode(html.slice(0, at)), { last: false }),
    after: deflatePiece(utf8.encode(html.slice(at + FRAME_SLOT.length)), { last: true }),
    headers: kept,
  };
}

/** The request a frame answers: its India day (YYYY-MM-DD) and the encodings it accepts. */
export type FrameRequest = { today: string; acceptEncoding?: string | null };

/** gzip where the request accepts it (every browser does); brotli streams cannot be pieced. */
const acceptsGzip = (acceptEncoding: string | null | undefined) =>
  new Negotiator({ headers: { "accept-encoding": acceptEncoding ?? "" } }).encoding([
    "gzip",
    "identity",
  ]) === "gzip";

/** The filled page, sent as its pieces; the server's compression leaves a gzip answer as it is. */
function fill(frame: Frame, part: FramePart, request: FrameRequest): Response {
  const headers = new Headers(frame.headers);
  for (const [name, value] of Object.entries(part.headers ?? {})) headers.set(name, value);
  headers.append("vary", "Accept-Encoding");
  const gzip = acceptsGzip(request.acceptEncoding);
  const middle = utf8.encode(part.html);
  const chunks = gzip
    ? gzipChunks([frame.before, deflatePiece(middle, { last: false }), frame.after])
    : [frame.before.bytes, middle, frame.after.bytes];
  if (gzip) headers.set("content-encoding", "gzip");
  headers.set("content-length", String(chunks.reduce((sum, c) => sum + c.byteLength, 0)));
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
  return new Response(body, { status: part.status, headers });
}

/** keep: false renders the frame on every request (the dev server, whose code changes under it). */
export function createFrameCache({ keep }: { keep: boolean }) {
  let day = "";
  let generation = 0;
  let kept: Frame | undefined;
  onContentChanged(() => {
    kept = undefined;
    generation++;
  });
  return {
    /**
     * `part` filled into the frame for the request's day, rendered by
     * `renderFrame` when none is kept. A frame that is not a 200 HTML page
     * (an error) is answered as it is and not kept.
     */
    async answer(
      request: FrameRequest,
      renderFrame: () => Promise<Response>,
      part: FramePart,
    ): Promise<Response> {
      const { today } = request;
      if (today !== day) {
        kept = undefined;
        day = today;
      }
      if (kept) return fill(kept, part, request);
      const renderedFor = generation;
      const response = await renderFrame();
      if (
        response.status !== 200 ||
        !(response.headers.get("content-type") ?? "").startsWith("text/html")
      )
        return response;
      const frame = split(await response.text(), response.headers);
      // As in the page cache: a render that straddles midnight or a desk change is not kept,
      // nor one that sets a cookie (it would be handed to every later visitor).
      if (
        keep &&
        today === day &&
        renderedFor === generation &&
        !response.headers.has("set-cookie")
      )
        kept = frame;
      return fill(frame, part, request);
    },
  };
}
