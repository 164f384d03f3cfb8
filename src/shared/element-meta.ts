/**
 * The public surface of each element, written once: the r2wc `props` / `events` options are derived from
 * it (so the element cannot accept an attribute or fire an event that is not described here), and
 * `scripts/custom-elements-manifest.mjs` turns it into `dist/custom-elements.json`. Pure data: no React,
 * no DOM, so the build script can load it in Node.
 */

/** r2wc's attribute parsers that we use. */
export type AttributeKind = 'string' | 'number';

export interface AttributeMeta<Prop extends string = string> {
  /** The HTML attribute (r2wc derives it from the property: camelCase → kebab-case). */
  name: string;
  /** The JS property r2wc defines on the element (and the React prop it feeds). */
  property: Prop;
  kind: AttributeKind;
  /** The attribute's value type as TypeScript text, e.g. `string`. */
  type: string;
  /** Default as a JS expression (CEM convention), e.g. `"/api/book-accommodation"` or `3000`; absent when unset. */
  default?: string;
  description: string;
}

export interface EventMeta<Handler extends string = string> {
  /** The DOM event name (r2wc: the handler prop without `on`, lower-cased). */
  name: string;
  /** The React callback prop r2wc turns into the event. */
  handler: Handler;
  /** TypeScript text of `detail`. */
  detail: string;
  /** Name of the exported type of `detail`. */
  detailTypeName: string;
  description: string;
}

export interface CssPropertyMeta {
  name: `--bali-${string}`;
  syntax: string;
  default: string;
  description: string;
}

export interface CssPartMeta {
  name: string;
  description: string;
}

export interface ElementMeta<Prop extends string = string, Handler extends string = string> {
  tagName: `bali-${string}`;
  className: string;
  summary: string;
  description: string;
  attributes: readonly AttributeMeta<Prop>[];
  events: readonly EventMeta<Handler>[];
  cssProperties: readonly CssPropertyMeta[];
  cssParts: readonly CssPartMeta[];
}

/** camelCase → kebab-case, exactly as r2wc maps a property to its attribute. */
export const attributeNameOf = (property: string) => property.replace(/([a-z0-9])([A-Z])/g, (_, a: string, b: string) => `${a}-${b.toLowerCase()}`);

/** `onBookingStep` → `bookingstep`, exactly as r2wc names the event it dispatches. */
export const eventNameOf = (handler: string) => handler.replace(/^on/, '').toLowerCase();

const EVENT_INIT: EventInit = { bubbles: true, composed: true };

/** The r2wc options for `meta`: every attribute as a prop with its parser, every event bubbling and composed. */
export function r2wcOptions<Prop extends string, Handler extends string>(meta: ElementMeta<Prop, Handler>) {
  const props = {} as Record<Prop, AttributeKind>;
  for (const a of meta.attributes) props[a.property] = a.kind;
  const events = {} as Record<Handler, EventInit>;
  for (const e of meta.events) events[e.handler] = EVENT_INIT;
  return { shadow: 'open' as const, props, events };
}

/**
 * The `--bali-*` properties that host.styles.ts reads, with their defaults (checked against the stylesheet by
 * test/manifest). Each element describes what they style in its own metadata.
 */
export const HOST_DEFAULTS = {
  '--bali-accent': '#0f766e',
  '--bali-accent-contrast': '#ffffff',
  '--bali-text': '#1f2937',
  '--bali-muted': '#4b5563',
  '--bali-surface': '#ffffff',
  '--bali-border': '#7b8794',
  '--bali-error': '#b42318',
  '--bali-radius': '12px',
  '--bali-font': 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  '--bali-focus': 'var(--bali-accent)',
  '--bali-color-scheme': 'light',
} as const;

export type HostProperty = keyof typeof HOST_DEFAULTS;

const SYNTAX: Record<HostProperty, string> = {
  '--bali-accent': '<color>',
  '--bali-accent-contrast': '<color>',
  '--bali-text': '<color>',
  '--bali-muted': '<color>',
  '--bali-surface': '<color>',
  '--bali-border': '<color>',
  '--bali-error': '<color>',
  '--bali-radius': '<length>',
  '--bali-font': '<family-name>#',
  '--bali-focus': '<color>',
  '--bali-color-scheme': 'light | dark',
};

/** A host property's entry, with what it styles in this element. */
export const hostProperty = (name: HostProperty, description: string): CssPropertyMeta => ({
  name,
  syntax: SYNTAX[name],
  default: HOST_DEFAULTS[name],
  description,
});

/** Compiles only when `T` is `true`: `Assert<[Missing] extends [never] ? true : false>` fails on a forgotten event. */
export type Assert<T extends true> = T;
