import { SMTPServer } from "smtp-server";

/**
 * A real SMTP server (smtp-server) keeping every message it receives, on the port given (one from
 * ownServer's freePort, for a sink that starts after the server that mails it) or on one the
 * kernel chooses. `hold` keeps each message's sender waiting for the answer to its data until the
 * promise it gives settles (an SMTP exchange caught in the middle). With `answerAfterMs`, each
 * message is answered that much later (a slow mail server: what two servers sending at once
 * overlap on).
 */

export interface Received {
  from: string;
  to: string[];
  raw: string;
}

export async function smtpSink(
  port = 0,
  { hold, answerAfterMs = 0 }: { hold?: () => Promise<void>; answerAfterMs?: number } = {},
) {
  const messages: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        const take = () => {
          messages.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString("utf8"),
          });
          if (answerAfterMs > 0) setTimeout(() => done(), answerAfterMs);
          else done();
        };
        if (hold) void hold().then(take, take);
        else take();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const address = server.server.address();
  const listening = typeof address === "object" && address ? address.port : port;
  return {
    messages,
    port: listening,
    /** The SMTP_URL of this sink. */
    url: `smtp://127.0.0.1:${listening}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A header's value, unfolded, with RFC 2047 encoded words decoded. */
export function header(raw: string, name: string): string {
  const head = raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, " ");
  const line = head
    .split(/\r?\n/)
    .find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return (line ?? "")
    .slice(name.length + 1)
    .trim()
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toUpperCase() === "B"
        ? Buffer.from(text, "base64").toString("utf8")
        : Buffer.from(
            text
              .replace(/_/g, " ")
              .replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
            "latin1",
          ).toString("utf8"),
    );
}

/** The plain-text part of a raw message, decoded (quoted-printable or base64). */
export const textPart = (raw: string): string => partOf(raw, "text/plain");

/** The HTML part of a raw message, decoded (quoted-printable or base64). */
export const htmlPart = (raw: string): string => partOf(raw, "text/html");

/** An e-mail's text, decoded: its text part, or the one part of a plain e-mail (the outbox's). */
export function bodyOf(message: Received): string {
  if (/Content-Type: multipart/i.test(message.raw)) return textPart(message.raw);
  const [head, ...rest] = message.raw.split(/\r?\n\r?\n/);
  const body = rest.join("\n\n");
  return decoded(head!, body);
}

function partOf(raw: string, type: string): string {
  const start = new RegExp(`Content-Type: ${type}[^]*?\\r?\\n\\r?\\n`, "i");
  // Up to the next MIME boundary ("--" and its name), not a signature's own "--" line.
  const part = new RegExp(
    `Content-Type: ${type}[^]*?\\r?\\n\\r?\\n([^]*?)\\r?\\n--(?!\\r?\\n)`,
    "i",
  ).exec(raw);
  const head = start.exec(raw)?.[0] ?? "";
  const body = part?.[1] ?? "";
  return decoded(head, body);
}

/** A part's body as its Content-Transfer-Encoding (in its head) says to read it. */
function decoded(head: string, body: string): string {
  if (/Content-Transfer-Encoding: base64/i.test(head))
    return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (/Content-Transfer-Encoding: quoted-printable/i.test(head))
    return Buffer.from(
      body
        .replace(/=\r?\n/g, "")
        .replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
      "latin1",
    ).toString("utf8");
  return body;
}

/** An acknowledgement to the person who sent something (lib/cases/acknowledgements.ts), by its message id. */
export const isAcknowledgement = (message: Received) =>
  header(message.raw, "Message-ID").startsWith("<ack-");

/** An e-mail to a list's member (a newsletter sign-up's confirmation, an issue, a reminder): it carries List-Unsubscribe. */
export const isListMail = (message: Received) => header(message.raw, "List-Unsubscribe") !== "";

/** The e-mails to the lab's staff among those received. */
export const staffMail = (messages: readonly Received[]) =>
  messages.filter((m) => !isAcknowledgement(m) && !isListMail(m));

/** The acknowledgements among those received. */
export const acknowledgementsIn = (messages: readonly Received[]) =>
  messages.filter(isAcknowledgement);
