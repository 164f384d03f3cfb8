/** `<bali-booking-form>`'s look. Everything themable comes from the `--_*` values set in host.styles.ts. */
export const bookingFormStyles = /* css */ `
.booking {
  background: var(--_surface);
  border: 1px solid color-mix(in srgb, var(--_border) 45%, transparent);
  border-radius: var(--_radius);
  box-shadow: 0 1px 2px rgba(15, 23, 42, .06), 0 8px 24px rgba(15, 23, 42, .06);
  padding: 28px;
  /* A word longer than the column (German compounds, a site's own texts) breaks with a hyphen where the
     language hyphenates, else anywhere rather than past the card. */
  overflow-wrap: anywhere;
  hyphens: auto;
}
/* Japanese wraps between phrases, not inside one ("くださ" / "い。"); Korean between words ("습니" / "다!"). */
.frame:lang(ja) { word-break: auto-phrase; }
.frame:lang(ko) { word-break: keep-all; }
/* While focus is inside (the country list is open then), the form stacks above what follows it on the page:
   its frame is a stacking context (a container query container), and the list hangs below it over the next
   content. */
:host(:focus-within) { position: relative; z-index: 1; }
/* Clip the slide sideways only: the country list must be free to hang below the card. The clip edge
   is 8 px outside the fields, so their focus rings are not cut. */
.booking__viewport { overflow-x: clip; overflow-y: visible; margin: 0 -8px; padding: 0 8px; }
.booking__panel { will-change: transform; }
.step { display: grid; gap: 20px; margin: 0; }
.step-header { display: grid; gap: 8px; }
.step-header__count { margin: 0; font-size: 13px; font-weight: 600; letter-spacing: .04em; text-transform: uppercase; color: var(--_muted); }
.step-header__bar { display: grid; grid-template-columns: 1fr 1fr; gap: 6px; }
.step-header__seg { height: 4px; border-radius: 2px; background: color-mix(in srgb, var(--_border) 35%, transparent); }
.step-header__seg--on { background: var(--_accent); }
.step-header__title { margin: 4px 0 0; font-size: 22px; line-height: 1.3; font-weight: 700; color: var(--_text); }
.step-header__note { margin: -4px 0 0; font-size: 14px; line-height: 1.4; color: var(--_muted); }
.step-header__title:focus { outline: none; }
.step-header__title:focus-visible { outline: 3px solid var(--_focus); outline-offset: 4px; border-radius: 4px; }

.field { display: grid; gap: 6px; min-width: 0; align-content: start; }
.field__label { display: block; padding: 0; font-size: 15px; font-weight: 600; color: var(--_text); }
.input {
  display: block; width: 100%; min-width: 0; height: 48px; margin: 0; padding: 0 14px;
  font-size: 16px; line-height: 24px; color: var(--_text); background: var(--_surface);
  border: 1px solid var(--_border); border-radius: calc(var(--_radius) - 2px);
  appearance: none; -webkit-appearance: none;
}
.input::placeholder { color: var(--_muted); opacity: 1; }
/* Fields change colour at once (focus, a message coming or going): a fade would repaint the page and send
   transition events through React on each frame for 150 ms after the keys and clicks of a guest typing. */
.input:focus { outline: none; border-color: var(--_accent); box-shadow: 0 0 0 3px color-mix(in srgb, var(--_accent) 25%, transparent); }
.input:focus-visible { outline: 2px solid var(--_focus); outline-offset: 1px; }
.input[aria-invalid="true"] { border-color: var(--_error); }
.input[aria-invalid="true"]:focus { box-shadow: 0 0 0 3px color-mix(in srgb, var(--_error) 22%, transparent); }
.input--date { padding-right: 8px; }
.input--date::-webkit-calendar-picker-indicator { cursor: pointer; opacity: .7; }
.select {
  padding-right: 36px; cursor: pointer;
  background-image: linear-gradient(45deg, transparent 50%, var(--_muted) 50%), linear-gradient(135deg, var(--_muted) 50%, transparent 50%);
  background-position: calc(100% - 19px) 21px, calc(100% - 14px) 21px;
  background-size: 5px 5px; background-repeat: no-repeat;
}
.field__error { display: flex; gap: 6px; align-items: flex-start; margin: 0; font-size: 14px; line-height: 20px; color: var(--_error); }
.field__error-icon { flex: none; width: 16px; height: 16px; margin-top: 2px; }

.row { display: grid; gap: 16px; }
.row--dates { grid-template-columns: 1fr 1fr; }
fieldset { margin: 0; padding: 0; border: 0; min-width: 0; }
legend { padding: 0; }
.budget { display: grid; gap: 6px; }
.budget legend { margin-bottom: 6px; }
.budget__row { display: grid; grid-template-columns: 112px 1fr; gap: 10px; }

.tiles { display: grid; gap: 6px; }
.tiles__legend { margin-bottom: 10px; }
.tiles__grid { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 10px; }
.tile { position: relative; display: block; cursor: pointer; }
.tile__input { position: absolute; inset: 0; width: 100%; height: 100%; margin: 0; opacity: 0; cursor: pointer; }
.tile__box {
  position: relative; display: flex; flex-direction: column; align-items: flex-start; gap: 8px; height: 100%; min-height: 88px;
  padding: 14px 14px 12px; border: 1px solid var(--_border); border-radius: calc(var(--_radius) - 2px);
  background: var(--_surface); color: var(--_text); font-size: 14px; line-height: 1.35; font-weight: 500;
  transition: border-color .15s, background-color .15s, box-shadow .15s;
}
.tile:hover .tile__box { border-color: var(--_accent); }
.tile__icon { width: 24px; height: 24px; color: var(--_accent); }
.tile__check {
  position: absolute; top: 10px; right: 10px; width: 20px; height: 20px; padding: 2px; border-radius: 50%;
  color: var(--_accent-contrast); background: var(--_accent); opacity: 0; transform: scale(.6); transition: opacity .15s, transform .15s;
}
.tile__input:checked + .tile__box {
  border-color: var(--_accent); background: color-mix(in srgb, var(--_accent) 9%, var(--_surface));
  box-shadow: inset 0 0 0 1px var(--_accent);
}
.tile__input:checked + .tile__box .tile__check { opacity: 1; transform: none; }
.tile__input:focus-visible + .tile__box { outline: 3px solid var(--_focus); outline-offset: 2px; }
.tiles.field--invalid .tile__box { border-color: var(--_error); }

/* The availability note: a quiet hint under the dates, never an error. Its live region stays in place, empty. */
.availability:not(:empty) {
  display: grid; gap: 10px; margin-top: 12px; padding: 12px 14px; border-radius: calc(var(--_radius) - 4px);
  font-size: 14px; line-height: 20px; color: var(--_text);
  background: color-mix(in srgb, var(--_accent) 7%, var(--_surface));
  border: 1px solid color-mix(in srgb, var(--_accent) 35%, transparent);
}
.availability p { margin: 0; }
/* Korean breaks between words, not inside "8일". */
.availability:lang(ko) { word-break: keep-all; }
.availability__free { display: flex; flex-wrap: wrap; align-items: center; gap: 8px; }
.availability__free > span { flex-basis: 100%; font-weight: 600; }
.chip {
  min-height: 36px; padding: 6px 14px; margin: 0; border-radius: 999px; border: 1px solid var(--_accent);
  background: var(--_surface); color: var(--_text); font: inherit; font-weight: 600; white-space: nowrap; cursor: pointer;
}
.chip:hover { background: color-mix(in srgb, var(--_accent) 12%, var(--_surface)); }
.chip:focus-visible { outline: 3px solid var(--_focus); outline-offset: 2px; }

/* The estimate under the dates: the total first, then what it is, the minimum stay and the price lines. */
.estimate {
  display: grid; gap: 6px; margin-top: 12px; padding: 12px 14px; border-radius: calc(var(--_radius) - 4px);
  font-size: 14px; line-height: 20px; color: var(--_text); border: 1px solid color-mix(in srgb, var(--_border) 45%, transparent);
}
.estimate p { margin: 0; }
.estimate:lang(ko) { word-break: keep-all; }
.estimate__total { font-size: 16px; line-height: 24px; font-weight: 700; }
.estimate__approx { font-weight: 400; color: var(--_muted); white-space: nowrap; }
.estimate__note { color: var(--_muted); }
.estimate__min { font-weight: 600; }
.estimate__toggle {
  justify-self: start; display: inline-flex; align-items: center; min-height: 24px; padding: 2px 4px 2px 0;
  border: 0; background: none; color: var(--_text); font: inherit; font-weight: 600; text-decoration: underline; cursor: pointer;
}
.estimate__toggle:focus-visible { outline: 3px solid var(--_focus); outline-offset: 2px; }
/* A chevron drawn by two borders: right when folded, down when open. */
.estimate__toggle::before {
  content: ""; width: 6px; height: 6px; margin: 0 6px 0 2px; border: solid currentColor; border-width: 0 2px 2px 0; transform: rotate(-45deg);
}
.estimate__toggle[aria-expanded="true"]::before { transform: rotate(45deg); }
.estimate__lines { display: grid; gap: 4px; margin: 0; padding: 8px 0 0; list-style: none; border-top: 1px solid color-mix(in srgb, var(--_border) 45%, transparent); }
.estimate__lines li { display: flex; justify-content: space-between; gap: 12px; }
.estimate__amount { white-space: nowrap; font-variant-numeric: tabular-nums; }

.alert-slot:empty { display: none; }
.banner, .failure {
  margin: 0; padding: 12px 14px; border-radius: calc(var(--_radius) - 4px); font-size: 15px; font-weight: 500;
  color: var(--_error); background: color-mix(in srgb, var(--_error) 8%, var(--_surface));
  border: 1px solid color-mix(in srgb, var(--_error) 35%, transparent);
}

.actions { display: flex; justify-content: space-between; gap: 12px; flex-wrap: wrap; margin-top: 4px; }
.actions--end { justify-content: flex-end; }
.button {
  display: inline-flex; align-items: center; justify-content: center; gap: 8px; min-height: 48px; min-width: 48px;
  padding: 0 22px; margin: 0; border-radius: 999px; border: 1px solid transparent;
  font-size: 16px; font-weight: 600; line-height: 1; letter-spacing: normal; text-transform: none; cursor: pointer;
  transition: background-color .15s, border-color .15s, color .15s, transform .1s;
}
.button:active:not([aria-disabled]) { transform: translateY(1px); }
.button[aria-disabled] { cursor: not-allowed; opacity: .72; }
.button--primary { background: var(--_accent); color: var(--_accent-contrast); }
.button--primary:hover:not([aria-disabled]) { background: color-mix(in srgb, var(--_accent) 86%, black); }
.button--secondary { background: transparent; color: var(--_text); border-color: var(--_border); }
.button--secondary:hover:not([aria-disabled]) { background: color-mix(in srgb, var(--_text) 6%, transparent); }
.button__icon { width: 18px; height: 18px; flex: none; }
.spinner {
  width: 18px; height: 18px; border-radius: 50%; flex: none;
  border: 2px solid color-mix(in srgb, currentColor 35%, transparent); border-top-color: currentColor;
  animation: bali-spin .8s linear infinite;
}
@keyframes bali-spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) { .spinner { animation-duration: 1.6s !important; } }
/* Forced colours (High Contrast) drop background images and recolour borders: the select's drawn arrow,
   the spinner's gap and the done half of the step bar were lost, and "disabled" was only an opacity. */
@media (forced-colors: active) {
  .select { appearance: auto; }
  .button[aria-disabled] { color: GrayText; border-color: GrayText; }
  .spinner, .step-header__seg--on { forced-color-adjust: none; }
  .spinner { border-color: GrayText; border-top-color: CanvasText; }
  .step-header__seg { border: 1px solid; }
  .step-header__seg--on { background: CanvasText; }
}

.success { display: grid; justify-items: center; gap: 12px; padding: 24px 8px; text-align: center; }
.success__icon { width: 64px; height: 64px; color: var(--_accent); }
.success__title { margin: 0; font-size: 26px; line-height: 1.25; font-weight: 700; }
.success__title:focus { outline: none; }
.success__title:focus-visible { outline: 3px solid var(--_focus); outline-offset: 4px; border-radius: 4px; }
.success__text { margin: 0 0 12px; max-width: 42ch; color: var(--_muted); }

@container (max-width: 560px) {
  .booking { padding: 20px 16px; }
  .tiles__grid { grid-template-columns: repeat(2, minmax(0, 1fr)); }
}
@container (max-width: 420px) {
  .row--dates { grid-template-columns: 1fr; }
  .actions { flex-direction: column; }
  .actions .button { width: 100%; }
  /* Stacked, like the dates: beside the currency, "Enter amount (e.g., 1000)" was cut off. */
  .budget__row { grid-template-columns: 1fr; }
}
@container (max-width: 340px) {
  .tiles__grid { grid-template-columns: 1fr; gap: 8px; }
  .tile__box { flex-direction: row; align-items: center; gap: 12px; min-height: 52px; padding: 12px 42px 12px 14px; }
  .tile__icon { flex: none; }
  .tile__check { top: 50%; margin-top: -10px; right: 12px; }
}
`;
