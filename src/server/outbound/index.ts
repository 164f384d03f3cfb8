export { isBlockedAddress, literalAddress, bareHost } from './blocked-addresses';
export { BlockedAddressError, failureKind, guardedLookup, urlRefusal, type OutboundPolicy, type Resolve, type ResolvedAddress } from './policy';
export { outboundFetch, type OutboundFetch } from './outbound-fetch';
