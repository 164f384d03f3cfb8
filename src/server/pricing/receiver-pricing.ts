/**
 * The receiver's pricing side on its own database: the quote endpoint, the owner's rate cards (the inbox
 * uses them) and, with `exchangeRates: 'ecb'`, the daily euro reference rates.
 */
import type { BookingHandler } from '../http/answers';
import type { BookingReceiverOptions } from '../receiver-options';
import type { ReceiverDatabase } from '../store/store-seam';
import { startExchangeSync, type ExchangeSync } from './ecb-rates';
import { createQuoteHandler } from './quote-handler';
import { ratesStore, type RatesStore } from './rates-store';

export type { PricingOptions } from './pricing-options';

export type ReceiverPricing = {
  quoteHandler: BookingHandler;
  start(): void;
  /** The rate cards; undefined for a `BookingStore` of your own. */
  rates(): Promise<(RatesStore & { syncExchangeRates(): Promise<void> }) | undefined>;
  stop(): void;
};

export function receiverPricing(options: BookingReceiverOptions, database: ReceiverDatabase): ReceiverPricing {
  let sync: Promise<ExchangeSync | undefined> | undefined;
  let stopped = false;
  const start = () => {
    if (stopped || options.exchangeRates !== 'ecb') return;
    sync ??= database.store().then(
      (store) => (store && !stopped ? startExchangeSync({ store, url: options.exchangeRatesUrl, allowPrivate: options.allowPrivateFeeds, now: options.now }) : undefined),
      () => {
        sync = undefined; // a database that was down: the next request starts it
        return undefined;
      },
    );
  };
  const quote = createQuoteHandler({ ...options, database });
  return {
    quoteHandler: (request) => {
      start();
      return quote(request);
    },
    start,
    async rates() {
      start();
      const store = await database.store();
      return store && { ...ratesStore(store), syncExchangeRates: async () => (await sync)?.tick() };
    },
    stop() {
      stopped = true;
      void sync?.then((s) => s?.stop());
    },
  };
}
