/**
 * The receiver's reviews side: the public list and summary, the guest's review page, and, with e-mail
 * notifications and `publicOrigin` set, the asking loop and the outbox dispatcher of the `review` channel
 * (started with the database, stopped by `close()`).
 */
import type { BookingHandler } from '../http/answers';
import { createDispatcher, type Dispatcher } from '../notify/dispatcher';
import type { BookingReceiverOptions } from '../receiver-options';
import type { ReceiverDatabase } from '../store/store-seam';
import { askDue } from './review-asker';
import { reviewMailChannel } from './review-mail';
import { createReviewPageHandler, type ReviewPageOptions } from './review-page-handler';
import { reviewRequests } from './review-requests';
import { checkAskAfterDays, checkGoogleReviewUrl } from './google-link';
import { createReviewsHandler } from './public-reviews-handler';
import type { ReviewsOptions } from './reviews-options';

export type { ReviewsOptions } from './reviews-options';

/** `GOOGLE_REVIEW_URL` and `REVIEW_ASK_AFTER_DAYS`; a value of another form stops the start. */
export function reviewsOptionsFromEnv(env: Record<string, string | undefined>): ReviewsOptions {
  return { googleReviewUrl: checkGoogleReviewUrl(env.GOOGLE_REVIEW_URL), askAfterDays: checkAskAfterDays(env.REVIEW_ASK_AFTER_DAYS?.trim()) };
}

export type ReceiverReviews = {
  reviewsHandler: BookingHandler;
  reviewPageHandler: BookingHandler;
  start(): void;
  /** Queues what is due and sends it now (tests, a cron). */
  tick(): Promise<void>;
  stop(): Promise<void>;
};

/** `shield`: the receiver's spam shield, whose proof of work the review page then asks for. */
export function receiverReviews(options: BookingReceiverOptions & { reviews?: ReviewsOptions }, database: ReceiverDatabase, shield?: ReviewPageOptions['shield']): ReceiverReviews {
  const googleReviewUrl = checkGoogleReviewUrl(options.reviews?.googleReviewUrl);
  const askAfterDays = checkAskAfterDays(options.reviews?.askAfterDays);
  const now = options.now ?? (() => new Date());
  const timeZone = options.calendarTimeZone ?? 'Asia/Makassar';
  const email = options.notify?.email;
  const origin = options.publicOrigin?.replace(/\/+$/, '');
  let loop: Promise<{ dispatcher: Dispatcher; tick(): Promise<void> } | undefined> | undefined;
  let timer: ReturnType<typeof setInterval> | undefined;
  let stopped = false;
  const onError = (error: unknown) => console.error(`bali-widgets: review requests: ${(error as { code?: string })?.code ?? (error as Error)?.message ?? error}`);

  const start = () => {
    if (stopped || !email || !origin) return;
    loop ??= database.store().then(
      (store) => {
        if (!store || stopped) return undefined;
        const requests = reviewRequests(store);
        const dispatcher = createDispatcher({
          database: store,
          getBooking: (id) => store.bookings.get(id),
          channels: { review: reviewMailChannel(email, requests, { origin, now }) },
          now,
          leaseMs: options.notify?.leaseMs,
        });
        const tick = async () => {
          if ((await askDue({ store, askAfterDays, timeZone, now })) > 0) dispatcher.nudge();
        };
        dispatcher.start();
        timer = setInterval(() => void tick().catch(onError), 60_000);
        timer.unref?.();
        void tick().catch(onError);
        return { dispatcher, tick };
      },
      () => {
        loop = undefined; // a database that was down: the next request starts it
        return undefined;
      },
    );
  };

  // A host without a start hook (serverless) starts asking with the first request.
  const starting = (handler: BookingHandler): BookingHandler => (request) => (start(), handler(request));
  return {
    reviewsHandler: starting(createReviewsHandler({ ...options, database })),
    reviewPageHandler: starting(createReviewPageHandler({
      database, now, googleReviewUrl, timeZone, rateLimitPerMinute: options.rateLimitPerMinute, trustProxy: options.trustProxy, clientKey: options.clientKey, shield,
    })),
    start,
    async tick() {
      start();
      const running = await loop;
      await running?.tick();
      await running?.dispatcher.runDue();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await (await loop)?.dispatcher.stop();
    },
  };
}
