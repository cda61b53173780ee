import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { addUser, signInRequest, suiteDb } from "./deskStaff";
import { insertLead } from "@/lib/leads/store";
import { onRecord } from "./record";

/**
 * A lead stored before the strict e-mail rule (put in the database directly,
 * as the inbox stored it then) cannot add recipients, a body or headers to
 * the staff's reply: every mailto link on the desk carries the address encoded.
 */

const HOSTILE = "a@b.c?cc=attacker@evil.example&bcc=spy@evil.example&body=Send%20the%20report";

async function oldLead(marker: string): Promise<string> {
  return onRecord(suiteDb, async () => {
    return (
      await insertLead({
        template: "template_contact",
        form: "consultation",
        fields: {
          user_name: `Old lead ${marker}`,
          user_email: HOSTILE,
          user_phone: "9826012345",
          user_service: "Calibration Services",
          message: "Stored before the strict rule",
        },
        client: "203.0.113.9",
        notify: "off",
      })
    ).reference;
  });
}

/** What a mail client makes of a mailto link (RFC 6068): the recipients and the other fields. */
function mailtoParts(href: string) {
  const url = new URL(href);
  expect(url.protocol).toBe("mailto:");
  const to = decodeURIComponent(url.pathname)
    .split(",")
    .filter((a) => a);
  return { to, fields: Object.fromEntries(url.searchParams) };
}

test("an old lead with a hostile address: the Reply link and the address links have one recipient, the address as typed", async ({
  request,
}) => {
  const marker = randomUUID().slice(0, 8);
  const reference = await oldLead(marker);
  const email = addUser(suiteDb, "reply");
  expect((await signInRequest(request, email)).status()).toBe(303);

  const pages = {
    lead: await (await request.get(`/desk/lead?id=${reference}`)).text(),
    list: await (await request.get(`/desk?q=${marker}`)).text(),
  };
  for (const [where, html] of Object.entries(pages)) {
    const hrefs = [...html.matchAll(/href="(mailto:[^"]*)"/g)].map((m) =>
      m[1]!.replaceAll("&amp;", "&"),
    );
    expect(hrefs.length, where).toBeGreaterThan(0);
    for (const href of hrefs) {
      const { to, fields } = mailtoParts(href);
      expect(to, `${where}: ${href}`).toEqual([HOSTILE]);
      expect(Object.keys(fields), `${where}: ${href}`).not.toContain("cc");
      expect(Object.keys(fields), `${where}: ${href}`).not.toContain("bcc");
      expect(Object.keys(fields), `${where}: ${href}`).not.toContain("body");
    }
  }
  const reply = /href="(mailto:[^"]*)"[^>]*>Reply by e-mail/.exec(pages.lead)?.[1];
  expect(reply).toBeDefined();
  expect(mailtoParts(reply!.replaceAll("&amp;", "&")).fields).toEqual({
    subject: `${reference}: Consultation request`,
  });
});
