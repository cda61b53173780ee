/**
 * At most `max` requests handled at once: one more is turned away at once
 * (503) rather than queued, so a flood cannot pile up bodies in memory.
 */
export function createCapacity(max: number) {
  let active = 0;
  return {
    full: () => active >= max,
    async run<T>(work: () => Promise<T>): Promise<T> {
      active++;
      try {
        return await work();
      } finally {
        active--;
      }
    },
  };
}
