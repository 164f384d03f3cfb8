/**
 * What a webhook or push attempt that got no answer tells the owner: the time limit, the outbound policy's
 * refusal (final: the address will not become public by retrying), or "could not connect". Never the errno:
 * refused and unreachable would map another host's ports for anyone who can set an address.
 */
import { failureKind } from '../outbound';
import type { AttemptResult } from './booking-event';

export function attemptFailure(error: unknown, timeoutMs: number): AttemptResult {
  const kind = failureKind(error);
  if (kind === 'blocked') return { outcome: 'gone', error: 'the address is not a public internet address' };
  if (kind === 'timeout') return { outcome: 'failed', error: `timeout after ${timeoutMs / 1000} s` };
  return { outcome: 'failed', error: 'could not connect' };
}
