import { hostProperty, type Assert, type ElementMeta } from '../shared/element-meta';
import type { ReviewsProps } from './reviews';

type Prop = Extract<keyof ReviewsProps, 'imageBasePath' | 'imageOptimizer' | 'autoplayDelay' | 'label' | 'source'>;
type Handler = Extract<keyof ReviewsProps, `on${string}`>;

/** `<bali-reviews>`'s public surface (see src/shared/element-meta.ts). */
export const reviewsMeta = {
  tagName: 'bali-reviews',
  className: 'BaliReviewsElement',
  summary: 'Guest reviews carousel for holiday-rental sites.',
  description:
    'One review per view, endless loop, swipe, Previous/Next buttons and autoplay with a pause/play button ' +
    '(WAI-ARIA APG carousel). Six built-in reviews are shown unless a child `<script type="application/json">` ' +
    'holds an array of `{ id, author, rating, text, imageUrl }`.',
  attributes: [
    {
      name: 'image-base-path',
      property: 'imageBasePath',
      kind: 'string',
      type: 'string',
      default: '"/services/images"',
      description: 'Folder that bare avatar file names are resolved against.',
    },
    {
      name: 'image-optimizer',
      property: 'imageOptimizer',
      kind: 'string',
      type: 'string',
      description:
        'Path of a Next.js image optimizer (e.g. `/services/_next/image`); when set, avatars get `src`/`srcset` through it (`w=128` 1x, `w=256` 2x, `q=75`).',
    },
    {
      name: 'autoplay-delay',
      property: 'autoplayDelay',
      kind: 'number',
      type: 'number',
      default: '3000',
      description:
        'Milliseconds between automatic advances, a plain number such as `5000`; `0` turns autoplay off; values from 1 to 499 count as 500. ' +
        'Anything else (`3s`, `fast`, `-1`) keeps the default, with a console warning.',
    },
    {
      name: 'label',
      property: 'label',
      kind: 'string',
      type: 'string',
      default: '"Guest reviews"',
      description: 'Accessible name of the carousel region; give each carousel on a page its own. The default is "Guest reviews" in the widget\'s language.',
    },
    {
      name: 'source',
      property: 'source',
      kind: 'string',
      type: 'string',
      description:
        'Address of a receiver\'s approved reviews (`https://…/api/reviews?listing=villa`), read without cookies. Nothing is shown while they come; ' +
        'on any failure (network, error status, no answer in 10 s, bad data, no review) the child JSON or the built-ins are shown, with one console warning.',
    },
  ],
  events: [
    {
      name: 'reviewchange',
      handler: 'onReviewChange',
      detail: '{ index: number; id: number | string }',
      detailTypeName: 'ReviewChangeDetail',
      description: 'Another review came into view (autoplay, buttons or swipe): its 0-based index and its `id`.',
    },
  ],
  cssProperties: [
    hostProperty('--bali-accent', 'Previous/Next buttons, active dot, "Read more...", avatar ring.'),
    hostProperty('--bali-accent-contrast', 'Arrows on the Previous/Next buttons.'),
    hostProperty('--bali-text', 'Review text, author, pause/play icon.'),
    hostProperty('--bali-muted', 'The "3 / 12" position shown instead of dots above 10 reviews.'),
    hostProperty('--bali-surface', 'Pause/play button, and the card unless `--bali-card-surface` is set.'),
    hostProperty('--bali-border', 'Card border, dots, pause/play ring.'),
    hostProperty('--bali-radius', 'Card corner radius.'),
    hostProperty('--bali-font', 'Font family of everything.'),
    hostProperty('--bali-focus', 'Focus ring colour.'),
    hostProperty('--bali-color-scheme', 'Colour scheme of anything the browser draws itself; set `dark` with a dark theme.'),
    { name: '--bali-card-surface', syntax: '<color>', default: 'var(--bali-surface)', description: 'Card background.' },
    { name: '--bali-star', syntax: '<color>', default: '#f59e0b', description: 'Filled stars (their edge is this colour darkened).' },
    { name: '--bali-star-empty', syntax: '<color>', default: '#80868f', description: 'Outline of the empty (hollow) stars; keep 3:1 against the card.' },
    {
      name: '--bali-card-shadow',
      syntax: '<shadow>#',
      default: '0 1px 2px rgb(15 23 42 / 0.06), 0 8px 24px rgb(15 23 42 / 0.08)',
      description: 'Card shadow (`none` for a flat card).',
    },
  ],
  cssParts: [
    { name: 'carousel', description: 'The labelled carousel region.' },
    { name: 'controls', description: 'The row of buttons and dots under the slides.' },
    { name: 'button', description: 'Every button (also `rotation-button`, `previous-button`, `next-button` or `read-more`).' },
    { name: 'rotation-button', description: 'The pause/play button.' },
    { name: 'previous-button', description: 'The "Previous slide" button.' },
    { name: 'next-button', description: 'The "Next slide" button.' },
    { name: 'position', description: 'The dots (or "3 / 12" above 10 reviews) between the buttons.' },
    { name: 'card', description: 'A review card.' },
    { name: 'avatar', description: 'The round 112 px portrait.' },
    { name: 'stars', description: 'The five stars.' },
    { name: 'text', description: 'The quoted review text.' },
    { name: 'read-more', description: 'The "Read more..." / "Read less..." button.' },
    { name: 'author', description: 'The author\'s first name.' },
    { name: 'origin', description: 'The month a review was written and where ("via Airbnb"), for reviews read from `source`.' },
    { name: 'reply', description: 'The owner\'s reply under a review.' },
  ],
} as const satisfies ElementMeta<Prop, Handler>;

/** Every callback prop of the component is one of the events above (a compile error names any that is not). */
export type EveryCallbackIsAnEvent = Assert<[Exclude<Handler, (typeof reviewsMeta.events)[number]['handler']>] extends [never] ? true : false>;
