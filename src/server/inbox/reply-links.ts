/**
 * The two reply links of a request: WhatsApp (`https://wa.me/<digits>?text=…`) and e-mail (`mailto:`),
 * with the greeting written in the guest's language.
 */
import type { InboxRequest } from '../../inbox/inbox-api-types';

export function replyLinks(r: InboxRequest, siteName?: string): { whatsapp: string; email: string } {
  const nights = Math.round((Date.parse(r.checkOut) - Date.parse(r.checkIn)) / 86_400_000);
  const text = `Hello ${r.name}, thank you for your request for ${r.checkIn} to ${r.checkOut} (${nights} nights).`;
  const subject = siteName ? `Your booking request at ${siteName}` : 'Your booking request';
  return {
    whatsapp: `https://wa.me/${r.whatsapp.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`,
    email: `mailto:${encodeURIComponent(r.email).replace(/%40/g, '@')}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(text)}`,
  };
}
