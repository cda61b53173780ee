/**
 * The address of the connection an endpoint was called on (Astro's
 * clientAddress), or undefined where the adapter gives none (unit tests call
 * endpoints with only a request).
 */
export function peerAddress(context: { readonly clientAddress?: string }): string | undefined {
  try {
    return context.clientAddress || undefined;
  } catch {
    return undefined; // Astro throws when the adapter cannot tell
  }
}
