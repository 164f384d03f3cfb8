/**
 * The listing's busy nights, read once in the background after the guest's first edit: never on the request
 * path, and anything that goes wrong leaves them unknown (the form then shows nothing).
 */
import { useEffect, useRef, useState } from 'react';
import { localIsoDate } from '../booking-request';
import { whenIdle } from '../shared/idle';
import { availabilityUrl, loadBusy, type BusyRange } from './availability';

export function useAvailability(endpoint: string, attribute: string | undefined, started: boolean): BusyRange[] | undefined {
  const [busy, setBusy] = useState<BusyRange[]>();
  const asked = useRef<AbortController>(null);
  useEffect(() => () => asked.current?.abort(), []);
  useEffect(() => {
    if (!started || asked.current) return;
    const url = availabilityUrl(endpoint, attribute, document.baseURI, localIsoDate());
    if (!url) return;
    const controller = (asked.current = new AbortController());
    // Asked when the page is idle, so the read never competes with the guest's keystrokes.
    whenIdle(() => void loadBusy(url, controller.signal).then((ranges) => controller.signal.aborted || setBusy(ranges)));
  }, [started, endpoint, attribute]);
  return busy;
}
