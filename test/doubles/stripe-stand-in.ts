/**
 * A local Stripe for tests: a loopback HTTP server with the Checkout Session calls an offer makes (create,
 * expire, retrieve), Stripe's idempotency (a repeated key gets the first answer back), its refusal to expire
 * a session that is not open, a tiny checkout page at each session's URL, and signed webhooks made with the `stripe` package's own test-header helper.
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

export type StandInSession = {
  id: string;
  object: 'checkout.session';
  url: string | null;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid';
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  customer_email: string | null;
  locale: string | null;
  expires_at: number;
  metadata: Record<string, string>;
};

export type RecordedRequest = { method: string; path: string; headers: IncomingMessage['headers']; form: Record<string, string> };

type Answer = { status: number; body: unknown };

const read = (req: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });

const stripeError = (status: number, message: string, code?: string): Answer => ({ status, body: { error: { type: 'invalid_request_error', message, ...(code && { code }) } } });

export async function startStripeStandIn(secretKey = 'sk_test_stand_in') {
  const sessions = new Map<string, StandInSession>();
  const requests: RecordedRequest[] = [];
  const replies = new Map<string, Answer>();
  let failures: number[] = [];
  let count = 0;
  let base = '';

  function create(form: Record<string, string>): Answer {
    const id = `cs_test_${String(++count).padStart(4, '0')}`;
    const metadata: Record<string, string> = {};
    for (const [key, value] of Object.entries(form)) {
      const name = /^metadata\[(.+)\]$/.exec(key)?.[1];
      if (name) metadata[name] = value;
    }
    const expiresAt = Number(form.expires_at);
    const now = Math.floor(Date.now() / 1000);
    if (expiresAt && (expiresAt < now + 1800 || expiresAt > now + 86400)) {
      return stripeError(400, 'The `expires_at` timestamp must be between 30 minutes and 24 hours from Checkout Session creation.');
    }
    const session: StandInSession = {
      id, object: 'checkout.session', url: `${base}/c/pay/${id}`, status: 'open', payment_status: 'unpaid',
      amount_total: Number(form['line_items[0][price_data][unit_amount]']) * Number(form['line_items[0][quantity]'] ?? 1),
      currency: form['line_items[0][price_data][currency]'] ?? 'usd',
      client_reference_id: form.client_reference_id ?? null, customer_email: form.customer_email ?? null,
      locale: form.locale ?? null, expires_at: expiresAt || now + 86400, metadata,
    };
    sessions.set(id, session);
    return { status: 200, body: session };
  }

  function route(method: string, path: string, form: Record<string, string>): Answer {
    if (method === 'POST' && path === '/v1/checkout/sessions') return create(form);
    const match = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(path);
    const session = match ? sessions.get(decodeURIComponent(match[1]!)) : undefined;
    if (!match) return stripeError(404, `Unrecognized request URL (${method}: ${path}).`);
    if (!session) return stripeError(404, `No such checkout.session: '${match[1]}'`, 'resource_missing');
    if (method === 'GET' && !match[2]) return { status: 200, body: session };
    if (method === 'POST' && match[2]) {
      if (session.status !== 'open') {
        return stripeError(400, `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of ${session.status}.`);
      }
      session.status = 'expired';
      session.url = null;
      return { status: 200, body: session };
    }
    return stripeError(404, `Unrecognized request URL (${method}: ${path}).`);
  }

  const server = createServer(async (req, res) => {
    const text = await read(req);
    const path = new URL(req.url ?? '/', 'http://stand-in').pathname;
    const form = Object.fromEntries(new URLSearchParams(text));
    requests.push({ method: req.method ?? 'GET', path, headers: req.headers, form });
    const send = (answer: Answer) => res.writeHead(answer.status, { 'content-type': 'application/json', 'request-id': `req_${requests.length}` }).end(JSON.stringify(answer.body));
    const page = /^\/c\/pay\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && page) {
      // The guest's checkout page: a tiny stand-in for Stripe's, naming the session and its amount.
      const session = sessions.get(decodeURIComponent(page[1]!));
      const body = session ? `<!doctype html><html lang="en"><title>Stand-in Checkout</title><h1>Stand-in Checkout</h1><p id="session">${session.id}</p><p id="amount">${session.amount_total} ${session.currency}</p>` : 'No such session';
      return void res.writeHead(session ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' }).end(body);
    }
    if (req.headers.authorization !== `Bearer ${secretKey}`) {
      return send({ status: 401, body: { error: { type: 'invalid_request_error', message: 'Invalid API Key provided: sk_test_****' } } });
    }
    const failure = failures.shift();
    if (failure) return send({ status: failure, body: { error: { type: 'api_error', message: 'The stand-in was told to fail.' } } });
    const key = req.headers['idempotency-key'];
    const keyed = typeof key === 'string' && req.method === 'POST' ? `${path} ${key}` : undefined;
    const answer = (keyed && replies.get(keyed)) || route(req.method ?? 'GET', path, form);
    if (keyed) replies.set(keyed, answer);
    send(answer);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  /** A webhook body and its `Stripe-Signature` header for an event about `session`, signed at `timestamp` (seconds). */
  function signedEvent(type: string, session: StandInSession, secret: string, timestamp: number, eventId = `evt_${type.replace(/\W/g, '_')}_${session.id}`) {
    const body = JSON.stringify({ id: eventId, object: 'event', type, created: timestamp, data: { object: session } }, null, 2);
    const header = Stripe.webhooks.generateTestHeaderString({ payload: body, secret, timestamp });
    return { body, headers: new Headers({ 'stripe-signature': header, 'content-type': 'application/json' }) };
  }

  return {
    url: base,
    secretKey,
    requests,
    session: (id: string) => sessions.get(id),
    /** The guest paid: the session is complete (card: `paid` at once; a bank debit: `unpaid` until it clears). */
    complete(id: string, paymentStatus: 'paid' | 'unpaid' = 'paid') {
      const session = sessions.get(id)!;
      Object.assign(session, { status: 'complete', payment_status: paymentStatus, url: null });
      return session;
    },
    /** The next answers are these HTTP errors (a 500 is retried by the package once). */
    failNext: (...statuses: number[]) => void (failures = statuses),
    signedEvent,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type StripeStandIn = Awaited<ReturnType<typeof startStripeStandIn>>;
