/**
 * The outbox's webhook, push and e-mail channels learn offer notices: a delivery that carries a notice is
 * sent as that offer event (its own body, push and e-mail), any other as the request's announcement. Each
 * attempt reads the notice again, so a retry after a restart sends the same event with the same id.
 */
import type { AttemptResult, Channel, Deliver } from './booking-event';
import { ownerAddresses } from './email-channel';
import { mailSender } from './mail-sender';
import type { NotifyOptions } from './notify-options';
import { confirmationMail, offerMail } from './offer-mail';
import { clearPayload, noticeById, noticeOfDelivery, offerWebhookBody, type OfferNotice } from './offer-notice';
import { conflictEmail, offerPushPayload } from './offer-owner-message';
import type { OutboxDatabase } from './outbox-store';
import { isLive, stateAt } from '../offers/offer-view';
import { pushSender, type PushSeams } from './push-channel';
import { webhookSender, type WebhookSeams } from './webhook-channel';

export type OfferChannelOptions = {
  notify?: NotifyOptions;
  database: OutboxDatabase;
  /** The villa's time zone: the offer's expiry is written in it. */
  timeZone: string;
  now: () => Date;
  webhook?: WebhookSeams;
  push?: PushSeams;
  /** The e-mails' attempt timeout (tests). */
  mailTimeoutMs?: number;
};

type Send = (booking: Parameters<Deliver>[0], deliveryId: string, notice: OfferNotice) => Promise<AttemptResult>;

/** Wraps the configured channels; a channel that is not configured stays absent. */
export function withOfferNotices(deliverers: Partial<Record<Channel, Deliver>>, options: OfferChannelOptions): Partial<Record<Channel, Deliver>> {
  const { notify = {}, database, timeZone, now } = options;
  const sends: Partial<Record<Channel, Send>> = {};
  const closers: Partial<Record<Channel, () => void>> = {};
  if (notify.webhook) {
    const post = webhookSender(notify.webhook, options.webhook);
    sends.webhook = (_booking, id, notice) => post(id, offerWebhookBody(notice));
  }
  if (notify.push) {
    const push = pushSender(notify.push, database, options.push);
    // One topic per notice: a device that was offline gets each event, not only the last.
    sends.push = (booking, id, notice) => push(id, offerPushPayload(booking, notice, notify.ownerLanguage), notice.id);
  }
  if (notify.email) {
    const email = notify.email;
    const send = mailSender(email, options.mailTimeoutMs);
    closers.email = send.close;
    const owners = ownerAddresses(email.to);
    const from = email.from?.trim() || `"Booking requests" <${owners[0]}>`;
    sends.email = async (booking, id, notice) => {
      const messageId = `<offer-${id}@bali-widgets>`; // the same on every retry: a mail client shows a repeat once
      if (notice.type === 'offer.conflict') return send({ ...conflictEmail(booking, notice, notify.ownerLanguage), to: owners, from, messageId }, 'owner');
      if (!booking.email.trim()) return { outcome: 'gone', error: 'the guest gave no e-mail address' };
      let mail;
      if (notice.type === 'offer.email') {
        const link = notice.payload ? (JSON.parse(notice.payload) as { link?: string }).link : undefined;
        if (!link) return { outcome: 'gone', error: 'the offer link is no longer stored' };
        if (!isLive(stateAt(notice.offer, now()))) {
          return { outcome: 'gone', error: 'the offer is no longer open' };
        }
        mail = offerMail(booking, notice, link, timeZone);
      } else mail = confirmationMail(booking, notice, new Date(notice.createdAt));
      const { lang: _lang, ...message } = mail;
      const result = await send({ ...message, to: booking.email.trim(), from, replyTo: owners[0], messageId }, 'guest');
      // The link is a bearer secret: it stays stored only while its e-mail may still be sent.
      if (notice.payload && result.outcome !== 'failed') await clearPayload(database.db, notice.id);
      return result;
    };
  }
  const wrapped: Partial<Record<Channel, Deliver>> = { ...deliverers };
  for (const channel of Object.keys(sends) as Channel[]) {
    const plain = deliverers[channel];
    const offer = sends[channel]!;
    if (!plain) continue;
    const deliver: Deliver = async (booking, deliveryId, claimed) => {
      // The dispatcher's claim already read which notice the delivery carries: none is read again.
      const notice = !claimed ? await noticeOfDelivery(database.db, deliveryId) : claimed.noticeId === null ? null : await noticeById(database.db, claimed.noticeId);
      if (notice === null) return plain(booking, deliveryId);
      if (!notice) return { outcome: 'gone', error: 'the offer is erased' };
      return offer(booking, deliveryId, notice);
    };
    wrapped[channel] = Object.assign(deliver, { close: () => (plain.close?.(), closers[channel]?.()) });
  }
  return wrapped;
}
