/**
 * docs/languages.md's reference part: every key with where it shows and what it must fit, the texts with
 * a `{0}`, and a copy-ready template of every key in English, generated from the catalogue and checked
 * against it (`UPDATE_TRANSLATIONS=1 npx vitest run src/i18n/languages-doc.test.ts` writes it anew).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { EN, KEYS } from './catalogs';
import { KEY_CONTEXT } from './key-context';

const DOC = new URL('../../docs/languages.md', import.meta.url);
const START = '<!-- generated from src/i18n/key-context.ts by src/i18n/languages-doc.test.ts: do not edit below -->';
const END = '<!-- end of generated part -->';

function reference(): string {
  const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\u00a0/g, '\\u00a0');
  const template = JSON.stringify({ xx: Object.fromEntries(KEYS.map((key) => [key, EN[key]])) }, null, 2);
  const placeholders = KEYS.filter((key) => /\{\d\}/.test(EN[key])).map((key) => `\`${key}\``);
  return [
    START,
    '',
    '### Every key',
    '',
    `The ${KEYS.length} keys, where each text shows and what it must fit. "Read aloud" texts are never seen: a`,
    'screen reader speaks them. "Short" texts are buttons and tiles: keep them to one line at 288 px.',
    `Texts with a \`{0}\` or \`{1}\`: ${placeholders.join(', ')}.`,
    '',
    '| key | where and how long | English |',
    '| --- | --- | --- |',
    ...KEYS.map((key) => `| \`${key}\` | ${cell(KEY_CONTEXT[key])} | ${cell(EN[key])} |`),
    '',
    '### Template',
    '',
    'Every key with its English text: copy it into the `data-messages` script, replace `xx` with your language',
    'tag and each text with yours. A key you delete stays English, and the console names it.',
    '',
    '```json',
    template,
    '```',
    '',
    END,
  ].join('\n');
}

it('docs/languages.md has every key of English, its context and a template, as the catalogue has them', () => {
  const doc = readFileSync(DOC, 'utf8');
  const at = doc.indexOf(START);
  const end = doc.indexOf(END);
  expect(at, 'the generated part').toBeGreaterThan(0);
  const written = doc.slice(at, end + END.length);
  if (process.env.UPDATE_TRANSLATIONS) writeFileSync(DOC, doc.slice(0, at) + reference() + doc.slice(end + END.length));
  else expect(written).toBe(reference());
  const template = JSON.parse(/```json\n([^]*?)\n```/.exec(reference())![1]) as { xx: Record<string, string> };
  expect(Object.keys(template.xx)).toEqual(Object.keys(EN));
});
