/**
 * A deposit the provider will not take (currency, amount, too little time left): the reason is for the owner
 * and the guest, so a route answers it with a 4xx and hides that provider's button. Any other error from
 * `start` is the provider failing (network, keys) and is the route's 502.
 */
export class PaymentRefusedError extends Error {
  readonly code = 'EREFUSED';
}
