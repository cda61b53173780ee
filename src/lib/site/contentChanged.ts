import { outsideTransaction } from "@/lib/db/store";
import { moveContentVersion, readContentVersion } from "./store";

/**
 * What the lab edits on the desk (openings, articles, photos, the scope,
 * certificates) shows on public pages that each server keeps rendered in
 * memory (lib/http/pageCache.ts). A desk write that changes what visitors see
 * calls `contentChanged()`: this server's kept pages go at once, and the
 * content version in the database moves on, which every other server on the
 * same database reads every CONTENT_LOOK_MS (`lookForContentChange`, a job of
 * lib/server/jobs.ts) and then drops its own.
 */
type Listener = () => void;
const listeners = new Set<Listener>();

/** How often a server reads the content version: a change made elsewhere shows within this. */
export const CONTENT_LOOK_MS = 2_000;

/** The version this server's kept pages were drawn at (undefined before its first look). */
let seen: number | undefined;

function dropKept(): void {
  for (const listener of listeners) listener();
}

export function contentChanged(now: Date = new Date()): void {
  dropKept();
  // Not awaited (callers are often synchronous) and outside any open
  // transaction: the number moves on once the change is stored.
  void outsideTransaction(() => moveContentVersion(now))
    .then((version) => {
      seen = Math.max(seen ?? version, version);
    })
    .catch((error: unknown) => console.error("the content version could not be moved on:", error));
}

/** Reads the content version; a change made by another server drops this one's kept pages. */
export async function lookForContentChange(): Promise<boolean> {
  const version = await readContentVersion();
  const changed = seen !== undefined && version !== seen;
  seen = version;
  if (changed) dropKept();
  return changed;
}

/** Called by the page cache: `listener` runs on every change; the result removes it. */
export function onContentChanged(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
