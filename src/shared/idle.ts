/**
 * Runs `fn` when the page is idle (at the latest after 2 s); returns a function that cancels it.
 * requestIdleCallback where the browser has it (Safari does not): otherwise a short timeout.
 */
export function whenIdle(fn: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(fn, { timeout: 2000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(fn, 200);
  return () => clearTimeout(id);
}
