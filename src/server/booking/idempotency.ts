/**
 * `Idempotency-Key`: a retry of a stored request gets the first answer (`201`, `Idempotent-Replayed:
 * true`), the same key with another request gets `422`. Requests are compared by a SHA-256 fingerprint
 * of the booking as the schema normalised it, so key order and padding do not make another request.
 */
import { createHash } from 'node:crypto';
import { BOOKING_FIELDS, type BookingRequest, type BookingSchemas } from '../../booking-request';
import type { StoredKey } from './booking-store';
import { json } from '../http/answers';

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/;

/** The `Idempotency-Key` header: absent, a valid key (a structured-field string may come quoted), or bad. */
export function idempotencyKeyOf(request: Request): { ok: true; key?: string } | { ok: false; body: object } {
  const raw = request.headers.get('idempotency-key');
  if (raw === null) return { ok: true };
  let key = raw.trim();
  if (key.length >= 2 && key.startsWith('"') && key.endsWith('"')) key = key.slice(1, -1);
  return IDEMPOTENCY_KEY.test(key)
    ? { ok: true, key }
    : { ok: false, body: { errors: { 'Idempotency-Key': 'Idempotency-Key must be 1 to 255 visible ASCII characters.' } } };
}

/** The eight fields in their order: what is stored and what the fingerprint covers. */
export const bookingOf = (parsed: BookingRequest) =>
  Object.fromEntries(BOOKING_FIELDS.map((field) => [field, parsed[field]])) as BookingRequest;

/** SHA-256 (hex) of a booking in field order. */
export const hashOf = (booking: BookingRequest) => createHash('sha256').update(JSON.stringify(booking)).digest('hex');

/** The fingerprint of a body for a replay check, or `undefined` when it is no booking at all. */
export function fingerprint(schema: BookingSchemas['booking'], value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? hashOf(bookingOf(result.data as BookingRequest)) : undefined;
}

export const conflict = (headers: Record<string, string>) =>
  json(422, { error: 'This Idempotency-Key was already used for a different request.' }, headers);

export const replayed = (id: string, headers: Record<string, string>) =>
  json(201, { id }, { ...headers, 'Idempotent-Replayed': 'true' });

/** The answer to a retry of `previous`: its first answer for the same request, `422` for another. */
export function answerReplay(previous: StoredKey, bodyHash: string | undefined, headers: Record<string, string>) {
  return bodyHash === previous.bodyHash ? replayed(previous.id, headers) : conflict(headers);
}
