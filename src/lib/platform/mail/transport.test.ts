// @vitest-environment node
import { describe, expect, it } from "vitest";
import { CLAIM_LEASE_MS } from "@/lib/platform/outbox/store";
import { SMTP_TIMEOUTS, smtpTransport } from "./transport";

describe("the site's SMTP transport", () => {
  it("gives up on a silent server long before an outbox claim's lease runs out", () => {
    const transport = smtpTransport("smtp://mail.lab.example:2525");
    const options = transport.options as Record<string, unknown>;
    expect(options).toMatchObject({ ...SMTP_TIMEOUTS, host: "mail.lab.example", port: 2525 });
    // Connecting, the greeting, and a few quiet spells (envelope, data, the reply) all fit in the lease.
    const worst =
      SMTP_TIMEOUTS.connectionTimeout +
      SMTP_TIMEOUTS.greetingTimeout +
      5 * SMTP_TIMEOUTS.socketTimeout;
    expect(worst).toBeLessThan(CLAIM_LEASE_MS);
    transport.close();
  });
});
