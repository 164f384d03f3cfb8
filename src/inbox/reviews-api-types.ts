/** The reviews' JSON contract between the receiver and its clients (the inbox, `<bali-reviews source>`). */
export type ReviewSource = 'guest' | 'airbnb' | 'booking' | 'google' | 'guestbook';
export type ReviewStatus = 'pending' | 'approved' | 'hidden';

/** One approved review as `GET /api/reviews?listing=` lists it (newest first, pinned first, at most 50). */
export interface PublicReview {
  id: string;
  name: string;
  text: string;
  rating: number; // 1–5
  date: string; // YYYY-MM-DD
  source: ReviewSource;
  lang: string; // BCP 47 tag of the text, '' when unknown
  reply: string | null; // the owner's reply, shown under the review
}
export interface PublicReviewList {
  reviews: PublicReview[];
}
/** `GET /api/reviews/summary?listing=` */
export interface ReviewSummary {
  count: number;
  average: number | null; // one decimal
}

/** `GET /admin/api/reviews?listing=&status=` lists these. */
export interface AdminReview extends PublicReview {
  listing: string;
  status: ReviewStatus;
  pinned: boolean;
  position: number;
  requestId: string | null;
  consentAt: string | null; // ISO time
  /** The spam shield's browser check of a guest's review: `passed`, why it did not pass, or null when none ran. */
  browserCheck: string | null;
}
export interface AdminReviewList {
  reviews: AdminReview[];
  /** Every listing with reviews or requests (`''` is the default one), for the page's listing picker. */
  listings: string[];
}
/** `PATCH /admin/api/reviews/:id` */
export interface ReviewChange {
  status?: ReviewStatus;
  reply?: string | null; // at most 1,000 characters
  pinned?: boolean;
  position?: number;
}
/** `POST /admin/api/reviews/import`: CSV columns `date,name,rating,text[,lang]`, a header row first. */
export interface ReviewImport {
  listing: string;
  source: Exclude<ReviewSource, 'guest'>;
  attested: true;
  csv: string;
}
/** 201 answer of the import; a 400 answer is `{ error: string, line?: number }` (a bad row refuses the file). */
export interface ReviewImportResult {
  imported: number;
}
/** `POST /admin/api/requests/:id/review-request`: the link made now and a WhatsApp text in the guest's language. */
export interface ReviewRequestLink {
  url: string;
  whatsappText: string;
  whatsappUrl: string | null; // wa.me link when the request has a phone
}
