/** The JSON of the inbox's offer calls (offers-api.ts on the receiver): one contract, types only. */
import type { OfferView } from '../server/offers/offer-view';

export type { OfferView };
export type OfferState = OfferView['state'];

/** POST api/requests/:id/offers, 201: the new version, the guest's link and a WhatsApp link in the guest's language. */
export type OfferSent = { offer: OfferView; link: string; whatsapp: string; emailQueued: boolean };

/** POST api/requests/:id/offers, 409: another request's live hold covers some of the nights. */
export type OfferHeld = { error: string; heldBy: string };
