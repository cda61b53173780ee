import { describe, expect, it } from "vitest";
import { gunzipSync } from "node:zlib";
import { deflatePiece, gzipChunks } from "./gzipPieces";

const utf8 = new TextEncoder();
const joined = (chunks: Uint8Array[]) => Buffer.concat(chunks);

describe("a gzip answer from pieces deflated on their own", () => {
  it("gunzips to the pieces' bytes in order, multi-byte characters and all", () => {
    const frameStart = utf8.encode(`<html><style>${".a{color:red}".repeat(4000)}</style><main>`);
    const part = utf8.encode("<p>Authentic report – ULR-TC114822600000123F, ₹ 1,200</p>");
    const frameEnd = utf8.encode(`</main><footer>${"Malwa Electrotest ".repeat(3000)}</footer>`);
    const chunks = gzipChunks([
      deflatePiece(frameStart, { last: false }),
      deflatePiece(part, { last: false }),
      deflatePiece(frameEnd, { last: true }),
    ]);
    const body = joined(chunks);
    expect(gunzipSync(body).toString("utf8")).toBe(
      Buffer.concat([frameStart, part, frameEnd]).toString("utf8"),
    );
    // The repeated frame compresses: the answer is a small fraction of the page.
    expect(body.byteLength).toBeLessThan((frameStart.byteLength + frameEnd.byteLength) / 20);
  });

  it("an empty part in the middle still makes a valid answer", () => {
    const body = joined(
      gzipChunks([
        deflatePiece(utf8.encode("before"), { last: false }),
        deflatePiece(new Uint8Array(0), { last: false }),
        deflatePiece(utf8.encode("after"), { last: true }),
      ]),
    );
    expect(gunzipSync(body).toString()).toBe("beforeafter");
  });

  it("a piece not deflated as the last one leaves the stream unfinished", () => {
    const body = joined(gzipChunks([deflatePiece(utf8.encode("only"), { last: false })]));
    expect(() => gunzipSync(body)).toThrow();
  });
});
