/**
 * Rules shared by every widget. `all: initial` on the host stops inherited host-page styles
 * (fonts, colours, letter-spacing, text-transform…) from reaching inside; the `--bali-*` custom
 * properties still inherit, which is how a site owner themes the widgets.
 * Sizes are px: `rem` would follow the host page's root font size.
 */
export const hostStyles = /* css */ `
:host {
  all: initial;
  /* Hidden or click-through with what contains it (a closed drawer, an "invisible" tab panel): "all" must
     not reset these two to visible and clickable. */
  visibility: inherit;
  pointer-events: inherit;
  display: block;
  box-sizing: border-box;
  /* In a row it shrinks like any flex item, and it never overflows its box (see :host > * for its width). */
  min-width: 0;
  max-width: 100%;
  --_accent: var(--bali-accent, #0f766e);
  --_accent-contrast: var(--bali-accent-contrast, #ffffff);
  --_text: var(--bali-text, #1f2937);
  --_muted: var(--bali-muted, #4b5563);
  --_surface: var(--bali-surface, #ffffff);
  --_border: var(--bali-border, #7b8794);
  --_error: var(--bali-error, #b42318);
  --_radius: var(--bali-radius, 12px);
  --_font: var(--bali-font, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif);
  --_focus: var(--bali-focus, var(--_accent));
  font-family: var(--_font);
  font-size: 16px;
  line-height: 1.5;
  color: var(--_text);
  -webkit-text-size-adjust: 100%;
  text-align: start;
  /* Native parts of inputs (date picker icon, select list) follow it; "dark" for a dark theme. */
  color-scheme: var(--bali-color-scheme, light);
}
:host([hidden]) { display: none; }
/* A page rule that matches the host element itself ("* { line-height: 3; box-sizing: content-box }") beats
   :host, since outer rules win over :host ones; so what the content inherits is set again one level down. */
/* The widget's natural width in layouts that size it to its content (see sizer.tsx). */
.sizer { display: block; width: min(640px, 100vw - 32px); max-width: 100%; height: 0; }
:host > :not(.sizer) {
  /* Layout follows the width the host page gives us (a sidebar or a full column), not the viewport. The
     container is inside the shadow root, so a page's CSS reset that strips the host element
     ("*:where(…) { all: unset }") cannot take it away. */
  container-type: inline-size;
  /* English text, left to right, also on a right-to-left page. */
  direction: ltr;
  box-sizing: border-box;
  font-family: var(--_font); font-size: 16px; font-style: normal; font-weight: 400; font-variant: normal;
  line-height: 1.5; color: var(--_text); letter-spacing: normal; word-spacing: normal; text-transform: none;
  text-indent: 0; text-align: start; text-shadow: none; white-space: normal;
  color-scheme: var(--bali-color-scheme, light);
}
*, *::before, *::after { box-sizing: inherit; }
[hidden] { display: none !important; }
button, input, select, textarea { font: inherit; color: inherit; letter-spacing: inherit; text-transform: none; }
:focus-visible { outline: 3px solid var(--_focus); outline-offset: 2px; }
.visually-hidden {
  position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px;
  overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
}
@media (prefers-reduced-motion: reduce) {
  *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; }
}
`;
