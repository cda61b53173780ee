/**
 * NABL's rule on the accreditation symbol, as the scope's pages use it. The
 * rule itself is lib/nablSymbol.ts, below the areas: the brochure follows it too.
 */
export { mayShowNablMark, nablStanding, type NablStanding } from "@/lib/nablSymbol";
