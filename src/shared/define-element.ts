import { flushSync } from 'react-dom';
import { adoptStyles } from './adopt-styles';

/** r2wc's (global) symbols: its render method (mount or update) and the mounted tree's context. */
const RENDER = Symbol.for('r2wc.render');
const CONTEXT = Symbol.for('r2wc.context');
const PROPS = Symbol.for('r2wc.props');

type R2wcElement = HTMLElement & {
  disconnectedCallback(): void;
  attributeChangedCallback(name: string, old: string | null, value: string | null): void;
  [RENDER](): void;
  [CONTEXT]?: unknown;
  [PROPS]: Record<string, unknown>;
};
type ReactElementClass = { new (): R2wcElement };

/**
 * First mounts waiting for the next task. Every widget element on a page connects in the same task (when
 * the bundle defines the tags); mounted together in one task (flushSync) they appear in the same frame and
 * the page lays out once for all of them, instead of one widget per frame.
 */
let pending: (() => void)[] | null = null;

function mountSoon(mount: () => void): void {
  if (!pending) {
    const mounts: (() => void)[] = [];
    pending = mounts;
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      pending = null;
      channel.port1.close();
      flushSync(() => {
        for (const run of mounts) {
          try {
            run();
          } catch (error) {
            reportError(error); // one widget's failure must not keep the others from appearing
          }
        }
      });
    };
    channel.port2.postMessage(null);
  }
  pending.push(mount);
}

/**
 * Registers `tag` once. Embed snippets are often pasted twice on CMS pages (or the bundle is loaded from
 * two URLs), so a second registration is skipped instead of throwing.
 * The registered class adopts `cssTexts` into its shadow root before React renders into it.
 *
 * `createBase` runs only where custom elements exist: in Node (server rendering, prerendering) there is no
 * `HTMLElement` to extend, so nothing is defined and the export is a plain class (`instanceof` is false).
 */
export function defineElement(
  tag: string,
  createBase: () => CustomElementConstructor,
  cssTexts: readonly string[],
): CustomElementConstructor {
  if (typeof customElements === 'undefined') return class {} as unknown as CustomElementConstructor;
  const existing = customElements.get(tag);
  if (existing) return existing;
  const base = createBase();
  const Base = base as unknown as ReactElementClass;
  // r2wc's properties: the accessors on its prototype.
  const properties = Object.entries(Object.getOwnPropertyDescriptors(base.prototype))
    .filter(([, property]) => property.set)
    .map(([name]) => name);
  class StyledElement extends Base {
    constructor() {
      super();
      if (this.shadowRoot) adoptStyles(this.shadowRoot, cssTexts);
      // A property set before the bundle defined the tag (a classic script runs before a module one) is
      // the element's own and hides r2wc's accessor: `form.endpoint = '/api/x'` read back fine but was
      // never used. It is taken off and set again through the accessor.
      const self = this as unknown as Record<string, unknown>;
      for (const name of properties) {
        if (!Object.hasOwn(this, name)) continue;
        const value = self[name];
        delete self[name];
        self[name] = value;
      }
    }

    /**
     * r2wc ignores a removed or emptied attribute: here the property goes back to undefined, i.e. the
     * documented default. A call about a value the attribute no longer has is skipped:
     * at an upgrade the browser queues one per attribute before the constructor, which may since have
     * replaced the attribute with an earlier property's value (that property is already in use).
     */
    override attributeChangedCallback(name: string, old: string | null, value: string | null) {
      if (value !== this.getAttribute(name)) return;
      if (value) return super.attributeChangedCallback(name, old, value);
      this[PROPS][name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase())] = undefined;
      this[RENDER]();
    }

    /** The first mount is batched with the other widgets' (see mountSoon); updates go through at once. */
    override [RENDER]() {
      if (this[CONTEXT]) super[RENDER]();
      else mountSoon(() => {
        if (this.isConnected && !this[CONTEXT]) super[RENDER]();
      });
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
  // r2wc writes a property set to undefined or null into its attribute as text: `autoplayDelay = undefined`
  // gave autoplay-delay="undefined", read back as NaN. No value means the default, as a removed attribute does.
  for (const name of properties) {
    const { get, set } = Object.getOwnPropertyDescriptor(base.prototype, name)!;
    Object.defineProperty(StyledElement.prototype, name, {
      configurable: true,
      enumerable: true,
      get,
      set(this: HTMLElement, value: unknown) {
        if (value == null) this.removeAttribute(name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`));
        else set!.call(this, value);
      },
    });
  }
  customElements.define(tag, StyledElement);
  return StyledElement as unknown as CustomElementConstructor;
}
