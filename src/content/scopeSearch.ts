/**
 * What /scope's search knows of the field's words (issue 51 item 1). The
 * synonyms are the lab's data: this list seeds the database once
 * (lib/db/migrations/0040_scope_words.ts) and the quality team edits it on the
 * desk (/desk/scope, "Search words"), audited. One line is one set of words
 * that mean the same test; a search for any of them finds rows that say any
 * of them.
 */
export const scopeSearchWordsSeed: readonly string[] = [
  "BDV = breakdown voltage = electric strength = dielectric strength",
  "PD = partial discharge",
  "IR = insulation resistance = megger",
  "PI = polarisation index = polarization index",
  "tan delta = tan δ = tanδ = dissipation factor = loss tangent",
  "HV = high voltage",
  "LV = low voltage",
  "CT = current transformer",
  "PT = VT = potential transformer = voltage transformer",
  "LI = lightning impulse",
  "SI = switching impulse",
  "PF = power frequency",
  "DGA = dissolved gas analysis",
  "OLTC = on-load tap changer = on load tap changer",
  "XLPE = cross-linked polyethylene",
  "FRLS = flame retardant low smoke",
  "ACSR = aluminium conductor steel reinforced = aluminum conductor steel reinforced",
  "MCB = miniature circuit breaker",
  "RCCB = residual current circuit breaker",
  "SPD = surge protective device",
  "LA = lightning arrester = surge arrester",
  "WTI = winding temperature indicator",
  "OTI = oil temperature indicator",
  "earthing = grounding",
  "aluminium = aluminum",
];

/**
 * Words that say nothing in a scope of tests: a search leaves them out when it
 * has other words ("impulse test" looks for impulse).
 */
export const scopeSearchNoiseWords: readonly string[] = [
  "test",
  "tests",
  "testing",
  "of",
  "the",
  "and",
  "for",
  "on",
  "in",
  "to",
  "with",
  "a",
  "an",
  "at",
  "by",
];

/**
 * The bodies whose standards a search recognises however they are written
 * (IS 2026, IS:2026, IS2026, IS 2026 (Part 3):2018). The lab's own methods
 * (MET/SOP/12) need no entry: their words are matched as a phrase.
 */
export const standardBodies: readonly string[] = [
  "IS/IEC",
  "IEEE Std",
  "IEEE",
  "IEC",
  "IS",
  "BS EN",
  "BS",
  "EN",
  "ASTM",
  "ISO",
  "ANSI",
  "CISPR",
  "DIN",
  "UL",
  "NEMA",
  "JIS",
  "CEA",
  "CBIP",
];
