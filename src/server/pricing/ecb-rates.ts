/**
 * The European Central Bank's daily euro reference rates (`eurofxref-daily.xml`), read once a day when
 * the receiver is given `exchangeRates: 'ecb'`. Display only: the ECB says they are "for information
 * purposes only". Read with the feeds' guarded fetch (timeout, size cap, no private address unless allowed).
 */
import { fetchFeed } from '../calendar/fetch-feed';
import type { OpenedDatabase } from '../store/open';
import { CURRENCIES } from '../../booking-request/currencies';
import type { EuroRates } from './exchange';
import { ratesStore } from './rates-store';

export const ECB_DAILY_URL = 'https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml';
export const EXCHANGE_INTERVAL_MS = 24 * 60 * 60 * 1000;

/** The rates in an ECB daily file for the form's currencies, or undefined when it holds none. */
export function parseEcbDaily(xml: string): EuroRates | undefined {
  const day = /<Cube\s+time=['"](\d{4}-\d{2}-\d{2})['"]/.exec(xml)?.[1];
  if (!day) return undefined;
  const perEuro: EuroRates['perEuro'] = {};
  for (const match of xml.matchAll(/<Cube\s+currency=['"]([A-Z]{3})['"]\s+rate=['"]([0-9.]+)['"]/g)) {
    const currency = CURRENCIES.find((c) => c === match[1]);
    const rate = Number(match[2]);
    if (currency && Number.isFinite(rate) && rate > 0) perEuro[currency] = rate;
  }
  return Object.keys(perEuro).length ? { day, perEuro } : undefined;
}

export type ExchangeSyncOptions = {
  store: Pick<OpenedDatabase, 'db' | 'write'>;
  url?: string;
  allowPrivate?: boolean;
  intervalMs?: number;
  now?: () => Date;
  onError?: (message: string) => void;
};

export type ExchangeSync = { tick(): Promise<void>; stop(): void };

/** Reads the rates now and then every `intervalMs`; a failed read keeps the last good rates. */
export function startExchangeSync(options: ExchangeSyncOptions): ExchangeSync {
  const now = options.now ?? (() => new Date());
  const onError = options.onError ?? ((message: string) => console.warn(`bali-widgets: exchange rates: ${message}`));
  const tick = async () => {
    try {
      const answer = await fetchFeed(options.url ?? ECB_DAILY_URL, {}, { allowPrivate: options.allowPrivate, maxBytes: 64 * 1024 });
      const rates = answer.status === 'fetched' ? parseEcbDaily(answer.text) : undefined;
      if (rates) await ratesStore(options.store).saveExchangeRates(rates, now());
      else if (answer.status === 'fetched') onError('the file holds no rates.');
    } catch (error) {
      onError((error as Error)?.message ?? String(error));
    }
  };
  const first = tick();
  const timer = setInterval(() => void tick(), options.intervalMs ?? EXCHANGE_INTERVAL_MS);
  timer.unref?.();
  return {
    tick: async () => {
      await first;
      await tick();
    },
    stop: () => clearInterval(timer),
  };
}
