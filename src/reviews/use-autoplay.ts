import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Calls `advance` every `delay` ms while `running`. The next advance is timed from the start of the
 * previous one (not from the end of its animation), so the rhythm really is one slide per `delay`.
 * `restart()` starts a fresh full delay, e.g. after the visitor pressed Next or swiped.
 * Typing anywhere on the page (an `input` event, composed, so fields in shadow roots too) also starts a fresh
 * delay: no slide moves beside a field being typed in (WCAG 2.2.2) nor takes the typist's frames.
 * Every timer and listener is cleared when `running` turns false and when the component unmounts.
 */
export function useAutoplay(running: boolean, delay: number, advance: () => void): () => void {
  const advanceRef = useRef(advance);
  advanceRef.current = advance;
  const [epoch, setEpoch] = useState(0);

  useEffect(() => {
    if (!running || delay <= 0) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      timer = setTimeout(tick, delay);
      advanceRef.current();
    };
    const wait = () => {
      clearTimeout(timer);
      timer = setTimeout(tick, delay);
    };
    wait();
    document.addEventListener('input', wait, { passive: true });
    return () => {
      clearTimeout(timer);
      document.removeEventListener('input', wait);
    };
  }, [running, delay, epoch]);

  return useCallback(() => setEpoch((n) => n + 1), []);
}
