/** A calendar that could not be used; the message is shown to the owner and says what to do. */
export class FeedError extends Error {
  override name = 'FeedError';
}
