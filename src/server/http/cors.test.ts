import { describe, expect, it } from 'vitest';
import { PARTNER, SITE, post, receiverFixture, valid } from '../../../test/helpers/receiver';

const fx = receiverFixture();

describe('CORS and origins', () => {
  it('same-origin requests work: no Origin, or the request’s own origin', async () => {
    const handle = fx.handler({ allowedOrigins: [] });
    expect((await handle(post())).status).toBe(201);
    const own = await handle(post({ body: { ...valid, name: 'Own Origin' }, headers: { Origin: SITE } }));
    expect(own.status).toBe(201);
    expect(own.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('an allowed origin gets 201 and Access-Control-Allow-Origin for itself only', async () => {
    const response = await fx.handler({ allowedOrigins: [`${PARTNER}/`, ' https://other.example '] })(
      post({ headers: { Origin: PARTNER } }),
    );
    expect(response.status).toBe(201);
    expect(response.headers.get('access-control-allow-origin')).toBe(PARTNER);
    expect(response.headers.get('vary')).toMatch(/Origin/);
    // A partner's page may read whether an answer was a replay.
    expect(response.headers.get('access-control-expose-headers')).toBe('Idempotent-Replayed');
  });

  it('a cross-origin POST from another origin is refused with 403 and stores nothing', async () => {
    const handle = fx.handler();
    for (const origin of ['https://evil.example', 'null', 'http://villa.example.evil.example', 'https://partner.example:8443']) {
      const response = await handle(post({ headers: { Origin: origin } }));
      expect(response.status, origin).toBe(403);
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
    }
    expect(fx.rowsOnDisk()).toHaveLength(0);
  });

  it('preflight: allowed origin gets the grant, others do not', async () => {
    const handle = fx.handler();
    const preflight = (origin: string) =>
      handle(
        new Request(`${SITE}/api/book-accommodation`, {
          method: 'OPTIONS',
          headers: {
            Origin: origin,
            'Access-Control-Request-Method': 'POST',
            'Access-Control-Request-Headers': 'content-type, idempotency-key',
          },
        }),
      );
    const ok = await preflight(PARTNER);
    expect(ok.status).toBe(204);
    expect(ok.headers.get('access-control-allow-origin')).toBe(PARTNER);
    expect(ok.headers.get('access-control-allow-methods')).toBe('POST');
    expect(ok.headers.get('access-control-allow-headers')).toBe('Content-Type, Idempotency-Key, X-Bali-Proof');
    const denied = await preflight('https://evil.example');
    expect(denied.status).toBe(403);
    expect(denied.headers.get('access-control-allow-origin')).toBeNull();
    expect(denied.headers.get('access-control-allow-headers')).toBeNull();
  });

  it('error answers to an allowed origin carry the grant too, so the browser can read them', async () => {
    const response = await fx.handler()(post({ body: { ...valid, email: 'x' }, headers: { Origin: PARTNER } }));
    expect(response.status).toBe(400);
    expect(response.headers.get('access-control-allow-origin')).toBe(PARTNER);
  });
});
