import { adoptStyles } from './adopt-styles';

type ReactElementClass = { new (): HTMLElement & { disconnectedCallback(): void } };

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
  const Base = base as unknown as ReactElementClass;
  class StyledElement extends Base {
    constructor() {
      super();
      if (this.shadowRoot) adoptStyles(this.shadowRoot, cssTexts);
    }

    /**
     * r2wc unmounts React as soon as the element leaves the document, and mounts a new tree when it comes
     * back: a move (a framework reordering nodes, a host page putting the widget into a modal) lost what a
     * guest typed and aborted a request in flight. Taken out and put back in the same task, the element now
     * keeps its tree; removed for good, it unmounts a microtask later, with every timer and listener.
     */
    override disconnectedCallback() {
      queueMicrotask(() => {
        if (!this.isConnected) super.disconnectedCallback();
      });
    }

    /** `moveBefore()` moves the element without disconnecting it: the tree simply stays. */
    connectedMoveCallback() {}
  }
  customElements.define(tag, StyledElement);
  return StyledElement as unknown as CustomElementConstructor;
}
