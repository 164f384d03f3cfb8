/**
 * One-tap replies: a WhatsApp click-to-chat link and a `mailto:` link, both pre-filled with the greeting in
 * the guest's language. The owner's app opens with the draft; nothing is sent until they tap send.
 */
import { replyGreeting, replySubject, type ReplyBooking } from './greeting';

/** The greeting, then `extra` (the estimate's lines, written by the caller) after a blank line. */
const draft = (booking: ReplyBooking, locale: string | null | undefined, extra: string | undefined, newline: string) =>
  extra ? `${replyGreeting(booking, locale)}${newline}${newline}${extra.replace(/\n/g, newline)}` : replyGreeting(booking, locale);

/** `https://wa.me/<digits>?text=…`: wa.me takes the number as digits only, without `+`. */
export function whatsappLink(booking: ReplyBooking, locale?: string | null, extra?: string): string {
  const digits = booking.whatsapp.replace(/\D/g, '');
  return `https://wa.me/${digits}?text=${encodeURIComponent(draft(booking, locale, extra, '\n'))}`;
}

/**
 * `mailto:<guest>?subject=…&body=…` (RFC 6068): the body ends with a blank line for the owner's answer;
 * line breaks are CRLF. The `@` stays readable; everything else that is not URL-safe is encoded.
 */
export function mailtoLink(booking: ReplyBooking, locale?: string | null, extra?: string): string {
  const to = encodeURIComponent(booking.email.trim()).replace(/%40/g, '@');
  const subject = encodeURIComponent(replySubject(booking, locale));
  const body = encodeURIComponent(`${draft(booking, locale, extra, '\r\n')}\r\n\r\n`);
  return `mailto:${to}?subject=${subject}&body=${body}`;
}
