/** One guest review, as in the built-ins and in a site owner's JSON override. */
export interface Review {
  id: number | string;
  author: string;
  rating: number;
  text: string;
  /** A bare file name (resolved against `image-base-path`), a path starting with `/`, or a full URL. */
  imageUrl?: string;
  /** The day it was written, `YYYY-MM-DD` (reviews read from `source`). */
  date?: string;
  /** Where it was first written (`airbnb`, `booking`, `google`, `guestbook`): shown "via Airbnb". */
  source?: string;
  /** The language of the text (BCP 47), '' when unknown. */
  lang?: string;
  /** The owner's reply, shown under the review. */
  reply?: string | null;
}
