/** Reports the elapsed milliseconds once, at the first call of the returned stop function. */
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
