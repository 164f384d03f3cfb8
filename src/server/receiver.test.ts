import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createBookingReceiver, openStore, type CustomBookingStore } from './index';

const secret = `whsec_${Buffer.alloc(32, 7).toString('base64')}`;
const webhook = { url: 'https://hooks.example.com/t/abc', secret };
const unused = () => Promise.reject(new Error('not used'));
const custom: CustomBookingStore = {
  save: unused, list: unused, stream: () => ({ [Symbol.asyncIterator]: () => ({ next: unused }) }),
  get: unused, setStatus: unused, erase: unused, close: async () => {},
};

describe('createBookingReceiver with notify', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('refuses a BookingStore of your own at once instead of sending nothing', () => {
    expect(() => createBookingReceiver({ database: custom, trustProxy: false, notify: { webhook } })).toThrow(
      /`notify` needs a database the receiver opens .* send notifications from its save\(\)/,
    );
  });

  it('takes a store of your own when no channel is on (notify from an empty environment)', async () => {
    const receiver = createBookingReceiver({ database: custom, trustProxy: false, notify: {} });
    expect(await receiver.store()).toBeUndefined();
  });

  it('takes a path and a store from openStore()', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bali-receiver-'));
    dirs.push(dir);
    const byPath = createBookingReceiver({ database: join(dir, 'a.sqlite'), trustProxy: false, notify: { webhook } });
    await byPath.ready();
    await byPath.close();
    const store = await openStore(join(dir, 'b.sqlite'));
    const byStore = createBookingReceiver({ database: store, trustProxy: false, notify: { webhook } });
    expect(await byStore.store()).toBe(store);
    await byStore.close();
    await store.close();
  });
});
