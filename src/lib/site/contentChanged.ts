/**
 * What the lab edits on the desk (openings, articles, photos) shows on public
 * pages that the server keeps rendered in memory (lib/http/pageCache.ts).
 * A desk write that changes what visitors see calls `contentChanged()`; the
 * kept pages are then rendered afresh on their next request. Content that
 * changes by itself at a set time (an article scheduled for 10:00) is named
 * by a source given to `watchUpcomingChanges`: kept pages are dropped once
 * the soonest such time has come.
 */
type Listener = () => void;
/** The soonest moment after `now` at which this source's content changes by itself. */
export type UpcomingChange = (now: Date) => Date | undefined;

const listeners = new Set<Listener>();
const sources = new Set<UpcomingChange>();

export function contentChanged(): void {
  for (const listener of listeners) listener();
}

/** Called by the page cache: `listener` runs on every change; the result removes it. */
export function onContentChanged(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function watchUpcomingChanges(source: UpcomingChange): () => void {
  sources.add(source);
  contentChanged(); // pages kept before this source was known did not look at it
  return () => sources.delete(source);
}

/** The soonest self-timed change after `now` (ms since the epoch), or Infinity. */
export function nextContentChange(now: Date): number {
  let soonest = Number.POSITIVE_INFINITY;
  for (const source of sources) {
    const at = source(now)?.getTime();
    if (at !== undefined && at > now.getTime() && at < soonest) soonest = at;
  }
  return soonest;
}
