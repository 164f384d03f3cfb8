/**
 * The Custom Elements Manifest against the element definitions: the r2wc options come from the metadata,
 * and everything a site owner can use (attributes, properties, events, `--bali-*` properties, parts) is in
 * the metadata and in the manifest generated from it. The built file itself is compared with the element
 * classes in Chromium (src/shared/manifest.browser.test.ts).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadMetadata, manifestFor } from '../../scripts/custom-elements-manifest.mjs';
import { phoneInputStyles } from '../booking-form/phone-field.styles';
import { bookingFormStyles } from '../booking-form/booking-form.styles';
import { reviewsStyles } from '../reviews/reviews.styles';
import { attributeNameOf, eventNameOf, HOST_DEFAULTS, type ElementMeta } from './element-meta';
import { hostStyles } from './host.styles';

const src = fileURLToPath(new URL('..', import.meta.url));
const read = (path: string) => readFileSync(join(src, path), 'utf8');

const metas: ElementMeta[] = await loadMetadata();
const manifest = manifestFor(metas);
const declarations: Record<string, any> = Object.fromEntries(manifest.modules[0].declarations.map((d: any) => [d.tagName, d]));

const ELEMENTS = {
  'bali-booking-form': { folder: 'booking-form', element: 'booking-form/booking-form.element.ts', meta: 'bookingFormMeta', styles: [hostStyles, phoneInputStyles, bookingFormStyles] },
  'bali-reviews': { folder: 'reviews', element: 'reviews/reviews.element.ts', meta: 'reviewsMeta', styles: [hostStyles, reviewsStyles] },
} as const;

/** `--_x` token → public `--bali-*` property, as host.styles.ts defines them. */
const hostTokens = new Map([...hostStyles.matchAll(/(--_[\w-]+):\s*var\((--bali-[\w-]+)/g)].map((m) => [m[1], m[2]]));

/** The `--bali-*` properties that actually style the element: read directly, or through a host token it uses. */
function propertiesUsed(styles: readonly string[]): Set<string> {
  const css = styles.join('\n');
  const used = new Set<string>();
  for (const [, name] of css.matchAll(/var\((--bali-[\w-]+)/g)) {
    // A host definition counts only when the element reads its token.
    const token = [...hostTokens].find(([, bali]) => bali === name)?.[0];
    if (!token || css.includes(`var(${token})`) || css.includes(`var(${token},`)) used.add(name);
  }
  return used;
}

/** Every name in a `part="…"` attribute (or `part: '…'` prop) of the element's views. */
function partsIn(folder: string): Set<string> {
  const parts = new Set<string>();
  for (const file of readdirSync(join(src, folder)).filter((f) => f.endsWith('.tsx'))) {
    for (const [, value] of read(join(folder, file)).matchAll(/\bpart(?:=|:\s*)["']([^"']+)["']/g)) {
      for (const name of value.split(/\s+/)) parts.add(name);
    }
  }
  return parts;
}

describe('custom elements manifest', () => {
  it('is schema 2.x and declares both elements, exported from the bundle', () => {
    expect(manifest.schemaVersion).toMatch(/^2\./);
    expect(manifest.modules[0].path).toBe('dist/bali-widgets.js');
    expect(Object.keys(declarations).sort()).toEqual(Object.keys(ELEMENTS).sort());
    const definitions = manifest.modules[0].exports.filter((e: any) => e.kind === 'custom-element-definition').map((e: any) => e.name);
    expect(definitions.sort()).toEqual(Object.keys(ELEMENTS).sort());
  });

  for (const [tag, { folder, element, meta: metaName, styles }] of Object.entries(ELEMENTS)) {
    describe(`<${tag}>`, () => {
      const meta = metas.find((m) => m.tagName === tag)!;
      const decl = declarations[tag];
      const source = read(element);

      it('is registered with r2wc options and the tag name derived from its metadata', () => {
        expect(source).toContain(`r2wcOptions(${metaName})`);
        expect(source).toContain(`${metaName}.tagName`);
        // No hand-written props/events next to the derived ones.
        expect(source).not.toMatch(/\bprops:\s*\{|\bevents:\s*\{/);
      });

      it('lists every attribute with the name r2wc gives it, its type and default, and a property for each', () => {
        expect(meta.attributes.length).toBeGreaterThan(0);
        for (const a of meta.attributes) expect(a.name).toBe(attributeNameOf(a.property));
        expect(decl.attributes.map((a: any) => [a.name, a.type.text, a.default, a.fieldName])).toEqual(
          meta.attributes.map((a) => [a.name, a.type, a.default, a.property]),
        );
        expect(decl.members.map((m: any) => [m.name, m.attribute])).toEqual(meta.attributes.map((a) => [a.property, a.name]));
        for (const a of decl.attributes) expect(a.description.length).toBeGreaterThan(10);
      });

      it('lists every event with the name r2wc dispatches and its detail type', () => {
        expect(meta.events.length).toBeGreaterThan(0);
        for (const e of meta.events) {
          expect(e.name).toBe(eventNameOf(e.handler));
          // The component really calls that handler.
          const calls = readdirSync(join(src, folder))
            .filter((f) => /\.tsx?$/.test(f) && !f.includes('.test.') && !f.includes('.meta.'))
            .some((f) => read(join(folder, f)).includes(e.handler));
          expect(calls, `${e.handler} is used by the component`).toBe(true);
        }
        expect(decl.events.map((e: any) => [e.name, e.type.text])).toEqual(meta.events.map((e) => [e.name, `CustomEvent<${e.detail}>`]));
      });

      it('documents every --bali-* property that styles it, with the stylesheet default, and no other', () => {
        const used = propertiesUsed(styles);
        const documented = decl.cssProperties.map((p: any) => p.name);
        expect([...documented].sort()).toEqual([...used].sort());
        const css = styles.join('\n');
        for (const p of decl.cssProperties) {
          const fallback = new RegExp(`var\\(${p.name}, ([^;]+)\\);`).exec(css)?.[1];
          expect(fallback, `${p.name} has a fallback in the stylesheet`).toBeTruthy();
          // `var(--_accent)` in the stylesheet reads as `var(--bali-accent)` to a site owner.
          const expected = fallback!.replace(/var\((--_[\w-]+)\)/g, (_, token: string) => `var(${hostTokens.get(token) ?? token})`);
          expect(p.default, p.name).toBe(expected);
        }
      });

      it('documents every part in its views, and no part that does not exist', () => {
        const parts = partsIn(folder);
        expect(parts.size).toBeGreaterThan(5);
        expect(decl.cssParts.map((p: any) => p.name).sort()).toEqual([...parts].sort());
      });
    });
  }

  it('docs/theming.md documents every custom property with its default and every part', () => {
    const theming = readFileSync(fileURLToPath(new URL('../../docs/theming.md', import.meta.url)), 'utf8');
    for (const decl of Object.values(declarations)) {
      for (const p of decl.cssProperties) expect(theming, p.name).toContain(`| \`${p.name}\` | \`${p.default}\` |`);
      const parts = theming.slice(theming.indexOf(`\`<${decl.tagName}>\`:`));
      for (const p of decl.cssParts) expect(parts, `${decl.tagName} part ${p.name}`).toContain(`| \`${p.name}\` |`);
    }
  });

  it('covers every --bali-* property of host.styles.ts in at least one element, with its default', () => {
    const inHost = [...hostStyles.matchAll(/var\((--bali-[\w-]+)/g)].map((m) => m[1]);
    expect(new Set(inHost)).toEqual(new Set(Object.keys(HOST_DEFAULTS)));
    const documented = new Set(Object.values(declarations).flatMap((d) => d.cssProperties.map((p: any) => p.name)));
    for (const name of inHost) expect(documented.has(name), name).toBe(true);
  });
});
