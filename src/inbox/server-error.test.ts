/** Every refusal code the server sends has the owner's words in English and Indonesian; others keep the server's text. */
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { en } from './i18n/en';
import { id } from './i18n/id';
import { refusalText } from './server-error';

const source = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');
/** The codes written in the server's calendar and rates calls and the feed rule. */
const SENT = [
  ...source('../server/inbox/calendar-api.ts').matchAll(/code: '([\w.]+)'/g),
  ...source('../server/inbox/rates-api.ts').matchAll(/code: '([\w.]+)'/g),
  ...source('../server/calendar/feed-address.ts').matchAll(/^  '([\w.]+)':/gm),
].map((m) => m[1]);

it('has words for every code the server sends, in both languages', () => {
  expect(SENT.length).toBeGreaterThanOrEqual(9);
  for (const code of SENT) {
    expect(en, code).toHaveProperty([`server.${code}`]);
    expect(id, code).toHaveProperty([`server.${code}`]);
  }
});

it('shows a known code in the owner\'s words and anything else as the server wrote it', () => {
  expect(refusalText({ error: 'x', code: 'block.dates' }, 'x')).toBe(en['server.block.dates']);
  expect(refusalText({ error: 'A new refusal.', code: 'feed.unknown' }, 'A new refusal.')).toBe('A new refusal.');
  expect(refusalText({ error: 'No code.' }, 'No code.')).toBe('No code.');
});
