/**
 * Where a feed may be fetched from: `https` on a public address only, unless private feeds are allowed
 * (tests, a home server). The address rule is the outbound policy's (src/server/outbound): one block list,
 * checked on every resolved address inside the connection's own lookup.
 */
import { urlRefusal as policyRefusal } from '../outbound';

/** Why `url` may not be fetched, or undefined when it may. */
export function urlRefusal(url: URL, allowPrivate: boolean): string | undefined {
  if (url.protocol !== 'https:' && !(allowPrivate && url.protocol === 'http:')) return 'Only https:// feeds are read.';
  const refusal = policyRefusal(url, { allowPrivate });
  if (refusal === 'credentials') return 'A feed URL may not hold a user name or password.';
  if (refusal === 'blocked') return 'The feed is on a private address.';
  return undefined;
}
