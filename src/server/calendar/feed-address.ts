/**
 * Where a feed may be fetched from: `https` on a public address only, unless private feeds are allowed
 * (tests, a home server). The address rule is the outbound policy's (src/server/outbound): one block list,
 * checked on every resolved address inside the connection's own lookup.
 */
import { urlRefusal as policyRefusal } from '../outbound';

/** The switch that reads such feeds, named wherever one is refused (the inbox, the server's log). */
const SWITCH = 'CALENDAR_ALLOW_PRIVATE=1 (option allowPrivateFeeds) also reads http:// feeds and private addresses.';
const PRIVATE = `The feed is on a private address; ${SWITCH}`;

/** Why `url` may not be fetched, or undefined when it may. */
export function urlRefusal(url: URL, allowPrivate: boolean): string | undefined {
  if (url.protocol !== 'https:' && !(allowPrivate && url.protocol === 'http:')) return `Only https:// feeds are read; ${SWITCH}`;
  const refusal = policyRefusal(url, { allowPrivate });
  if (refusal === 'credentials') return 'A feed URL may not hold a user name or password.';
  if (refusal === 'blocked') return PRIVATE;
  return undefined;
}
