/**
 * What the offer loops in Chromium share: a request in Korean sent to the demo server, the owner signed in
 * on a page of the same origin (the inbox's API, as the inbox calls it), the guest's page at 320 px, and the
 * listing's exported calendar, and the guest's e-mails at an SMTP sink.
 */
import ICAL from 'ical.js';
import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { parseMail } from '../doubles/push-endpoints';
import type { DemoServer } from './demo-server';

export const OWNER_TOKEN = 'offer-loop-e2e-owner-token-0123456789abcdef';
const today = new Date().toISOString().slice(0, 10);
export const day = (days: number) => new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export type OwnerApi = (path: string, body?: unknown) => Promise<{ status: number; body: any }>;

/** Sends the guest's request (Accept-Language: ko) and signs the owner in; the request's id and the owner's API. */
export async function koreanRequestAndOwner(server: DemoServer, browser: Browser, stay: { checkIn: string; checkOut: string }) {
  const booked = await fetch(`${server.base}/api/book-accommodation`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Accept-Language': 'ko-KR,ko;q=0.9' },
    body: JSON.stringify({ name: 'Ji-woo Park', email: 'jiwoo@example.com', whatsapp: '+821012345678', ...stay, budgetCurrency: 'IDR', budgetAmount: 20_000_000, travelType: ['Airbnb Guest - Honeymoon'] }),
  });
  expect(booked.status).toBe(201);
  const requestId = ((await booked.json()) as { id: string }).id;
  const owner: Page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await owner.goto(`${server.base}/services/`);
  const signedIn = await owner.evaluate(async (token) => (await fetch('/admin/api/session', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ token }) })).status, OWNER_TOKEN);
  expect(signedIn).toBeLessThan(300);
  const api: OwnerApi = (path, body) =>
    owner.evaluate(async ([p, b]) => {
      const response = await fetch(`/admin/${p}`, { method: b === undefined ? 'GET' : 'POST', headers: { 'Content-Type': 'application/json' }, body: b === undefined ? undefined : JSON.stringify(b) });
      return { status: response.status, body: await response.json() };
    }, [path, body] as const);
  return { requestId, api };
}

/** The request's status as the owner's inbox reads it. */
export async function requestStatus(api: OwnerApi, requestId: string): Promise<string> {
  const found = await api(`api/requests/${requestId}`);
  expect(found.status).toBe(200);
  return found.body.request.status;
}

/** The listing's exported calendar, fetched at the URL the owner's export call gives. */
export async function exportedCalendar(api: OwnerApi): Promise<string> {
  const exported = await api('api/calendar/export', {});
  expect(exported.status).toBeLessThan(300);
  return (await fetch(exported.body.exportUrl)).text();
}

/** The guest's page in a fresh 320 px context, collecting the receiver's pages' console errors (CSP violations among them). */
export async function guestAt320(browser: Browser, url: string) {
  const context = await browser.newContext({ viewport: { width: 320, height: 800 } });
  const page = await context.newPage();
  const errors: string[] = [];
  const origin = new URL(url).origin;
  page.on('console', (m) => { if (m.type() === 'error' && page.url().startsWith(origin)) errors.push(`${m.text()} (${m.location().url})`); });
  const answer = await page.goto(url);
  return { page, errors, status: answer?.status() };
}

type Sink = { messages: Array<{ to: string[]; raw: string }>; received(count: number): Promise<unknown> };

const decodeHeader = (value = '') =>
  value.replace(/=\?UTF-8\?([QB])\?([^?]*)\?=\s*/gi, (_, kind: string, text: string) =>
    kind.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8'));

/** The first e-mail to `to` whose subject matches, once it arrived at the SMTP sink. */
export async function mailTo(smtp: Sink, to: string, subject: RegExp) {
  for (;;) {
    const found = smtp.messages.filter((m) => m.to.join() === to).map((m) => ({ raw: m.raw, ...parseMail(m.raw) }))
      .find((m) => subject.test(decodeHeader(m.headers.get('subject'))));
    if (found) return found;
    await smtp.received(smtp.messages.length + 1);
  }
}

/** The guest's confirmation e-mail (Korean) and its calendar event's UID, SEQUENCE, STATUS and first day. */
export async function confirmationEvent(smtp: Sink): Promise<{ text: string | undefined; uid: unknown; sequence: unknown; status: unknown; start: string }> {
  const mail = await mailTo(smtp, 'jiwoo@example.com', /예약 확정/);
  const [, encoding, body] = /Content-Type: text\/calendar[^\r]*\r\nContent-Transfer-Encoding: (\S+)\r\n\r\n([^]*?)\r\n--/.exec(mail.raw)!;
  const calendar = encoding === 'base64' ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8') : Buffer.from(body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))), 'latin1').toString('utf8');
  const event = new ICAL.Component(ICAL.parse(calendar)).getFirstSubcomponent('vevent')!;
  return { text: mail.text, uid: event.getFirstPropertyValue('uid'), sequence: event.getFirstPropertyValue('sequence'), status: event.getFirstPropertyValue('status'), start: new ICAL.Event(event).startDate.toString() };
}
