/**
 * The two reply links of a request, written in the guest's language: WhatsApp (`https://wa.me/<digits>?text=…`)
 * and e-mail (`mailto:` with subject and the same greeting).
 */
import type { InboxRequest } from '../../inbox/inbox-api-types';
import { priceLines } from '../pricing/price-lines';
import { mailtoLink, replyLocale, whatsappLink } from '../reply';

/** With the language the drafts are written in (`ko`), for the owner who reads another. */
export const replyLinks = (r: InboxRequest) => ({
  whatsapp: whatsappLink(r, r.locale),
  email: mailtoLink(r, r.locale),
  language: replyLocale(r.locale ?? undefined).language,
  // The same drafts with the estimate's lines, when the request has one: the owner chooses.
  ...(r.quote && { whatsappWithPrice: whatsappLink(r, r.locale, priceLines(r.quote, r.locale)), emailWithPrice: mailtoLink(r, r.locale, priceLines(r.quote, r.locale)) }),
});
