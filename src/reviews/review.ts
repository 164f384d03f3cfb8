/** One guest review, as in the built-ins and in a site owner's JSON override. */
export interface Review {
  id: number | string;
  author: string;
  rating: number;
  text: string;
  /** A bare file name (resolved against `image-base-path`), a path starting with `/`, or a full URL. */
  imageUrl?: string;
}
