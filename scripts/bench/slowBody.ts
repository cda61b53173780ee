import { connect, type Socket } from "node:net";

/**
 * The review's slow-body client (issue 47, row 1): sockets that announce a
 * large body and then trickle it, a byte at a time, never finishing on their
 * own. Each socket is a raw TCP connection (no HTTP client buffers or retries
 * anything), so what the server sees is exactly what a hostile client sends.
 */

export interface SlowBodyOptions {
  /** Where to post, e.g. http://127.0.0.1:3000/api/leads. */
  url: string;
  /** Sockets to open at once. */
  count: number;
  /** The X-Forwarded-For each socket sends (a server with TRUST_PROXY_HOPS=1 counts it as the client). */
  forwardedFor?: (index: number) => string | undefined;
  /** The Content-Length announced (the review's: 500,000 bytes). */
  contentLength?: number;
  /** A byte every this many milliseconds (the review's: 10 s). */
  byteEveryMs?: number;
}

export interface SlowBodyEnd {
  /** The status the server answered with, or undefined when it closed without a word. */
  status: number | undefined;
  /** The answer's status line and headers, as sent ("" when none). */
  head: string;
  /** Milliseconds from the headers sent to the server's first byte of answer, if any. */
  answeredAfterMs: number | undefined;
  /** Milliseconds from the headers sent to the connection closed by the server. */
  afterMs: number;
  /** Body bytes the socket had sent by then. */
  bytesSent: number;
}

export interface SlowBodyAnswer {
  status: number;
  /** The answer's status line and headers, as sent. */
  head: string;
  /** Milliseconds from the headers sent to the answer's head received. */
  afterMs: number;
}

export interface SlowBodies {
  /** One per socket: the server's answer once its head has arrived, or undefined if it closed without one. */
  answers: Promise<SlowBodyAnswer | undefined>[];
  /** One per socket: how and when the server ended it. */
  ends: Promise<SlowBodyEnd>[];
  /** Closes every socket still open (the bench's or test's end). */
  stop(): void;
}

const BOUNDARY = "slowbody";

/** Opens `count` sockets that post a multipart body one byte at a time. */
export function trickleSlowBodies({
  url,
  count,
  forwardedFor = () => undefined,
  contentLength = 500_000,
  byteEveryMs = 10_000,
}: SlowBodyOptions): SlowBodies {
  const target = new URL(url);
  const sockets: Socket[] = [];
  const answers: Promise<SlowBodyAnswer | undefined>[] = [];
  const ends = Array.from({ length: count }, (_, index) => {
    const socket = connect(Number(target.port || 80), target.hostname);
    sockets.push(socket);
    let answered!: (answer: SlowBodyAnswer | undefined) => void;
    answers.push(new Promise((resolve) => (answered = resolve)));
    return new Promise<SlowBodyEnd>((resolve) => {
      let answer = "";
      let bytesSent = 0;
      let timer: NodeJS.Timeout | undefined;
      let startedAt = 0;
      let answeredAt: number | undefined;
      const from = forwardedFor(index);
      socket.setNoDelay(true);
      socket.on("connect", () => {
        startedAt = performance.now();
        socket.write(
          [
            `POST ${target.pathname}${target.search} HTTP/1.1`,
            `Host: ${target.host}`,
            `Content-Type: multipart/form-data; boundary=${BOUNDARY}`,
            `Content-Length: ${contentLength}`,
            ...(from ? [`X-Forwarded-For: ${from}`] : []),
            "",
            "",
          ].join("\r\n"),
        );
        const part = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="message"\r\n\r\n`;
        socket.write(part);
        bytesSent = part.length;
        timer = setInterval(() => {
          if (bytesSent >= contentLength || socket.destroyed) return;
          socket.write("x");
          bytesSent++;
        }, byteEveryMs);
      });
      socket.on("data", (chunk: Buffer) => {
        answeredAt ??= performance.now();
        answer += chunk.toString("latin1");
        const status = /^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1];
        if (status && answer.includes("\r\n\r\n"))
          answered({
            status: Number(status),
            head: answer.split("\r\n\r\n")[0]!,
            afterMs: performance.now() - startedAt,
          });
      });
      socket.on("error", () => {}); // a reset is an end like any other
      socket.on("close", () => {
        clearInterval(timer);
        answered(undefined);
        const status = /^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1];
        resolve({
          status: status ? Number(status) : undefined,
          head: answer.split("\r\n\r\n")[0] ?? "",
          answeredAfterMs: answeredAt === undefined ? undefined : answeredAt - startedAt,
          afterMs: startedAt ? performance.now() - startedAt : 0,
          bytesSent,
        });
      });
    });
  });
  return {
    answers,
    ends,
    stop: () => {
      for (const socket of sockets) socket.destroy();
    },
  };
}
