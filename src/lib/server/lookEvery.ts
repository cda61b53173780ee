/**
 * A job's look now and every `ms` after, never two at once (a look still
 * running when the next is due is left to finish); an error is logged as
 * `stopped` and the next look tries again. Answers how to stop it.
 */
export function lookEvery(ms: number, look: () => Promise<unknown>, stopped: string): () => void {
  let running: Promise<unknown> | undefined;
  const once = () => {
    running ??= look()
      .catch((error: unknown) => console.error(stopped, error))
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(once, ms);
  timer.unref();
  once();
  return () => clearInterval(timer);
}
