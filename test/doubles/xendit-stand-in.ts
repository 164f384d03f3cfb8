/**
 * A local Xendit for tests: a loopback HTTP server with the invoice calls an offer makes (create, expire,
 * retrieve) behind Basic auth with the secret key, Xendit's refusal to expire an invoice that is no longer
 * pending, a tiny payment page at each invoice's URL, and callbacks carrying the verification token.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export type StandInInvoice = {
  id: string;
  external_id: string;
  user_id: string;
  status: 'PENDING' | 'PAID' | 'SETTLED' | 'EXPIRED';
  merchant_name: string;
  amount: number;
  currency: string;
  description?: string;
  payer_email?: string;
  invoice_url: string;
  expiry_date: string;
  locale?: string;
  success_redirect_url?: string;
  failure_redirect_url?: string;
  paid_amount?: number;
};

export type RecordedXenditRequest = { method: string; path: string; headers: IncomingMessage['headers']; body: unknown };

const read = (req: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });

export async function startXenditStandIn(secretKey = 'xnd_development_stand_in', callbackToken = 'stand-in-callback-token') {
  const invoices = new Map<string, StandInInvoice>();
  const requests: RecordedXenditRequest[] = [];
  let failures: number[] = [];
  let base = '';

  function create(body: Record<string, unknown>): [number, unknown] {
    if (typeof body.external_id !== 'string' || typeof body.amount !== 'number') {
      return [400, { error_code: 'API_VALIDATION_ERROR', message: 'external_id and amount are required' }];
    }
    const currency = typeof body.currency === 'string' ? body.currency : 'IDR';
    if (currency === 'IDR' && !Number.isInteger(body.amount)) return [400, { error_code: 'API_VALIDATION_ERROR', message: 'IDR has no decimals here' }];
    const id = randomBytes(12).toString('hex');
    const seconds = typeof body.invoice_duration === 'number' ? body.invoice_duration : 86400;
    const invoice: StandInInvoice = {
      id, external_id: body.external_id, user_id: 'stand-in-business', status: 'PENDING', merchant_name: 'Villa Stand-in',
      amount: body.amount, currency, invoice_url: `${base}/web/invoices/${id}`,
      expiry_date: new Date(Date.now() + seconds * 1000).toISOString(),
      ...(typeof body.description === 'string' && { description: body.description }),
      ...(typeof body.payer_email === 'string' && { payer_email: body.payer_email }),
      ...(typeof body.locale === 'string' && { locale: body.locale }),
      ...(typeof body.success_redirect_url === 'string' && { success_redirect_url: body.success_redirect_url }),
      ...(typeof body.failure_redirect_url === 'string' && { failure_redirect_url: body.failure_redirect_url }),
    };
    invoices.set(id, invoice);
    return [200, invoice];
  }

  function route(method: string, path: string, body: unknown): [number, unknown] {
    if (method === 'POST' && path === '/v2/invoices') return create((body ?? {}) as Record<string, unknown>);
    const expire = /^\/invoices\/([^/]+)\/expire!$/.exec(path);
    const get = /^\/v2\/invoices\/([^/]+)$/.exec(path);
    const id = decodeURIComponent((expire ?? get)?.[1] ?? '');
    const invoice = invoices.get(id);
    if (!expire && !get) return [404, { error_code: 'NOT_FOUND', message: 'no such route' }];
    if (!invoice) return [404, { error_code: 'INVOICE_NOT_FOUND_ERROR', message: 'Could not find invoice' }];
    if (get && method === 'GET') return [200, invoice];
    if (expire && method === 'POST') {
      if (invoice.status !== 'PENDING') return [400, { error_code: 'INVOICE_ALREADY_FINALIZED', message: 'The invoice is no longer pending' }];
      invoice.status = 'EXPIRED';
      return [200, invoice];
    }
    return [405, { error_code: 'METHOD_NOT_ALLOWED' }];
  }

  const server = createServer(async (req, res) => {
    const text = await read(req);
    const path = new URL(req.url ?? '/', 'http://stand-in').pathname;
    let body: unknown = undefined;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = text;
    }
    requests.push({ method: req.method ?? 'GET', path, headers: req.headers, body });
    const send = (status: number, answer: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
    const page = /^\/web\/invoices\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && page) {
      // The guest's invoice page: a tiny stand-in for Xendit's, naming the invoice and its amount.
      const invoice = invoices.get(decodeURIComponent(page[1]!));
      const html = invoice ? `<!doctype html><html lang="en"><title>Stand-in Invoice</title><h1>Stand-in Invoice</h1><p id="invoice">${invoice.id}</p><p id="amount">${invoice.amount} ${invoice.currency}</p>` : 'No such invoice';
      return void res.writeHead(invoice ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' }).end(html);
    }
    if (req.headers.authorization !== `Basic ${Buffer.from(`${secretKey}:`).toString('base64')}`) {
      return send(401, { error_code: 'INVALID_API_KEY', message: 'API key is not authorized for this API service' });
    }
    const failure = failures.shift();
    if (failure) return send(failure, { error_code: 'SERVER_ERROR', message: 'The stand-in was told to fail.' });
    send(...route(req.method ?? 'GET', path, body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  /** The callback Xendit posts when the invoice's status becomes `status`, with the token in its header. */
  function callback(id: string, status: StandInInvoice['status'], token = callbackToken) {
    const invoice = invoices.get(id)!;
    invoice.status = status;
    if (status === 'PAID' || status === 'SETTLED') invoice.paid_amount = invoice.amount;
    const body = JSON.stringify({ ...invoice, created: new Date().toISOString(), updated: new Date().toISOString(), is_high: false, payment_method: 'BANK_TRANSFER', payment_channel: 'BCA' });
    return { body, headers: new Headers({ 'x-callback-token': token, 'content-type': 'application/json' }) };
  }

  return {
    url: base,
    secretKey,
    callbackToken,
    requests,
    invoice: (id: string) => invoices.get(id),
    /** The next answers are these HTTP errors. */
    failNext: (...statuses: number[]) => void (failures = statuses),
    callback,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type XenditStandIn = Awaited<ReturnType<typeof startXenditStandIn>>;
