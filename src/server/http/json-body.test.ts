import { describe, expect, it } from 'vitest';
import { setClientAddress } from './client-address';
import { SITE, post, receiverFixture, valid } from '../../../test/helpers/receiver';

const fx = receiverFixture();

describe('POST: transport-level refusals', () => {
  it('415 when the body is not JSON', async () => {
    const handle = fx.handler();
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/json; charset=latin1']) {
      const response = await handle(post({ headers: { 'Content-Type': type } }));
      expect(response.status, type).toBe(415);
    }
    const noType = new Request(`${SITE}/api/book-accommodation`, { method: 'POST', body: new Blob([JSON.stringify(valid)]) });
    setClientAddress(noType, '203.0.113.7');
    expect((await handle(noType)).status).toBe(415);
    expect((await handle(post({ headers: { 'Content-Type': 'Application/JSON; charset=UTF-8' } }))).status).toBe(201);
  });

  it('413 when Content-Length says more than 16 KiB, without reading the body', async () => {
    let pulled = false;
    const stream = new ReadableStream({
      pull() {
        pulled = true;
        throw new Error('must not be read');
      },
    });
    const response = await fx.handler()(post({ raw: stream, headers: { 'Content-Length': String(16 * 1024 + 1) } }));
    expect(response.status).toBe(413);
    expect(pulled).toBe(false);
  });

  it('413 when a streamed body without Content-Length grows past 16 KiB, and stops reading it', async () => {
    let sent = 0;
    let cancelled = false;
    const chunk = new Uint8Array(1024).fill(0x20);
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += chunk.byteLength;
        controller.enqueue(chunk);
      },
      cancel() {
        cancelled = true;
      },
    });
    const response = await fx.handler()(post({ raw: endless }));
    expect(response.status).toBe(413);
    expect(cancelled).toBe(true);
    expect(sent).toBeLessThan(64 * 1024);
  });

  it('accepts a body of exactly 16 KiB', async () => {
    const json = JSON.stringify(valid);
    const padded = json.slice(0, -1) + ' '.repeat(16 * 1024 - json.length) + '}';
    expect(new TextEncoder().encode(padded).byteLength).toBe(16 * 1024);
    expect((await fx.handler()(post({ raw: padded }))).status).toBe(201);
    expect((await fx.handler()(post({ raw: padded + ' ' }))).status).toBe(413);
  });

  it('405 with Allow for other methods', async () => {
    const handle = fx.handler();
    for (const method of ['GET', 'PUT', 'DELETE', 'PATCH', 'HEAD']) {
      const response = await handle(post({ method }));
      expect(response.status, method).toBe(405);
      expect(response.headers.get('allow')).toBe('POST, OPTIONS');
    }
    expect(fx.rowsOnDisk()).toHaveLength(0);
  });
});
