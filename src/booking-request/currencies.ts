/** The budget currencies a request may name. */
export const CURRENCIES = ['USD', 'IDR', 'AUD', 'EUR'] as const;
export type Currency = (typeof CURRENCIES)[number];
