import { describe, expect, it } from 'vitest';
import { NOW, post, receiverFixture, valid } from '../../../test/helpers/receiver';

const fx = receiverFixture();

describe('rate limit', () => {
  it('429 over the per-client limit within a sliding minute; other clients unaffected', async () => {
    let now = NOW.getTime();
    const handle = fx.handler({ rateLimitPerMinute: 3, now: () => new Date(now) });
    const send = (ip: string) => handle(post({ ip })).then((r) => r.status);
    expect([await send('198.51.100.1'), await send('198.51.100.1'), await send('198.51.100.1')]).toEqual([201, 201, 201]);
    const limited = await handle(post({ ip: '198.51.100.1' }));
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({ error: 'Too many requests.' });
    expect(await send('198.51.100.2')).toBe(201);
    now += 59_000;
    expect(await send('198.51.100.1')).toBe(429);
    now += 1_001; // the first three are now more than a minute old
    expect(await send('198.51.100.1')).toBe(201);
    expect(fx.rowsOnDisk()).toHaveLength(5);
  });

  it('defaults to 10 per minute', async () => {
    const handle = fx.handler({ rateLimitPerMinute: undefined });
    const statuses = [];
    for (let i = 0; i < 11; i++) statuses.push((await handle(post({ body: { ...valid, name: `Guest ${i}` } }))).status);
    expect(statuses).toEqual([...Array(10).fill(201), 429]);
  });
});
