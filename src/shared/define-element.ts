import { adoptStyles } from './adopt-styles';

/**
 * Registers `tag` once. Embed snippets are often pasted twice on CMS pages (or the bundle is loaded from
 * two URLs), so a second registration is skipped instead of throwing.
 * The registered class adopts `cssTexts` into its shadow root before React renders into it.
 */
export function defineElement(
  tag: string,
  base: CustomElementConstructor,
  cssTexts: readonly string[],
): CustomElementConstructor {
  const existing = customElements.get(tag);
  if (existing) return existing;
  const Base = base as unknown as typeof HTMLElement;
  class StyledElement extends Base {
    constructor() {
      super();
      if (this.shadowRoot) adoptStyles(this.shadowRoot, cssTexts);
    }
  }
  customElements.define(tag, StyledElement);
  return StyledElement as unknown as CustomElementConstructor;
}
