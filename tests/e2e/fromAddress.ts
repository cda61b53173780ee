import http from "node:http";
import https from "node:https";

/**
 * One request sent from a chosen local address (127.0.0.2, 127.0.0.3 …), so a
 * test can be several clients: fetch cannot choose its source address.
 * Redirects are not followed; TLS certificates are not checked (Caddy's
 * `tls internal` signs with its own local authority).
 */

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** The body's bytes as sent (not decoded, whatever its Content-Encoding). */
  bytes: Buffer;
}

export function send(
  url: string,
  {
    method = "GET",
    form,
    raw,
    headers = {},
    from = "127.0.0.1",
  }: {
    method?: string;
    /** An urlencoded form, as a browser posts it. */
    form?: Record<string, string>;
    /** Or a body of its own (give its Content-Type in headers). */
    raw?: Buffer;
    headers?: Record<string, string>;
    from?: string;
  } = {},
): Promise<Answer> {
  const body = form ? Buffer.from(new URLSearchParams(form).toString()) : raw;
  const target = new URL(url);
  const client = target.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      target,
      {
        method,
        localAddress: from,
        rejectUnauthorized: false,
        agent: false,
        // "localhost" as IPv4: a source address of 127.0.0.x cannot reach ::1.
        family: 4,
        headers: {
          ...(form ? { "Content-Type": "application/x-www-form-urlencoded" } : {}),
          ...(body ? { "Content-Length": String(body.length) } : {}),
          ...headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          const bytes = Buffer.concat(chunks);
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: bytes.toString("utf8"),
            bytes,
          });
        });
        response.on("error", reject);
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

/** The Set-Cookie lines of an answer, as one array. */
export const setCookies = (answer: Answer) => answer.headers["set-cookie"] ?? [];
