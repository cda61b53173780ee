import { expect, test } from "@playwright/test";
import { addUser, postConsultation, signInCookie } from "./deskStaff";
import { startServer } from "./ownServer";
import { header, smtpSink, textPart } from "./smtpSink";

/**
 * Each owner's daily e-mail of what falls due for follow-up, through a real
 * SMTP server: sent when the server looks (at start, then every ten
 * minutes) once the India day has reached FOLLOW_UP_DIGEST_HOUR, and never
 * twice for a day, also across a restart.
 */

const indiaToday = () =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());

test("an owner gets one e-mail a day listing their leads due, with links to the desk", async () => {
  const sink = await smtpSink();
  const env = {
    SMTP_URL: sink.url,
    LEADS_NOTIFY_FROM: "Website <website@lab.example>",
    LEADS_NOTIFY_TO: "sales@lab.example",
    SITE_URL: "https://www.lab.example",
    // Any hour of the India day: the test may run at any time.
    FOLLOW_UP_DIGEST_HOUR: "0",
  };
  let server = await startServer(env);
  try {
    const owner = addUser(server.dbPath, "digest", ["leads"]);
    const reference = await postConsultation(server.url, {
      user_name: "Dinesh Patel",
      user_email: "dinesh@example.in",
      user_phone: "9826012345",
      message: "Please call about meter testing",
    });
    const cookie = await signInCookie(server.url, owner);
    const saved = await fetch(`${server.url}/desk/lead?id=${reference}`, {
      method: "POST",
      headers: { cookie, origin: server.url },
      body: new URLSearchParams({
        action: "update",
        status: "contacted",
        note: "",
        owner,
        "follow-up": indiaToday(),
      }),
      redirect: "manual",
    });
    expect(saved.status).toBe(303);

    // The server looks when it starts: a restart sends the day's e-mail now.
    await server.stop();
    server = await startServer(env, { database: server.dbPath });
    await expect.poll(() => sink.messages.filter((m) => m.to.includes(owner)).length).toBe(1);
    const mail = sink.messages.find((m) => m.to.includes(owner))!;
    expect(header(mail.raw, "Subject")).toMatch(/^Follow-ups due \d{1,2}\/\d{1,2}\/\d{4}: 1 lead$/);
    const text = textPart(mail.raw);
    expect(text).toContain(`${reference} · Dinesh Patel · Consultation request · due `);
    expect(text).toContain(`https://www.lab.example/desk/lead?id=${reference}`);

    // Once a day: another restart sends nothing more.
    await server.stop();
    server = await startServer(env, { database: server.dbPath });
    await new Promise((done) => setTimeout(done, 1500));
    expect(sink.messages.filter((m) => m.to.includes(owner))).toHaveLength(1);
  } finally {
    await server.stop();
    await sink.close();
  }
});
