/**
 * Integer money arithmetic. `percent` has at most two decimals, so it is taken as hundredths of a percent;
 * products go through BigInt because a 365-night stay at 10^12 a night times 10,000 passes 2^53.
 */

/** `amount × percent / 100`, rounded half-up (away from zero for negative amounts). */
export function percentOf(amount: number, percent: number): number {
  const hundredths = BigInt(Math.round(percent * 100));
  const negative = amount < 0;
  const product = BigInt(Math.abs(amount)) * hundredths;
  const rounded = (product + 5000n) / 10000n;
  return Number(negative ? -rounded : rounded);
}

/** `amount × rate`, rounded half-up to a whole multiple of `step` (for display-only conversions). */
export function roundTo(amount: number, step: number): number {
  return Math.floor(amount / step + 0.5) * step;
}
