import type { APIContext, AstroGlobal } from "astro";
import { serverEnv } from "@/lib/env/server";
import { labNow } from "@/lib/clock";
import { clientAddressOf, clientKey, peerAddress } from "@/lib/http/client";
import { sendMailNow } from "@/lib/platform/mail/outbox";
import { sharedThrottle } from "@/lib/platform/throttle";
import type { IntakeDeps } from "./intake";

/**
 * /privacy/request on this server: its limits (per client network and per
 * address, each a bounded number of keys, refused at once past the limit),
 * the one mail outbox, the site's address and the lab's clock.
 */
const HOUR = 60 * 60_000;

let deps: IntakeDeps | undefined;

export function privacyIntake(): IntakeDeps {
  deps ??= {
    perClient: sharedThrottle({
      name: "privacy requests per network",
      limit: 10,
      windowMs: HOUR,
      maxKeys: 5_000,
    }),
    perAddress: sharedThrottle({
      name: "privacy requests per address",
      limit: 3,
      windowMs: HOUR,
      maxKeys: 5_000,
    }),
    send: (mail) => sendMailNow(mail),
    siteUrl: serverEnv.SITE_URL,
    now: labNow,
  };
  return deps;
}

/** The client a request counts as, and what the request keeps of it. */
export const privacyClient = (context: APIContext | AstroGlobal) => ({
  key: clientKey(peerAddress(context), context.request.headers, serverEnv.TRUST_PROXY_HOPS),
  address: clientAddressOf(
    peerAddress(context),
    context.request.headers,
    serverEnv.TRUST_PROXY_HOPS,
  ).slice(0, 100),
  userAgent: context.request.headers.get("user-agent")?.slice(0, 300) ?? null,
});

/** The desk's actions on this server: the one outbox and the lab's clock. */
export const privacyDeskDeps = { send: sendMailNow, now: labNow };
