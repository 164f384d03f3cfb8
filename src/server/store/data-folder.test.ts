import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { createDataFolder } from './data-folder';
import { openBookingStore } from '../booking/booking-store';
import { openDatabase } from './index';

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'bali-data-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

it('a folder it creates ignores everything in it (guests\' data was one `git add .` from a public repository)', () => {
  createDataFolder(join(root, 'data'));
  expect(readFileSync(join(root, 'data/.gitignore'), 'utf8')).toMatch(/^\*$/m);
});

it('puts the .gitignore in the outermost folder it creates', () => {
  createDataFolder(join(root, 'data/bookings'));
  expect(existsSync(join(root, 'data/.gitignore'))).toBe(true);
  expect(existsSync(join(root, 'data/bookings/.gitignore'))).toBe(false);
});

it('leaves a folder that already exists as it is', () => {
  mkdirSync(join(root, 'data'));
  createDataFolder(join(root, 'data'));
  expect(existsSync(join(root, 'data/.gitignore'))).toBe(false);
});

it('the SQLite store creates its folder this way, on first use', async () => {
  const store = openBookingStore(join(root, 'data/bookings.sqlite'));
  expect(existsSync(join(root, 'data'))).toBe(false);
  await store.list();
  await store.close();
  expect(readFileSync(join(root, 'data/.gitignore'), 'utf8')).toMatch(/^\*$/m);
});

it('the database opener creates the SQLite folder this way', async () => {
  const opened = await openDatabase(join(root, 'data/bookings.sqlite'));
  await opened.close();
  expect(readFileSync(join(root, 'data/.gitignore'), 'utf8')).toMatch(/^\*$/m);
});
