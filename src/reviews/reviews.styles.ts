/**
 * Styles of <bali-reviews>, adopted into its shadow root after the shared host styles and keen-slider's
 * own sheet. Sizes are px (the host page may change the root font size). Colours come from the
 * `--_*` tokens that host.styles.ts derives from the public `--bali-*` custom properties.
 */
export const reviewsStyles = /* css */ `
:host {
  --_card-surface: var(--bali-card-surface, var(--_surface));
  --_star: var(--bali-star, #f59e0b);
  --_star-empty: var(--bali-star-empty, #80868f);
  --_card-shadow: var(--bali-card-shadow, 0 1px 2px rgb(15 23 42 / 0.06), 0 8px 24px rgb(15 23 42 / 0.08));
}
.carousel {
  display: flex;
  flex-direction: column;
  gap: 20px;
  min-width: 0;
}
/* The controls come first in the DOM (the rotation button is first in Tab order, as the APG asks) but sit
   below the slides; above the card's shadow, which is painted after them. */
.controls { order: 2; position: relative; z-index: 1; }
.viewport { order: 1; }

.viewport.keen-slider {
  /* keen-slider's sheet sets overflow: hidden; keep it (content beyond the edge must not widen the page), with
     room inside for the focus ring of a card's button and for the card's shadow below it. */
  padding: 6px 0 32px;
  margin: -6px 0 -32px;
}
/* keen-slider's sheet clips each slide too, and the card filled its slide: its shadow showed only as wedges
   outside its rounded corners. The card now sits 16 px in from the slide's sides, room for its shadow there
   (padding on the viewport instead would change the slide width keen-slider measures). */
.keen-slider:not([data-keen-slider-disabled]) .slide { overflow: visible; padding-inline: 16px; }
.slide { display: flex; }
/* Full width even before keen-slider sets its sizes, so the first paint already shows one review. */
.keen-slider .slide { flex: 0 0 100%; }
.viewport { cursor: grab; }
.viewport:active { cursor: grabbing; }
.viewport button { cursor: pointer; }

.card {
  display: flex;
  flex-direction: column;
  align-items: center;
  text-align: center;
  gap: 16px;
  width: 100%;
  min-height: 450px;
  margin: 0;
  padding: 36px 32px 32px;
  background: var(--_card-surface);
  color: var(--_text);
  border: 1px solid color-mix(in srgb, var(--_border) 35%, transparent);
  border-radius: var(--_radius);
  box-shadow: var(--_card-shadow);
}
.avatar {
  flex: none;
  display: block;
  width: 112px;
  height: 112px;
  border-radius: 50%;
  object-fit: cover;
  background: color-mix(in srgb, var(--_accent) 12%, var(--_card-surface));
  box-shadow: 0 0 0 4px var(--_card-surface), 0 0 0 6px color-mix(in srgb, var(--_accent) 35%, transparent);
  user-select: none;
  -webkit-user-drag: none;
}
.stars {
  position: relative;
  display: inline-flex;
  line-height: 0;
}
/* Empty stars are hollow and every star has an edge of 3:1 or more on the card (WCAG 1.4.11): a rating
   under 5 does not rest on amber against light grey alone. */
.stars__row { display: block; flex: none; max-width: none; stroke-width: 1.5; stroke-linejoin: round; }
.stars__row--empty { fill: var(--_card-surface); stroke: var(--_star-empty); }
.stars__row--filled { fill: var(--_star); stroke: color-mix(in srgb, var(--_star) 70%, #000); }
/* Forced colours recolour the card but not SVG fills: empty stars stayed the light card colour, solid white
   on a dark High Contrast card. Both rows take the system palette: filled solid, empty hollow. */
@media (forced-colors: active) {
  .stars__row--empty { fill: Canvas; stroke: CanvasText; }
  .stars__row--filled { fill: CanvasText; stroke: CanvasText; }
}
.stars__fill {
  position: absolute;
  inset: 0 auto 0 0;
  overflow: hidden;
  white-space: nowrap;
}

.body {
  flex: 1 0 auto;
  display: flex;
  flex-direction: column;
  justify-content: center;
  align-items: center;
  gap: 8px;
  width: 100%;
}
.quote {
  margin: 0;
  max-width: 640px;
  width: 100%;
}
.text {
  margin: 0;
  /* Chromium draws the "…" of a clamped, centred line past the content box, where overflow cut it ("garden.."). */
  padding-inline: 8px;
  font-size: 18px;
  line-height: 28px;
  color: var(--_text);
  overflow-wrap: anywhere;
  hyphens: auto;
  white-space: pre-line;
}
.text:lang(ko) { word-break: keep-all; }
.text--clamped {
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 4;
  line-clamp: 4;
  overflow: hidden;
}
.read-more {
  appearance: none;
  min-height: 32px;
  margin: 0;
  padding: 4px 10px;
  border: 0;
  border-radius: 6px;
  background: transparent;
  color: var(--_accent);
  font-size: 15px;
  font-weight: 600;
  text-decoration: underline;
  text-underline-offset: 3px;
  cursor: pointer;
}
.read-more:hover { text-decoration-thickness: 2px; }
.reply { max-width: 600px; width: 100%; padding: 8px 12px; border-radius: 8px; background: color-mix(in srgb, var(--_border) 30%, transparent); }
.reply__label { margin: 0 0 4px; font-size: 14px; font-weight: 700; color: var(--_text); }
.reply .text { font-size: 16px; line-height: 24px; padding: 0; }
.origin { margin: 4px 0 0; font-size: 14px; color: var(--_muted); }
.author {
  margin: auto 0 0;
  padding-top: 8px;
  max-width: 100%;
  font-size: 17px;
  font-weight: 700;
  letter-spacing: 0.01em;
  overflow-wrap: anywhere; /* a long one-word name ran past the card's edges */
  color: var(--_text);
}
.author::before {
  content: "";
  display: block;
  width: 32px;
  height: 2px;
  margin: 0 auto 12px;
  border-radius: 1px;
  background: color-mix(in srgb, var(--_accent) 60%, transparent);
}

.controls {
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 12px;
  flex-wrap: wrap;
}
.control {
  appearance: none;
  display: inline-grid;
  place-items: center;
  flex: none;
  width: 48px;
  height: 48px;
  padding: 0;
  border-radius: 50%;
  cursor: pointer;
  transition: background-color 150ms ease, color 150ms ease, transform 150ms ease;
}
.control svg { display: block; }
.control--step {
  /* Transparent: invisible on the filled button, but drawn in forced colours (High Contrast), where the
     background is not. */
  border: 2px solid transparent;
  background: var(--_accent);
  color: var(--_accent-contrast);
}
.control--step:hover { background: color-mix(in srgb, var(--_accent) 85%, #000); }
.control--step:active { transform: scale(0.95); }
.control--rotation {
  width: 40px;
  height: 40px;
  margin-inline-end: 8px;
  border: 2px solid color-mix(in srgb, var(--_border) 60%, transparent);
  background: var(--_surface);
  color: var(--_text);
}
.control--rotation:hover { border-color: var(--_accent); color: var(--_accent); }
.position {
  display: inline-flex;
  align-items: center;
  gap: 6px;
  margin: 0 8px;
  font-size: 14px;
  font-variant-numeric: tabular-nums;
  color: var(--_muted);
}
.dot {
  width: 8px;
  height: 8px;
  border-radius: 4px;
  border: 1px solid transparent; /* the dot's outline in forced colours */
  background: var(--_border);
  transition: width 300ms ease, background-color 300ms ease;
}
.dot--active { width: 22px; background: var(--_accent); }

@container (max-width: 480px) {
  .card { padding: 28px 20px 24px; gap: 14px; }
  .text { font-size: 16px; line-height: 26px; }
  /* No room for a row of dots beside the buttons; "3 / 12" (more than ten reviews) is narrow enough to stay. */
  .dot { display: none; }
}
`;
