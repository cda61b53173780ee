// @vitest-environment node
import { withStore } from "@/lib/db/store";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { openDatabase } from "@/lib/db/connection";
import { addUser, inviteUser } from "./accounts";
import {
  ADDRESS_LINKS_PER_HOUR,
  CLIENT_REQUESTS_PER_HOUR,
  forgotPassword,
  type ForgotPasswordOptions,
} from "./forgotPassword";
import { linkAccount, setPasswordByLink } from "./passwordLinks";
import { purgeDesk } from "./purge";
import { UNKNOWN_ACCOUNT } from "./signIn";

const db = openDatabase(":memory:");
afterAll(() => db.close());
beforeEach(() => {
  db.exec(
    "DELETE FROM desk_user_roles; DELETE FROM desk_password_links; DELETE FROM desk_users; DELETE FROM desk_audit; DELETE FROM desk_failures",
  );
});

const HOUR = 60 * 60_000;
const PASSWORD = "correct horse battery staple";

/** A forgot-password desk whose e-mails are recorded instead of sent. */
function desk(configured = true) {
  const mails: { to: string; link: string }[] = [];
  const options: ForgotPasswordOptions = {
    mailConfigured: () => configured,
    mail: async (to, link) => {
      mails.push({ to, link });
      return "mailed";
    },
    linkUrl: (token) => `https://lab.example/desk/set-password?token=${token}`,
  };
  return { mails, ask: forgotPassword(options) };
}

const tokenOf = (link: string) => new URL(link).searchParams.get("token") ?? "";
const auditRows = () =>
  db.prepare("SELECT who, action, detail, count FROM desk_audit ORDER BY id").all();

describe("forgot password", () => {
  it("has the limits the README states: 3 links an hour per address, 10 requests an hour per client", () =>
    withStore(db, async () => {
      expect([ADDRESS_LINKS_PER_HOUR, CLIENT_REQUESTS_PER_HOUR]).toEqual([3, 10]);
    }));

  it("e-mails an account a one-time link; the answer is the same for an address with no account", () =>
    withStore(db, async () => {
      await addUser("asha@lab.example", PASSWORD, ["leads"]);
      const { mails, ask } = desk();
      const known = await ask("  Asha@Lab.example ", "192.0.2.10");
      const unknown = await ask("nobody@lab.example", "192.0.2.11");
      expect(known.answer).toBe("sent");
      expect(unknown.answer).toBe("sent");
      await Promise.all([known.sending, unknown.sending]);
      expect(mails.map((m) => m.to)).toEqual(["asha@lab.example"]);
      expect(await linkAccount(tokenOf(mails[0]!.link))).toBe("asha@lab.example");
      // The link works as an administrator's does; the old password worked until then.
      const token = tokenOf(mails[0]!.link);
      expect(
        await setPasswordByLink(token, "a new and long passphrase", "a new and long passphrase"),
      ).toMatchObject({ ok: true });
      expect(auditRows()).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            who: "asha@lab.example",
            action: "password link requested",
            detail: "192.0.2.10",
          }),
          expect.objectContaining({
            who: UNKNOWN_ACCOUNT,
            action: "password link requested",
            detail: "192.0.2.11",
          }),
        ]),
      );
      // The address typed for no account is not written down.
      expect(JSON.stringify(auditRows())).not.toContain("nobody@lab.example");
    }));

  it("without e-mail on the server makes no link (an administrator's stays valid) and tells everyone to ask an administrator", () =>
    withStore(db, async () => {
      const { token } = await inviteUser(
        { email: "new@lab.example", roles: ["reports"] },
        "admin@lab.example",
      );
      const { mails, ask } = desk(false);
      expect((await ask("new@lab.example", "192.0.2.20")).answer).toBe("ask-admin");
      expect((await ask("nobody@lab.example", "192.0.2.20")).answer).toBe("ask-admin");
      expect(mails).toEqual([]);
      expect(await linkAccount(token)).toBe("new@lab.example");
    }));

  it("refuses an address that is not an e-mail, sending nothing", () =>
    withStore(db, async () => {
      const { mails, ask } = desk();
      expect((await ask("not an address", "192.0.2.30")).answer).toBe("invalid");
      expect((await ask("", "192.0.2.30")).answer).toBe("invalid");
      expect(mails).toEqual([]);
    }));

  it(`sends an address at most ${ADDRESS_LINKS_PER_HOUR} links an hour, answering as before`, () =>
    withStore(db, async () => {
      await addUser("ravi@lab.example", PASSWORD, ["hr"]);
      const { mails, ask } = desk();
      const start = new Date("2026-11-27T10:00:00Z");
      for (let i = 0; i < ADDRESS_LINKS_PER_HOUR + 2; i++)
        expect((await ask("ravi@lab.example", `192.0.2.${40 + i}`, start)).answer).toBe("sent");
      await Promise.resolve();
      expect(mails).toHaveLength(ADDRESS_LINKS_PER_HOUR);
      const later = new Date(start.getTime() + HOUR + 1000);
      await (
        await ask("ravi@lab.example", "192.0.2.99", later)
      ).sending;
      expect(mails).toHaveLength(ADDRESS_LINKS_PER_HOUR + 1);
    }));

  it(`answers a client (an IPv6 /64) "too many" after ${CLIENT_REQUESTS_PER_HOUR} requests an hour; other clients go on`, () =>
    withStore(db, async () => {
      const { ask } = desk();
      const start = new Date("2026-11-27T10:00:00Z");
      for (let i = 0; i < CLIENT_REQUESTS_PER_HOUR; i++)
        expect((await ask(`someone${i}@lab.example`, `2001:db8:1:2::${i + 1}`, start)).answer).toBe(
          "sent",
        );
      expect((await ask("one-more@lab.example", "2001:db8:1:2::ffff", start)).answer).toBe(
        "too-many",
      );
      expect((await ask("one-more@lab.example", "2001:db8:1:3::1", start)).answer).toBe("sent");
      // The daily purge (which clears sign-in failures after 15 minutes) keeps them for their hour.
      await purgeDesk(new Date(start.getTime() + 30 * 60_000));
      expect((await ask("one-more@lab.example", "2001:db8:1:2::1", start)).answer).toBe("too-many");
      const later = new Date(start.getTime() + HOUR + 1000);
      expect((await ask("one-more@lab.example", "2001:db8:1:2::1", later)).answer).toBe("sent");
      await purgeDesk(new Date(later.getTime() + HOUR + 1000));
      expect(
        Number((db.prepare("SELECT COUNT(*) AS n FROM desk_failures").get() as { n: number }).n),
      ).toBe(0);
    }));
});
