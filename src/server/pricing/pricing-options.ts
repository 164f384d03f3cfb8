/** The `pricing` option of `createBookingReceiver`. */
export type PricingOptions = {
  /** `'ecb'` reads the European Central Bank's daily reference rates for the approximate figure. Default off. */
  exchangeRates?: 'ecb' | false;
  /** Where the ECB's daily file is read (tests, a mirror). Default the ECB's own address. */
  exchangeRatesUrl?: string;
};
