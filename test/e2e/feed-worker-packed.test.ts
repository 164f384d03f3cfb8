/**
 * The calendar feed worker from the packed package: a user's app imports `bali-widgets/server` from
 * node_modules, and also bundles it into a folder of its own (as Next.js does with a server entry, where
 * no file next to dist/server.js can be found). Both read a feed in the worker: a Windows zone name right,
 * an endless event skipped with the owner's message, the rest kept. windows-iana is not installed in the
 * app: the worker carries what it needs.
 */
import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { build } from 'esbuild';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { addDays } from '../../src/server/calendar/nights';
import { compact, todayUtc } from '../helpers/calendar-feeds';
import { startFeedServer, type FeedServer } from '../helpers/feed-server';

const repo = fileURLToPath(new URL('../..', import.meta.url));
const run = promisify(execFile);
const today = todayUtc();
const d = (offset: number) => addDays(today, offset);
/** What dist/server.js imports from its dependencies (everything but the worker's own). */
const DEPENDENCIES = ['better-sqlite3', 'bindings', 'file-uri-to-path', 'kysely', 'zod', 'ical.js', 'libphonenumber-js', 'nodemailer', 'stripe', 'web-push'];

let dir = '';
let feeds: FeedServer;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'bali-feed-worker-'));
  const { stdout } = await run('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', dir], { cwd: repo, maxBuffer: 16 * 1024 * 1024 });
  const [{ filename }] = JSON.parse(stdout) as { filename: string }[];
  await run('tar', ['-xzf', join(dir, filename), '-C', dir]);
  const app = join(dir, 'app');
  mkdirSync(join(app, 'node_modules'), { recursive: true });
  cpSync(join(dir, 'package'), join(app, 'node_modules', 'bali-widgets'), { recursive: true });
  for (const name of DEPENDENCIES) symlinkSync(join(repo, 'node_modules', name), join(app, 'node_modules', name));
  writeFileSync(join(app, 'package.json'), '{ "type": "module" }');
  writeFileSync(
    join(app, 'read.mjs'),
    `import { createBookingReceiver } from 'bali-widgets/server';
const receiver = createBookingReceiver({ database: process.env.DB, calendars: { '': [process.env.FEED_URL] }, allowPrivateFeeds: true, trustProxy: false, spamShield: false });
await receiver.ready();
const calendars = await receiver.calendars();
await calendars.sync();
const [feed] = await calendars.feeds('');
const busy = await calendars.busy('', process.env.FROM, process.env.TO);
console.log(JSON.stringify({ warning: feed.lastWarning, error: feed.lastError, busy: busy.map((b) => [b.from, b.to]) }));
await receiver.close();
`,
  );
  // The app's own bundle of its server code, in another folder (node_modules stays external, but not bali-widgets).
  await build({
    entryPoints: [join(app, 'read.mjs')],
    outfile: join(app, '.next', 'server', 'read.mjs'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    external: [...DEPENDENCIES, 'pg'],
    logLevel: 'warning',
  });
  feeds = await startFeedServer();
  feeds.set('/exchange.ics', {
    body: [
      'BEGIN:VCALENDAR', 'PRODID:Microsoft Exchange Server 2010', 'VERSION:2.0',
      // 17:00 and 09:00 in New York are 05:00 (or 06:00) and 21:00 (or 22:00) in Bali.
      'BEGIN:VEVENT', 'UID:stay', `DTSTART;TZID=Eastern Standard Time:${compact(d(30))}T170000`, `DTEND;TZID=Eastern Standard Time:${compact(d(32))}T090000`, 'END:VEVENT',
      'BEGIN:VEVENT', 'UID:endless', `DTSTART;VALUE=DATE:${compact(d(3))}`, 'RRULE:FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30', 'END:VEVENT',
      'END:VCALENDAR', '',
    ].join('\r\n'),
  });
}, 180_000);
afterAll(async () => {
  await feeds?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

it.each([['installed in node_modules', 'read.mjs'], ['bundled into the app\'s own folder', '.next/server/read.mjs']])(
  'reads a feed in its worker when %s',
  async (_, script) => {
    const env = { ...process.env, DB: join(dir, `${script.replace(/\W/g, '-')}.sqlite`), FEED_URL: feeds.url('/exchange.ics'), FROM: d(0), TO: d(60) };
    const { stdout } = await run(process.execPath, [join(dir, 'app', script)], { cwd: join(dir, 'app'), env, timeout: 90_000 });
    expect(JSON.parse(stdout)).toEqual({
      warning: 'This calendar has an event that repeats without end; it was skipped. Every other event was read.',
      busy: [[d(31), d(32)]],
    });
  },
  120_000,
);
