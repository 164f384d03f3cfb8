/**
 * Upper bounds on the free fields; they keep hostile bodies small on the server. A request is for a stay of
 * at most `stayNights` nights, beginning within `checkInYears` years.
 */
export const LIMITS = { name: 100, email: 254, whatsapp: 16, budgetAmount: 1e13, stayNights: 365, checkInYears: 2 } as const;
