/**
 * Measures how long something takes and reports the elapsed milliseconds once when stopped.
 * Returns the stop function; calling it again does nothing.
 */
export function startTimer(report: (elapsedMs: number) => void): () => number {
  const startedAt = performance.now();
  let stopped = false;
  return () => {
    const elapsed = Math.round(performance.now() - startedAt);
    if (!stopped) {
      stopped = true;
      report(elapsed);
    }
    return elapsed;
  };
}
