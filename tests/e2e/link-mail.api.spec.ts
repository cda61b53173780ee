import { randomUUID } from "node:crypto";
import { expect, request, test } from "@playwright/test";
import { desk } from "@/content/desk";
import { addUser, signInRequest } from "./deskStaff";
import { freePort, startServer } from "./ownServer";
import { smtpSink } from "./smtpSink";
import { onRecordStore } from "./record";

/**
 * A set-password link's e-mail through the mail outbox (lib/platform/mail/outbox.ts), on a server
 * of its own whose SMTP server (smtp-server) is down when an administrator adds a colleague: the
 * page says so and shows the link to hand over, and the server's job e-mails the link once the
 * SMTP server is back.
 */

test("a link e-mail the SMTP server did not take is shown to hand over, and e-mailed once when the server is back", async () => {
  test.setTimeout(90_000);
  const port = await freePort();
  const server = await startServer({
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    LEADS_NOTIFY_FROM: "Website <website@lab.example>",
    LEADS_NOTIFY_RETRY_SECONDS: "1",
  });
  let sink: Awaited<ReturnType<typeof smtpSink>> | undefined;
  const admin = await request.newContext({
    baseURL: server.url,
    extraHTTPHeaders: { Origin: server.url },
  });
  try {
    await signInRequest(admin, addUser(server.dbPath, "link-mail"));
    const colleague = `colleague-${randomUUID().slice(0, 8)}@lab.example`;
    const added = await admin.post("/desk/accounts", {
      form: { action: "add", email: colleague, role: "leads" },
    });
    expect(added.status()).toBe(200);
    const page = await added.text();
    expect(page).toContain(desk.accounts.link.failed(colleague));
    const shown = /\/desk\/set-password\?token=[A-Za-z0-9_-]{43}/.exec(page)?.[0];
    expect(shown).toBeDefined();

    sink = await smtpSink(port);
    await expect.poll(() => sink!.messages.length, { timeout: 30_000 }).toBe(1);
    const [mail] = sink.messages;
    expect(mail!.to).toEqual([colleague]);
    expect(mail!.raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=")).toContain(shown!);

    // Sent: marked so (never sent again), and the link is gone from the database.
    {
      const rows = await onRecordStore(server.dbPath, (store) =>
        store
          .selectFrom("mail_outbox")
          .select(["purpose", "recipient", "state", "attempts", "body"])
          .execute(),
      );
      expect(rows).toEqual([
        expect.objectContaining({
          purpose: "set-password",
          recipient: colleague,
          state: "sent",
          body: null,
        }),
      ]);
      expect(Number(rows[0]!.attempts)).toBeGreaterThanOrEqual(1);
    }
  } finally {
    await admin.dispose();
    await server.stop();
    await sink?.close();
  }
});
