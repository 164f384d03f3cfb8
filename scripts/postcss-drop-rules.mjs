/**
 * PostCSS plugin: drops the rules whose every selector matches one of `patterns`. For react-phone-input-2's
 * stylesheet: the rules of features the form never turns on (a disabled input, the special label, the
 * library's own invalid-number message, preferred-country divider, search icon).
 */
export function dropRules(patterns) {
  return {
    postcssPlugin: 'bali-drop-rules',
    Rule(rule) {
      if (rule.selectors.every((selector) => patterns.some((pattern) => pattern.test(selector)))) rule.remove();
    },
  };
}
dropRules.postcss = true;

/** What the booking form never uses of react-phone-input-2's stylesheet. */
export const UNUSED_PHONE_INPUT_RULES = [/:disabled/, /\[disabled\]/, /\.special-label/, /\.invalid-number-message/, /\.divider/, /\.search-emoji/];

/**
 * The flag rules (`.react-tel-input .je { background-position: … }`) of places the picker never shows: the
 * territories, whose list the build empties (see rollup-slim-phone-input.mjs), so no country there can be
 * picked, typed into or preselected: 22 rules (their cells in the sprite are left blank).
 */
export function unusedFlagRules(pickerCodes) {
  return [new RegExp(`^\\.react-tel-input \\.(?!(?:${pickerCodes.join('|')})$)[a-z]{2}$`)];
}
