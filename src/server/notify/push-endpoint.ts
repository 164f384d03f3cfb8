/**
 * Where a push may go: an `https` push service on a public host. A subscription is the browser's word,
 * and the inbox stores what a signed-in page sends: without this check the receiver could be made to POST
 * to the owner's router or a cloud metadata address. The names it resolves to are checked by the outbound
 * policy at connect time (src/server/outbound). `allowPrivate` lifts both (a push service on loopback).
 */
import { bareHost, isBlockedAddress } from '../outbound';
import { isIP } from 'node:net';
import { hasControlCharacter } from '../store/control-characters';

/** The endpoint as a URL when its form is acceptable (checked when the inbox stores it); undefined otherwise. */
export function pushEndpointUrl(endpoint: unknown, allowPrivate = false): URL | undefined {
  if (typeof endpoint !== 'string' || endpoint.length > 2048 || hasControlCharacter(endpoint)) return undefined;
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return undefined;
  }
  if (url.username || url.password) return undefined;
  if (allowPrivate) return url.protocol === 'https:' || url.protocol === 'http:' ? url : undefined;
  if (url.protocol !== 'https:') return undefined;
  const host = bareHost(url.hostname).toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost') || !host.includes('.') && !isIP(host)) return undefined;
  if (isIP(host) && isBlockedAddress(host)) return undefined;
  return url;
}
