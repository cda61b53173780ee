/**
 * What the lab edits on the desk (openings, articles, photos) shows on public
 * pages that the server keeps rendered in memory (lib/http/pageCache.ts).
 * A desk write that changes what visitors see calls `contentChanged()`; the
 * kept pages are then rendered afresh on their next request.
 */
type Listener = () => void;
const listeners = new Set<Listener>();

export function contentChanged(): void {
  for (const listener of listeners) listener();
}

/** Called by the page cache: `listener` runs on every change; the result removes it. */
export function onContentChanged(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
