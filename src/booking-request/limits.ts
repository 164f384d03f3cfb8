/** Upper bounds on the free fields; they keep hostile bodies small on the server. */
export const LIMITS = { name: 100, email: 254, whatsapp: 16, budgetAmount: 1e13 } as const;
