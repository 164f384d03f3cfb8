/**
 * The rules a review's fields follow, wherever they come from (the guest's page, an import, the owner's
 * change): the reason for a refusal is one plain sentence. Markup and links are text like any other (the
 * page and the carousel show them as text); control characters are refused.
 */
import { hasControlCharacter } from '../store/control-characters';
import type { ReviewChange, ReviewStatus } from '../../inbox/reviews-api-types';

export const TEXT_MIN = 20;
export const TEXT_MAX = 2000;
export const NAME_MAX = 40;
export const REPLY_MAX = 1000;
const STATUSES: readonly ReviewStatus[] = ['pending', 'approved', 'hidden'];

export type Checked<T> = { ok: true; value: T } | { ok: false; error: string };
const refuse = (error: string) => ({ ok: false, error }) as const;
/** Length in characters as a person counts them (an emoji is one). */
const length = (text: string) => Array.from(text).length;

export function checkRating(value: unknown): Checked<number> {
  const rating = typeof value === 'string' && /^\d$/.test(value.trim()) ? Number(value) : value;
  return typeof rating === 'number' && Number.isInteger(rating) && rating >= 1 && rating <= 5 ? { ok: true, value: rating } : refuse('The rating must be a whole number from 1 to 5.');
}

/** Line breaks are kept in a review; every other control character is refused. */
export function checkText(value: unknown): Checked<string> {
  if (typeof value !== 'string') return refuse(`The review must be text of ${TEXT_MIN} to ${TEXT_MAX} characters.`);
  const text = value.replace(/\r\n?/g, '\n').trim();
  if (hasControlCharacter(text.replace(/\n/g, ' '))) return refuse('The review holds a control character; remove it and send again.');
  if (length(text) < TEXT_MIN) return refuse(`The review needs at least ${TEXT_MIN} characters.`);
  if (length(text) > TEXT_MAX) return refuse(`The review can be at most ${TEXT_MAX} characters.`);
  return { ok: true, value: text };
}

export function checkName(value: unknown, fallback: string): Checked<string> {
  if (value !== undefined && typeof value !== 'string') return refuse(`The name must be text of at most ${NAME_MAX} characters.`);
  const name = (value ?? '').trim() || fallback;
  if (hasControlCharacter(name)) return refuse('The name holds a control character; remove it and send again.');
  if (length(name) > NAME_MAX) return refuse(`The name can be at most ${NAME_MAX} characters.`);
  if (!name) return refuse('Give the name to show with the review.');
  return { ok: true, value: name };
}

/** A language tag as Intl writes it, or '' for none; a malformed one is refused. */
export function checkLang(value: unknown): Checked<string> {
  if (value === undefined || value === null || value === '') return { ok: true, value: '' };
  try {
    const [tag] = Intl.getCanonicalLocales(String(value).trim());
    if (tag && tag.length <= 35) return { ok: true, value: tag };
  } catch {
    // refused below
  }
  return refuse(`"${String(value).slice(0, 40)}" is not a language tag (en, ja, zh-Hant…).`);
}

/** The owner's change: any of status, reply, pinned, position, each checked; nothing else. */
export function checkChange(body: unknown): Checked<ReviewChange> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return refuse('Send the change as a JSON object.');
  const { status, reply, pinned, position, ...rest } = body as Record<string, unknown>;
  const unknown = Object.keys(rest);
  if (unknown.length) return refuse(`"${unknown[0]!.slice(0, 40)}" cannot be changed; send status, reply, pinned or position.`);
  const change: ReviewChange = {};
  if (status !== undefined) {
    if (!STATUSES.includes(status as ReviewStatus)) return refuse(`The status must be one of ${STATUSES.join(', ')}.`);
    change.status = status as ReviewStatus;
  }
  if (reply !== undefined) {
    if (reply !== null && typeof reply !== 'string') return refuse('The reply must be text or null.');
    const text = typeof reply === 'string' ? reply.replace(/\r\n?/g, '\n').trim() : '';
    if (hasControlCharacter(text.replace(/\n/g, ' '))) return refuse('The reply holds a control character; remove it and send again.');
    if (length(text) > REPLY_MAX) return refuse(`The reply can be at most ${REPLY_MAX} characters.`);
    change.reply = text || null;
  }
  if (pinned !== undefined) {
    if (typeof pinned !== 'boolean') return refuse('pinned must be true or false.');
    change.pinned = pinned;
  }
  if (position !== undefined) {
    if (typeof position !== 'number' || !Number.isInteger(position) || Math.abs(position) > 1_000_000) return refuse('position must be a whole number.');
    change.position = position;
  }
  return { ok: true, value: change };
}
