/**
 * Reads a request body into memory without ever holding more than `limit`
 * bytes: the Content-Length header is checked first, then the stream is
 * counted as it arrives and cancelled as soon as it goes past the limit
 * (a body without a length, e.g. chunked, that never ends).
 */

export type BodyResult =
  | { ok: true; bytes: Uint8Array<ArrayBuffer> }
  | { ok: false; reason: "too-large" | "incomplete" | "unreadable" };

export async function readBodyLimited(request: Request, limit: number): Promise<BodyResult> {
  const declared = request.headers.get("content-length");
  let expected: number | undefined;
  if (declared !== null && /^\d+$/.test(declared.trim())) {
    expected = Number(declared.trim());
    // Refused unread: the server drains the rest and the client still gets the answer.
    if (expected > limit) return { ok: false, reason: "too-large" };
  }
  if (!request.body) return { ok: true, bytes: new Uint8Array(0) };

  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > limit) {
        await reader.cancel().catch(() => undefined);
        return { ok: false, reason: "too-large" };
      }
      chunks.push(value);
    }
  } catch {
    return { ok: false, reason: "unreadable" };
  } finally {
    reader.releaseLock();
  }
  // Fewer bytes than announced: the body was cut off on the way (never store a truncated lead).
  if (expected !== undefined && total !== expected) return { ok: false, reason: "incomplete" };

  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { ok: true, bytes };
}
