/**
 * Where a feed may be fetched from: `https` on a public address only, unless private feeds are allowed
 * (tests, a home server). The address rule is the outbound policy's (src/server/outbound): one block list,
 * checked on every resolved address inside the connection's own lookup.
 */
import { urlRefusal as policyRefusal } from '../outbound';

/** The switch that reads such feeds, named wherever one is refused (the inbox, the server's log). */
const SWITCH = 'CALENDAR_ALLOW_PRIVATE=1 (option allowPrivateFeeds) also reads http:// feeds and private addresses.';
const PRIVATE = `The feed is on a private address; ${SWITCH}`;

const WORDS = {
  'feed.https': `Only https:// feeds are read; ${SWITCH}`,
  'feed.credentials': 'A feed URL may not hold a user name or password.',
  'feed.private': PRIVATE,
} as const;
/** A refusal's stable code, which the inbox shows in the owner's language. */
export type FeedRefusalCode = keyof typeof WORDS;

/** Why `url` may not be fetched (its code), or undefined when it may. */
export function urlRefusalCode(url: URL, allowPrivate: boolean): FeedRefusalCode | undefined {
  if (url.protocol !== 'https:' && !(allowPrivate && url.protocol === 'http:')) return 'feed.https';
  const refusal = policyRefusal(url, { allowPrivate });
  if (refusal === 'credentials') return 'feed.credentials';
  if (refusal === 'blocked') return 'feed.private';
  return undefined;
}

/** Why `url` may not be fetched, in English (the server's log), or undefined when it may. */
export function urlRefusal(url: URL, allowPrivate: boolean): string | undefined {
  const code = urlRefusalCode(url, allowPrivate);
  return code && WORDS[code];
}
