import r2wc from '@r2wc/react-to-web-component';
import keenSliderCss from 'keen-slider/keen-slider.min.css';
import { defineElement } from '../shared/define-element';
import { hostStyles } from '../shared/host.styles';
import type { Review } from './review-data';
import { Reviews, type ReviewChangeDetail } from './reviews';
import { reviewsStyles } from './reviews.styles';

/**
 * A carousel of guest reviews (WAI-ARIA APG carousel pattern): one review per view, endless loop, swipe,
 * previous/next buttons, and autoplay with a pause/play button that also pauses on hover and keyboard focus.
 * Six built-in reviews are shown unless a child `<script type="application/json">` holds an array of
 * `{ id, author, rating, text, imageUrl }`.
 *
 * @summary Guest reviews carousel for holiday-rental sites.
 * @tag bali-reviews
 * @attr {string} image-base-path - Folder that bare avatar file names are resolved against. Default `/services/images`.
 * @attr {string} image-optimizer - Path of a Next.js image optimizer (e.g. `/services/_next/image`); when set, avatars get `src`/`srcset` through it (`w=128` 1x, `w=256` 2x, `q=75`).
 * @attr {number} autoplay-delay - Milliseconds between automatic advances. Default `3000`; `0` turns autoplay off.
 * @fires {CustomEvent<{ index: number, id: number | string }>} reviewchange - Another review is now in view.
 * @cssproperty --bali-accent - Buttons, active dot, read more link. Default `#0f766e`.
 * @cssproperty --bali-accent-contrast - Icon colour on the accent buttons. Default `#ffffff`.
 * @cssproperty --bali-text - Review text and author. Default `#1f2937`.
 * @cssproperty --bali-muted - The "3 / 12" position shown instead of dots above 10 reviews. Default `#4b5563`.
 * @cssproperty --bali-surface - Background of the pause/play button (and of the card unless `--bali-card-surface` is set). Default `#ffffff`.
 * @cssproperty --bali-card-surface - Card background. Default `var(--bali-surface)`.
 * @cssproperty --bali-border - Card border, dots and the pause/play ring. Default `#7b8794`.
 * @cssproperty --bali-radius - Card corner radius. Default `12px`.
 * @cssproperty --bali-font - Font family. Default the system UI font.
 * @cssproperty --bali-focus - Focus ring colour. Default the accent.
 * @cssproperty --bali-star - Filled star colour. Default `#f59e0b`.
 * @cssproperty --bali-star-empty - Empty star colour. Default `#d1d5db`.
 * @cssproperty --bali-card-shadow - Card shadow.
 * @csspart carousel - The labelled carousel region.
 * @csspart card - A review card.
 * @csspart avatar - The round 112 px portrait.
 * @csspart stars - The five stars.
 * @csspart text - The quoted review text.
 * @csspart author - The author's first name.
 * @csspart controls - The row of buttons under the slides.
 * @csspart button - Every button (also exposed as `rotation-button`, `previous-button`, `next-button`, `read-more`).
 * @csspart rotation-button - The pause/play button.
 * @csspart previous-button - The "Previous slide" button.
 * @csspart next-button - The "Next slide" button.
 * @csspart read-more - The "Read more..." / "Read less..." button.
 */
export const BaliReviewsElement = defineElement(
  'bali-reviews',
  r2wc(Reviews, {
    shadow: 'open',
    props: { imageBasePath: 'string', imageOptimizer: 'string', autoplayDelay: 'number' },
    events: { onReviewChange: { bubbles: true, composed: true } },
  }),
  [hostStyles, keenSliderCss, reviewsStyles],
);

export type { Review, ReviewChangeDetail };

declare global {
  interface HTMLElementTagNameMap {
    'bali-reviews': HTMLElement & { imageBasePath?: string; imageOptimizer?: string; autoplayDelay?: number };
  }
  interface GlobalEventHandlersEventMap {
    reviewchange: CustomEvent<ReviewChangeDetail>;
  }
}
