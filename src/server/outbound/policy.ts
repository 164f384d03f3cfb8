/**
 * The outbound policy: the rule every server-side fetch (calendar feeds, webhooks, push) follows. A URL's
 * IP literal is checked before the request; a name is resolved once, inside the connection's own lookup,
 * every resolved address is checked, and the socket connects to the checked addresses only: no second lookup
 * that a rebinding name server could answer differently.
 */
import { lookup as dnsLookup } from 'node:dns/promises';
import type { LookupAddress } from 'node:dns';
import { isBlockedAddress, literalAddress } from './blocked-addresses';

export type ResolvedAddress = { address: string; family: number };
/** Resolves a name to every address it has (a seam: tests answer with a resolver that rebinds). */
export type Resolve = (hostname: string) => Promise<ResolvedAddress[]>;

export type OutboundPolicy = {
  /** Lifts the block list: a feed, webhook or push service on this machine or the local network. */
  allowPrivate?: boolean;
  resolve?: Resolve;
  /** Which addresses are refused; the default is the one block list (a seam for tests). */
  isBlocked?: (address: string) => boolean;
};

/** An address the policy refuses; `code` lets callers tell it from a network failure. */
export class BlockedAddressError extends Error {
  readonly code = 'EBLOCKED';
  constructor() {
    super('The address is not a public internet address.');
  }
}

const systemResolve: Resolve = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

/** Why the URL may not be contacted before any lookup (scheme, credentials, a blocked IP literal), or undefined. */
export function urlRefusal(url: URL, policy: OutboundPolicy = {}): 'scheme' | 'credentials' | 'blocked' | undefined {
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'scheme';
  if (url.username || url.password) return 'credentials';
  const literal = literalAddress(url);
  if (literal && !policy.allowPrivate && (policy.isBlocked ?? isBlockedAddress)(literal)) return 'blocked';
  return undefined;
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/** A `lookup` for `http.request`/`net.connect`: one resolution, every address checked, only checked ones returned. */
export function guardedLookup(policy: OutboundPolicy = {}) {
  const resolve = policy.resolve ?? systemResolve;
  const blocked = policy.isBlocked ?? isBlockedAddress;
  return (hostname: string, options: { all?: boolean } | number | undefined, callback: LookupCallback): void => {
    resolve(hostname).then(
      (addresses) => {
        if (addresses.length === 0) return callback(Object.assign(new Error(`No address for ${hostname}`), { code: 'ENOTFOUND' }), []);
        if (!policy.allowPrivate && addresses.some((a) => blocked(a.address))) return callback(new BlockedAddressError(), []);
        const all = addresses.map((a) => ({ address: a.address, family: a.family }));
        if (typeof options === 'object' && options?.all) return callback(null, all);
        callback(null, all[0].address, all[0].family);
      },
      (error: NodeJS.ErrnoException) => callback(error, []),
    );
  };
}

/** The kind of failure a fetch ended with: the policy's refusal, the time limit, or "could not connect". */
export function failureKind(error: unknown): 'blocked' | 'timeout' | 'network' {
  const chain: unknown[] = [];
  for (let e: unknown = error; e && chain.length < 5; e = (e as { cause?: unknown }).cause) chain.push(e);
  if (chain.some((e) => e instanceof BlockedAddressError || (e as { code?: string }).code === 'EBLOCKED')) return 'blocked';
  if (chain.some((e) => ['TimeoutError', 'AbortError'].includes(String((e as { name?: string }).name)))) return 'timeout';
  return 'network';
}
