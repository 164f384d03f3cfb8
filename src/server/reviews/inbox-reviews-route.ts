/**
 * Where the inbox hands its reviews calls: `api/reviews…` (list, change, delete, import) and
 * `api/requests/<id>/review-request`, the owner's "Ask for a review": the link made now (the same one
 * request per booking; none for spam, for a guest who opted out, or once a review came) and a WhatsApp text
 * in the guest's language.
 */
import type { ReviewRequestLink } from '../../inbox/reviews-api-types';
import { json } from '../inbox/inbox-api';
import { linkOrigin, type LinkOptions } from '../http/public-origin';
import type { Store } from '../store';
import { reviewRequests } from './review-requests';
import { reviewTexts } from './review-texts';
import { reviewsAdminApi } from './reviews-admin-api';

export const REVIEW_REQUEST_PATH = /^api\/requests\/([^/]+)\/review-request$/;
export const isReviewsPath = (path: string) => path === 'api/reviews' || path.startsWith('api/reviews/') || REVIEW_REQUEST_PATH.test(path);

export async function inboxReviewsRoute(request: Request, path: string, ctx: { store: Store; now: () => Date; links: LinkOptions }): Promise<Response> {
  const asked = REVIEW_REQUEST_PATH.exec(path);
  if (!asked) return reviewsAdminApi(request, path.slice('api/reviews'.length), ctx);
  if (request.method !== 'POST') return json(405, { error: 'Method not allowed.' }, { Allow: 'POST' });
  const booking = /^[0-9a-f-]{36}$/.test(asked[1]!) ? await ctx.store.bookings.get(asked[1]!) : undefined;
  if (!booking) return json(404, { error: 'This request does not exist.' });
  if (booking.status === 'spam') return json(409, { error: 'This request is marked as spam: no review is asked for it.' });
  const requests = reviewRequests(ctx.store);
  const now = ctx.now();
  const made = await requests.forOwner(booking, now);
  if (!made.request) return json(409, { error: 'This guest asked not to get review requests.' });
  if (made.request.state === 'used') return json(409, { error: 'This guest already sent a review.' });
  const token = await requests.link(made.request.id, now);
  const url = `${linkOrigin(request, ctx.links)}/review/${token}`;
  const whatsappText = reviewTexts(made.request.lang).whatsapp(made.request.first_name || booking.name.trim(), url);
  const digits = booking.whatsapp.replace(/\D/g, '');
  const answer: ReviewRequestLink = { url, whatsappText, whatsappUrl: digits ? `https://wa.me/${digits}?text=${encodeURIComponent(whatsappText)}` : null };
  return json(201, answer);
}
