// @vitest-environment node
import { describe, expect, it } from "vitest";
import { onFreshStore } from "../../../tests/fixtures/freshStore";
import { mailOutbox, type PlainMail } from "@/lib/platform/mail/outbox";
import { consentToken } from "@/lib/privacy/consent/links";
import { consentsOf } from "@/lib/privacy/consent/store";
import { insertLead } from "@/lib/leads/store";
import { answerChoices, answerNewsletterUnsubscribe } from "@/lib/privacy/consent/choices";
import { createThrottle } from "@/lib/platform/throttle/memory";
import { currentStore } from "@/lib/db/store";
import { checkIssue } from "./issue";
import { sendIssue, subscriberCount } from "./send";
import { sentIssues } from "./store";

const NOW = new Date("2026-11-30T06:00:00Z");
const SITE = "https://lab.example";
const server = { url: "smtp://localhost:1", from: "lab@lab.example" };

const subscribe = (email: string) =>
  insertLead({
    template: "newsletter",
    form: "newsletter",
    fields: { newsletter_email: email },
    client: "203.0.113.7",
    createdAt: NOW,
  });

/** A stand-in for the outbox that keeps what it was given. */
function recorder() {
  const mails: PlainMail[] = [];
  return {
    mails,
    send: async (mail: PlainMail) => {
      mails.push(mail);
      return "queued" as const;
    },
  };
}

const issue = { subject: "November: earth testing", body: "What changed in IS 3043." };
const tokenOf = (mail: PlainMail) =>
  new URL(/^<(.+)>$/.exec(mail.headers!["List-Unsubscribe"]!)![1]!).searchParams.get("token")!;
const misses = () => createThrottle({ limit: 3, windowMs: 60_000 });

describe("the newsletter", () => {
  it(
    "goes to each subscriber with both unsubscribe headers and the link in the body",
    onFreshStore(async () => {
      await subscribe("a@example.in");
      await subscribe("b@example.in");
      expect(await subscriberCount()).toBe(2);
      const out = recorder();
      const sent = await sendIssue(issue, "editor@lab", NOW, {
        server,
        siteUrl: SITE,
        send: out.send,
      });
      expect(sent).toEqual({ state: "sent", sent: 2, skipped: 0 });
      expect(out.mails.map((m) => m.to)).toEqual(["a@example.in", "b@example.in"]);
      const mail = out.mails[0]!;
      expect(mail.subject).toBe(issue.subject);
      expect(mail.headers!["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
      expect(mail.headers!["List-Unsubscribe"]).toMatch(
        /^<https:\/\/lab\.example\/newsletter\/unsubscribe\?token=[A-Za-z0-9_-]{43}>$/,
      );
      expect(mail.text).toContain(issue.body);
      expect(mail.text).toContain(`/newsletter/unsubscribe?token=${tokenOf(mail)}`);
      expect((await sentIssues()).map((i) => [i.subject, i.recipients, i.sentBy])).toEqual([
        [issue.subject, 2, "editor@lab"],
      ]);
      const audit = await currentStore().selectFrom("desk_audit").selectAll().execute();
      expect(audit.map((a) => [a.who, a.action])).toEqual([["editor@lab", "newsletter sent"]]);
    }),
  );

  it(
    "is not sent to an address that unsubscribed, and is again once it subscribes again",
    onFreshStore(async () => {
      await subscribe("a@example.in");
      await subscribe("b@example.in");
      const first = recorder();
      await sendIssue(issue, "editor@lab", NOW, { server, siteUrl: SITE, send: first.send });
      const token = tokenOf(first.mails[0]!);
      // Opening the link changes nothing.
      expect(await answerNewsletterUnsubscribe(token, false, NOW, "c", misses())).toMatchObject({
        state: "ask",
        masked: "a•••@example.in",
      });
      expect(await subscriberCount()).toBe(2);
      // The one-click POST (or the button) withdraws, once.
      const answer = await answerNewsletterUnsubscribe(token, true, NOW, "c", misses());
      expect(answer.state).toBe("unsubscribed");
      await answerNewsletterUnsubscribe(token, true, NOW, "c", misses());
      expect((await consentsOf("a@example.in")).map((r) => r.given)).toEqual([false, true]);
      const second = recorder();
      await sendIssue(issue, "editor@lab", NOW, { server, siteUrl: SITE, send: second.send });
      expect(second.mails.map((m) => m.to)).toEqual(["b@example.in"]);
      await subscribe("A@example.in");
      const third = recorder();
      await sendIssue(issue, "editor@lab", NOW, { server, siteUrl: SITE, send: third.send });
      expect(third.mails.map((m) => m.to)).toEqual(["A@example.in", "b@example.in"]);
    }),
  );

  it(
    "is queued for the outbox's job without a try; a withdrawal ends that address's e-mail still waiting, the others stay",
    onFreshStore(async () => {
      await subscribe("a@example.in");
      await subscribe("b@example.in");
      // Queued for the outbox's job: nothing is tried while staff wait (no SMTP server is on port 1).
      const sent = await sendIssue(issue, "editor@lab", NOW, { server, siteUrl: SITE });
      expect(sent).toEqual({ state: "sent", sent: 2, skipped: 0 });
      const waiting = () =>
        currentStore()
          .selectFrom("mail_outbox")
          .select(["recipient", "state"])
          .where("purpose", "=", "newsletter")
          .orderBy("recipient")
          .execute();
      expect(await waiting()).toEqual([
        { recipient: "a@example.in", state: "pending" },
        { recipient: "b@example.in", state: "pending" },
      ]);
      const tried = await currentStore()
        .selectFrom("mail_outbox")
        .select(["attempts", "last_error", "next_attempt_at"])
        .execute();
      expect(tried).toEqual([
        { attempts: 0, last_error: null, next_attempt_at: NOW.toISOString() },
        { attempts: 0, last_error: null, next_attempt_at: NOW.toISOString() },
      ]);
      const token = (await consentToken("A@example.in", NOW)) as string;
      await answerNewsletterUnsubscribe(token, true, NOW, "c", misses());
      expect(await waiting()).toEqual([
        { recipient: "a@example.in", state: "expired" },
        { recipient: "b@example.in", state: "pending" },
      ]);
      const later = new Date(NOW.getTime() + 86_400_000);
      const due = await mailOutbox.due(later, 10);
      const items = await Promise.all(due.map((d) => mailOutbox.item(d.id)));
      expect(items.map((i) => i?.recipient)).toEqual(["b@example.in"]);
    }),
  );

  it(
    "choices list the records newest first and withdraw the newsletter only on a POST",
    onFreshStore(async () => {
      await subscribe("a@example.in");
      const out = recorder();
      await sendIssue(issue, "editor@lab", NOW, { server, siteUrl: SITE, send: out.send });
      const token = tokenOf(out.mails[0]!);
      const seen = await answerChoices(token, undefined, NOW, "c", misses());
      expect(seen).toMatchObject({ state: "list", subscribed: true });
      const done = await answerChoices(
        token,
        { action: "withdraw-newsletter" },
        NOW,
        "c",
        misses(),
      );
      expect(done).toMatchObject({ state: "withdrawn", subscribed: false });
      if (done.state !== "withdrawn") throw new Error();
      expect(done.records.map((r) => [r.purpose, r.given])).toEqual([
        ["newsletter", false],
        ["newsletter", true],
      ]);
    }),
  );

  it(
    "refuses a client that tries many links that open nothing, before looking",
    onFreshStore(async () => {
      const throttle = misses();
      const bad = "x".repeat(43);
      for (let i = 0; i < 3; i++)
        expect(await answerChoices(bad, undefined, NOW, "guesser", throttle)).toEqual({
          state: "unknown",
        });
      expect(await answerNewsletterUnsubscribe(bad, true, NOW, "guesser", throttle)).toEqual({
        state: "too-many",
      });
    }),
  );

  it(
    "sends nothing without subscribers or without e-mail",
    onFreshStore(async () => {
      const out = recorder();
      expect(await sendIssue(issue, "e", NOW, { server, siteUrl: SITE, send: out.send })).toEqual({
        state: "no-subscribers",
      });
      expect(out.mails).toEqual([]);
    }),
  );
});

describe("an issue as staff wrote it", () => {
  const form = (subject: string, body: string) => {
    const f = new FormData();
    f.set("subject", subject);
    f.set("body", body);
    return f;
  };
  it("needs a one-line subject and a body within their limits", () => {
    expect(checkIssue(form(" Hello ", "Text\r\nmore"))).toEqual({
      ok: true,
      issue: { subject: "Hello", body: "Text\nmore" },
    });
    const bad = checkIssue(form("a\nb", "x".repeat(10_001)));
    expect(bad.ok).toBe(false);
    if (bad.ok) return;
    expect(Object.keys(bad.errors).sort()).toEqual(["body", "subject"]);
    expect(checkIssue(form("", "")).ok).toBe(false);
  });
});
