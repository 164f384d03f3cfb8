/**
 * The receiver's offers on its own database: what the guest's routes, the inbox's calls and the sweeper
 * share (the clock, the villa's time zone, the bank details and the enabled payment providers).
 */
import { randomUUID } from 'node:crypto';
import { adminLockoutLimit } from '../access/admin-auth';
import { guessCounter, guessLimiterFor } from '../access/admin-guesses';
import type { ClientKeyOptions } from '../http/client-key';
import { linkOrigin, type LinkOptions } from '../http/public-origin';
import type { ReceiverDatabase } from '../store/store-seam';
import { replyLocale } from '../reply/reply-language';
import { whatsappLink } from '../reply/reply-links';
import { checkDraft } from './offer-draft';
import { expiryText, pageLanguage, type PageExtras } from './offer-page';
import { checkBankDetails, checkVillaNames, OFFER_TEXTS, villaName, type VillaNames } from './offer-texts';
import { notifierOf } from '../notify/notifying-store';
import { offerTransitions } from './offer-transitions';
import { offerView, type OfferView } from './offer-view';
import { offersStore, type OffersDb } from './offers-store';
import { createOfferProviders, type OfferProviderOptions } from './providers-from-env';
import { startSweeper } from './offer-sweeper';
import type { PaymentProvider } from './payment-provider';

export type OffersOptions = {
  /** What the guest reads after Accept to pay by bank transfer, Wise or PayPal.me (`OFFER_BANK_DETAILS`). */
  bankDetails?: string;
  /** Stripe Checkout: the secret key and the webhook endpoint's signing secret (`STRIPE_SECRET_KEY`, `STRIPE_WEBHOOK_SECRET`). */
  stripe?: OfferProviderOptions['stripe'];
  /** Xendit invoices: the secret key and the callback verification token (`XENDIT_SECRET_KEY`, `XENDIT_CALLBACK_TOKEN`). */
  xendit?: OfferProviderOptions['xendit'];
  /** Payment providers of your own, beside or instead of Stripe and Xendit. */
  providers?: readonly PaymentProvider[];
  /** The villa's name on the guest's page, in the send texts and at the provider: one, or one per listing slug. Default: from the slug. */
  villaName?: VillaNames;
  /** Where the guest's pages are mounted under the site's origin. Default `/offer/`. */
  path?: string;
};

const LABELS: Record<string, string> = { stripe: 'Stripe', xendit: 'Xendit' };

export function offerService(options: { database: ReceiverDatabase; offers?: OffersOptions; timeZone: string; now: () => Date; /** Whether e-mail is configured: a guest's offer e-mail goes out only then. */ mail?: boolean; links?: LinkOptions; clients?: ClientKeyOptions; attemptsPerMinute?: number; onError?: (e: unknown) => void }) {
  const { database, timeZone, now } = options;
  const names = checkVillaNames(options.offers?.villaName);
  const bankDetails = checkBankDetails(options.offers?.bankDetails);
  const villa = (listing: string) => villaName(listing, names);
  const { stripe, xendit } = options.offers ?? {};
  const providers = [...(options.offers?.providers ?? []), ...Object.values(createOfferProviders({ stripe, xendit }))];
  const path = `/${(options.offers?.path ?? '/offer/').replace(/^\/+|\/+$/g, '')}/`;
  // The bookings side first: it starts the notification dispatcher that sends the offers' notices.
  const opened = async (): Promise<OffersDb> => {
    await database.bookings();
    const store = await database.store();
    if (!store) throw new Error('offers need the receiver\'s own database');
    return store;
  };
  let moves: ReturnType<typeof offerTransitions> | undefined;
  let sweeper: ReturnType<typeof startSweeper> | undefined;
  const service = {
    timeZone, now, path, villa,
    /** The origin of the guest's return links: `publicOrigin`, else the host the guest's browser asked for. */
    origin: (request: Request) => linkOrigin(request, options.links ?? {}),
    /** Counts a webhook's client before its signature or token is compared, as the admin token's guesses are. */
    guess: guessCounter(guessLimiterFor(database, adminLockoutLimit(options.attemptsPerMinute), 'webhook'), options.clients ?? {}, now),
    onError: options.onError ?? ((error: unknown) => console.error(`bali-widgets: offers: ${(error as Error)?.message ?? error}`)),
    get moves() {
      moves ??= lazyMoves();
      return moves;
    },
    provider: (name: string) => providers.find((p) => p.name === name),
    async byToken(token: string) {
      const row = await offersStore(await opened()).byToken(token);
      return row && { row, offer: offerView(row, now()) };
    },
    pageExtras(offer: OfferView, token: string): PageExtras {
      return {
        token, villa: villa(offer.listing), bankDetails,
        providers: providers.map((p) => ({ name: p.name, label: LABELS[p.name] ?? p.name, refusal: p.refuses(offer.currency, offer.deposit) })),
      };
    },
    /** A provider's session for an accepted offer; the guest comes back to the page at `origin` (never trusted for settlement). */
    async startPayment(token: string, name: string, origin: string): Promise<{ ok: true; url: string; locale: string; label: string } | { ok: false; status: 404 | 409; error: string }> {
      const provider = service.provider(name);
      const found = await service.byToken(token);
      if (!provider || !found) return { ok: false, status: 404, error: 'Not found.' };
      const { offer, row } = found;
      if (offer.state !== 'accepted') return { ok: false, status: 409, error: 'Accept the offer first; a paid, expired or withdrawn offer takes no payment.' };
      const refusal = provider.refuses(offer.currency, offer.deposit);
      if (refusal) return { ok: false, status: 409, error: refusal };
      const store = await opened();
      const guest = await store.db.selectFrom('bookings').select(['email']).where('id', '=', row.booking_id).executeTakeFirst();
      const page = `${origin}${path}${token}`;
      const started = await provider.start({
        offerId: offer.id, listing: offer.listing, currency: offer.currency, amount: offer.deposit, locale: offer.locale, expiresAt: new Date(offer.expiresAt),
        description: `${villa(offer.listing)} · ${offer.checkIn} – ${offer.checkOut} · deposit`, ...(guest?.email && { guestEmail: guest.email }),
        successUrl: `${page}?paid=1`, cancelUrl: page,
      }, now());
      if (!/^https?:\/\//i.test(started.url)) throw new Error(`${provider.name} answered a payment page that is not an http(s) URL.`);
      await store.db.insertInto('offer_checkouts').values({ provider_ref: started.providerRef, offer_id: offer.id, provider: provider.name, created_at: now().toISOString() }).execute();
      return { ok: true, url: started.url, locale: offer.locale, label: LABELS[provider.name] ?? provider.name };
    },

    /** The owner makes (or replaces) the request's offer: its link and a WhatsApp text in the guest's language. */
    async create(requestId: string, body: unknown, origin: string) {
      const store = await opened();
      const booking = await store.db.selectFrom('bookings').selectAll().where('id', '=', requestId).executeTakeFirst();
      if (!booking) return { status: 404 as const, body: { error: 'No such request.' } };
      const quote = booking.quote ? (JSON.parse(booking.quote) as { currency: string; lines: { label: string; amount: number }[] }) : undefined;
      const checked = checkDraft(body, { checkIn: booking.check_in, quote, fallbackCurrency: booking.budget_currency, now: now(), timeZone });
      if (!checked.ok) return { status: 400 as const, body: { errors: checked.errors } };
      const linkFor = (token: string) => `${origin}${path}${token}`;
      // Asked for without SMTP, the e-mail is not queued and the owner is not told it is on its way.
      const email = (body as { email?: unknown })?.email === true && options.mail ? { linkFor } : undefined;
      const made = await offersStore(store).create(requestId, checked.draft, now(), email);
      if (made.outcome === 'created') notifierOf(store)?.dispatcher.nudge();
      if (made.outcome === 'missing') return { status: 404 as const, body: { error: 'No such request.' } };
      if (made.outcome === 'held') {
        return { status: 409 as const, body: { error: `These nights are on hold for another request (${made.name}, ${made.checkIn} – ${made.checkOut}).`, heldBy: made.requestId } };
      }
      await service.cancelCheckouts(requestId, made.offer.id);
      const lang = pageLanguage(made.offer.locale);
      const link = linkFor(made.token);
      const text = OFFER_TEXTS[lang].send(villa(made.offer.listing), link, expiryText(made.offer.expiresAt, replyLocale(lang).tag, timeZone));
      const whatsapp = whatsappLink({ ...booking, name: booking.name, checkIn: booking.check_in, checkOut: booking.check_out, budgetCurrency: booking.budget_currency, budgetAmount: Number(booking.budget_amount) }, booking.locale, text);
      return { status: 201 as const, body: { offer: made.offer, link, whatsapp, emailQueued: Boolean(email) } };
    },
    list: async (requestId: string) => offersStore(await opened()).list(requestId, now()),
    async withdraw(id: string) {
      const done = await service.moves.withdraw(id, now());
      if (done.outcome === 'done') await service.cancelCheckouts(done.offer.requestId);
      return done;
    },
    depositReceived: async (id: string) => service.moves.depositReceived(id, now()),
    /** Ends the providers' open sessions of a request's ended versions; a provider that fails is logged, never fatal. */
    async cancelCheckouts(requestId: string, keep?: string) {
      const store = await opened();
      const rows = await store.db.selectFrom('offer_checkouts').innerJoin('offers', 'offers.id', 'offer_checkouts.offer_id')
        .select(['offer_checkouts.provider_ref', 'offer_checkouts.provider', 'offers.id']).where('offers.booking_id', '=', requestId).execute();
      for (const r of rows) if (r.id !== keep) await service.provider(r.provider)?.cancel(r.provider_ref).catch(service.onError);
    },
    start() {
      sweeper ??= startSweeper(() => opened(), randomUUID(), now);
    },
    async stop() {
      await sweeper?.stop();
    },
  };
  const lazyMoves = () => {
    // A move queues its notice in its own commit; the dispatcher is woken then, not at its next poll.
    const proxy = (name: keyof ReturnType<typeof offerTransitions>) => async (...args: unknown[]) => {
      const store = await opened();
      const result = await ((offerTransitions(store)[name]) as (...a: unknown[]) => unknown)(...args);
      notifierOf(store)?.dispatcher.nudge();
      return result;
    };
    return { withdraw: proxy('withdraw'), accept: proxy('accept'), depositReceived: proxy('depositReceived'), applyPayment: proxy('applyPayment') } as unknown as ReturnType<typeof offerTransitions>;
  };
  return service;
}

export type OfferService = ReturnType<typeof offerService>;
