import { lims } from "@/content/reports";
import { ApiTokenError, createApiToken, listApiTokens, revokeApiToken } from "./apiTokens";
import type { TokenScope } from "./records";

/**
 * The API tokens page's actions (role admin): make a token (shown once) or
 * revoke one, and the revocation to confirm first. The route
 * (src/pages/desk/api-tokens.astro) only reads the address, calls these and
 * draws. A refusal is an ApiTokenError (a DeskError).
 */

/** What a button did: the token made (its name and the token, shown this once) or the token revoked. */
export type ApiTokenDone = { created: { name: string; token: string } } | { revoked: string };

/** The longest token name read from a form or the address (the names themselves are at most 60). */
const NAME_MAX = 100;

/** One of the page's buttons, posted by `me`: Create (a name and a scope) or Revoke (a name). */
export async function apiTokenPageAction(request: Request, me: string): Promise<ApiTokenDone> {
  const form = await request.formData();
  const name = String(form.get("name") ?? "").slice(0, NAME_MAX);
  const action = form.get("action");
  if (action === "create") {
    const scope = String(form.get("scope") ?? "register") as TokenScope;
    return { created: { name: name.trim(), token: await createApiToken(name, me, scope) } };
  }
  if (action === "revoke") {
    await revokeApiToken(name, me);
    return { revoked: name };
  }
  throw new ApiTokenError(lims.tokens.errors.unknownAction);
}

/** The live token the address asks to revoke (`?revoke=<name>`), to confirm first; undefined when none. */
export async function tokenToRevoke(url: URL): Promise<{ confirm: string } | undefined> {
  const asked = url.searchParams.get("revoke")?.slice(0, NAME_MAX);
  const token = asked ? (await listApiTokens()).find((t) => t.name === asked) : undefined;
  return token && !token.revokedAt ? { confirm: token.name } : undefined;
}
