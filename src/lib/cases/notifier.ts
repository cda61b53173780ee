import type { SendMailOptions } from "nodemailer";
import { oneLine } from "@/lib/security/oneLine";
import type { NotifyAddresses } from "./mail";

/** The durable outbox: one row per record, written in the record's own transaction. */
export interface Outbox<T extends { reference: string }> {
  /**
   * Claims pending e-mails whose next attempt is due, oldest first: each is
   * this sender's until it is marked, or its lease runs out (platform/outbox/store.ts).
   */
  due(now: Date, limit: number): { id: number; attempts: number }[];
  /** The record to send, or undefined once it is erased. */
  item(id: number): T | undefined;
  markSent(id: number, messageId: string, at: Date): void;
  markFailed(id: number, error: string, nextAttemptAt: Date): void;
}

/** The same outbox in an async store (lib/<area>/store.ts): each answer a promise. */
export type AsyncOutbox<T extends { reference: string }> = {
  [K in keyof Outbox<T>]: (...args: Parameters<Outbox<T>[K]>) => Promise<ReturnType<Outbox<T>[K]>>;
};

/** What sends the mail: nodemailer's transporter, or a stand-in in tests. */
export interface MailTransport {
  sendMail(message: SendMailOptions): Promise<{ messageId?: string | undefined }>;
}

export interface NotifierOptions<T extends { reference: string }> extends NotifyAddresses {
  outbox: () => Outbox<T> | AsyncOutbox<T>;
  /** The e-mail for one record. */
  message: (item: T, to: NotifyAddresses) => SendMailOptions;
  transport: MailTransport;
  now?: () => Date;
  log?: (message: string, detail?: unknown) => void;
  /** How often due rows are looked for without a new record (default: the first retry pause). */
  pollMs?: number;
  /** The first pause after a failure (default 30 s); it doubles each time, up to an hour. */
  firstRetryMs?: number;
}

export interface Notifier {
  /** A record was just stored: send soon. */
  poke(): void;
  /** Sends everything due now; resolves when done (tests, shutdown). */
  runOnce(): Promise<void>;
  stop(): void;
}

/**
 * Rows claimed at a time: one, so that a claim's lease covers one SMTP
 * exchange, and two servers draining at once share the rows between them.
 */
const BATCH = 1;

/** Pause before attempt n+1 after n failures: 30 s, 1, 2, 4 … minutes, at most an hour. */
export function retryPause(failures: number, firstMs = 30_000): number {
  return Math.min(60 * 60_000, firstMs * 2 ** Math.max(0, failures - 1));
}

/** Every notifier of this process: the server's stop lets their sends in hand finish. */
const live = new Set<() => Promise<void>>();

/**
 * Stops every notifier from claiming more and waits for the e-mails already
 * claimed to be sent or marked failed: a server stopped between a claim and
 * its mark would leave the row to wait out its lease (15 minutes) before
 * another server, or this one started again, sends it.
 */
export async function settleNotifiers(): Promise<void> {
  await Promise.all([...live].map((settle) => settle()));
}

/**
 * Delivers the outbox: on start (rows left by a restart), after every new
 * record, and every `pollMs`. A failure (SMTP down, refused) leaves the row
 * pending with a growing pause and the error; a row the SMTP server accepted
 * is marked sent with its message id and never sent again.
 */
export function createNotifier<T extends { reference: string }>(
  options: NotifierOptions<T>,
): Notifier {
  const now = options.now ?? (() => new Date());
  const log = options.log ?? ((message, detail) => console.error(message, detail ?? ""));
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;

  async function deliver(id: number, attempts: number): Promise<void> {
    const outbox = options.outbox();
    const item = await outbox.item(id);
    if (!item) return; // erased meanwhile: its outbox row went with it
    try {
      const message = options.message(item, options);
      const info = await options.transport.sendMail(message);
      await outbox.markSent(id, info.messageId ?? String(message.messageId), now());
    } catch (error) {
      const text = error instanceof Error ? error.message : String(error);
      const next = new Date(now().getTime() + retryPause(attempts + 1, options.firstRetryMs));
      await outbox.markFailed(id, text.slice(0, 500), next);
      log(`Notification of ${item.reference} failed (attempt ${attempts + 1}): ${oneLine(text)}`);
    }
  }

  async function drain(): Promise<void> {
    do {
      again = false;
      for (;;) {
        if (stopped) return;
        const due = await options.outbox().due(now(), BATCH);
        if (due.length === 0) break;
        for (const row of due) await deliver(row.id, row.attempts);
        if (due.length < BATCH) break;
      }
    } while (again);
  }

  function runOnce(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = drain()
      .catch((error: unknown) => log("Staff notifications stopped on an error", error))
      .finally(() => {
        running = undefined;
      });
    return running;
  }

  const timer = setInterval(() => void runOnce(), options.pollMs ?? options.firstRetryMs ?? 30_000);
  timer.unref();
  void runOnce();

  const stop = () => {
    stopped = true;
    clearInterval(timer);
    live.delete(settle);
  };
  const settle = async () => {
    stop();
    await running;
  };
  live.add(settle);
  return { poke: () => void runOnce(), runOnce, stop };
}
