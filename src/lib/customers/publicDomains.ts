import providers from "email-providers/all.json" with { type: "json" };

/**
 * Public e-mail services (free mail): anyone can have an address there, so
 * none of their domains can be an organisation's whole domain, only the
 * single addresses of its people (issue 49). The list is the npm package
 * `email-providers` (about 8,800 domains, republished as its sources change;
 * docs/decisions.md says why this one), and, in this one place, what it lacks
 * that the lab's customers use.
 */
const LISTED = new Set<string>(providers);

/** Services the package leaves out (checked against its 2.26.0 list). */
const ADDED = [
  "hotmail.co.in",
  "live.in",
  "outlook.co.in",
  "rediff.com",
  "rediffmail.in",
  "tuta.io",
  "tutanota.com",
  "zohomail.com",
  "zohomail.in",
];
for (const domain of ADDED) LISTED.add(domain);

/**
 * Services whose every country's domain is theirs: yahoo.co.in, yahoo.com.au,
 * hotmail.fr, outlook.in, live.co.uk … (the name, then an optional com/co/net
 * and a country code, or .com).
 */
const COUNTRY_VARIANTS =
  /^(yahoo|ymail|rocketmail|hotmail|outlook|live|msn|gmail|googlemail|aol|gmx|yandex|rediffmail|protonmail|icloud|zohomail)\.(((com?|net)\.)?[a-z]{2}|com)$/;

/** Whether a domain ("gmail.com" or "@gmail.com", any case) is a public e-mail service's. */
export function isPublicDomain(domain: string): boolean {
  const host = domain.trim().toLowerCase().replace(/^@/, "").replace(/\.$/, "");
  return LISTED.has(host) || COUNTRY_VARIANTS.test(host);
}
