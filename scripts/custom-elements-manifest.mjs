// Writes dist/custom-elements.json (Custom Elements Manifest, schema 2.1.0) from the metadata that the
// elements' r2wc options are derived from (src/*/*.meta.ts), so the manifest cannot drift from the code.
// `node scripts/custom-elements-manifest.mjs [outfile]`; run by `npm run build`.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const MODULE = 'dist/bali-widgets.js';

/** Loads the TypeScript metadata modules (type-only imports vanish; nothing else is pulled in). */
export async function loadMetadata() {
  const result = await build({
    stdin: {
      contents:
        "export { bookingFormMeta } from './src/booking-form/booking-form.meta.ts';\n" +
        "export { reviewsMeta } from './src/reviews/reviews.meta.ts';\n",
      resolveDir: root,
      loader: 'ts',
    },
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    write: false,
    logLevel: 'error',
  });
  const code = result.outputFiles[0].text;
  const { bookingFormMeta, reviewsMeta } = await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
  return [bookingFormMeta, reviewsMeta];
}

/** One element's class declaration. */
function declaration(meta) {
  return {
    kind: 'class',
    customElement: true,
    name: meta.className,
    tagName: meta.tagName,
    summary: meta.summary,
    description: meta.description,
    superclass: { name: 'HTMLElement', module: 'global:' },
    attributes: meta.attributes.map((a) => ({
      name: a.name,
      type: { text: a.type },
      ...(a.default !== undefined && { default: a.default }),
      description: a.description,
      fieldName: a.property,
    })),
    members: meta.attributes.map((a) => ({
      kind: 'field',
      name: a.property,
      // The property reads back what the attribute says (undefined while it is absent: the default applies).
      type: { text: `${a.type} | undefined` },
      description: a.description,
      attribute: a.name,
      // r2wc writes a property into its attribute (null and undefined remove it: src/shared/define-element.ts).
      reflects: true,
    })),
    events: meta.events.map((e) => ({
      name: e.name,
      type: { text: `CustomEvent<${e.detail}>` },
      description: `${e.description} Bubbles and is composed; \`detail\` is \`${e.detailTypeName}\`.`,
    })),
    cssProperties: meta.cssProperties.map((p) => ({
      name: p.name,
      syntax: p.syntax,
      default: p.default,
      description: p.description,
    })),
    cssParts: meta.cssParts.map((p) => ({ name: p.name, description: p.description })),
    slots: [],
  };
}

export function manifestFor(metas) {
  const ref = (name) => ({ name, module: MODULE });
  return {
    schemaVersion: '2.1.0',
    readme: 'README.md',
    modules: [
      {
        kind: 'javascript-module',
        path: MODULE,
        description: 'Importing the module registers both elements (a second import is harmless).',
        declarations: metas.map(declaration),
        exports: metas.flatMap((m) => [
          { kind: 'js', name: m.className, declaration: ref(m.className) },
          { kind: 'custom-element-definition', name: m.tagName, declaration: ref(m.className) },
        ]),
      },
    ],
  };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const out = resolve(root, process.argv[2] ?? 'dist/custom-elements.json');
  await mkdir(dirname(out), { recursive: true });
  await writeFile(out, `${JSON.stringify(manifestFor(await loadMetadata()), null, 2)}\n`);
  console.log(`custom elements manifest: ${out}`);
}
