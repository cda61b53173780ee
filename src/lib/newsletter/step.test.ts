// @vitest-environment node
import { describe, expect, it } from "vitest";
import { onFreshStore } from "../../../tests/fixtures/freshStore";
import type { PlainMail } from "@/lib/platform/mail/outbox";
import { addressOfConsentToken } from "@/lib/privacy/consent/links";
import { newsletterStep } from "./step";

const NOW = new Date("2026-11-30T06:00:00Z");

describe("a newsletter sign-up", () => {
  it(
    "hears back with its one-click unsubscribe, in the body and the headers",
    onFreshStore(async () => {
      const mails: PlainMail[] = [];
      const step = newsletterStep(async (mail) => {
        mails.push(mail);
        return "mailed";
      }, "https://lab.example");
      await step.stored!({
        id: 1,
        reference: "LEAD-2026-000001",
        createdAt: NOW,
        fields: { newsletter_email: "Reader@Example.in" },
        context: undefined,
        client: "203.0.113.0",
      });
      expect(mails).toHaveLength(1);
      const mail = mails[0]!;
      expect(mail.to).toBe("Reader@Example.in");
      expect(mail.headers!["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
      const link = /^<(.+)>$/.exec(mail.headers!["List-Unsubscribe"]!)![1]!;
      expect(mail.text).toContain(link);
      const token = new URL(link).searchParams.get("token")!;
      expect(await addressOfConsentToken(token)).toBe("reader@example.in");
    }),
  );
});
