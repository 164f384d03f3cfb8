/**
 * The owner's first reply to a booking request, in the guest's language: a short greeting naming the guest,
 * the dates, the nights and the budget, which the owner edits and sends. Pure code: the inbox's browser
 * bundle uses it too.
 */
import { numberFormat } from './cached-intl';
import { utcDateRange } from './utc-date-range';
import { replyLocale, type ReplyLanguage } from './reply-language';

/** What a reply needs from a booking; a stored booking has all of it. */
export type ReplyBooking = {
  name: string;
  email: string;
  whatsapp: string;
  checkIn: string;
  checkOut: string;
  budgetCurrency: string;
  budgetAmount: number;
  locale?: string | null;
};

/** The parts a sentence is built from, already formatted for the guest's locale. */
type Parts = { name: string; from: string; to: string; range: string; nights: number; budget?: string };

/** The budget with its words around it, or nothing when the guest gave none (an amount of 0). */
const withBudget = (p: Parts, before: string, after = '') => (p.budget ? `${before}${p.budget}${after}` : '');

type Texts = { greeting: (p: Parts) => string; subject: (p: Parts) => string };

const TEXTS: Record<ReplyLanguage, Texts> = {
  en: {
    greeting: (p) =>
      `Hi ${p.name}, thank you for your booking request for a stay from ${p.from} to ${p.to} ` +
      `(${p.nights} ${p.nights === 1 ? 'night' : 'nights'}${withBudget(p, ', budget ')}).`,
    subject: (p) => `Your booking request: ${p.from} – ${p.to}`,
  },
  id: {
    greeting: (p) =>
      `Halo ${p.name}, terima kasih atas permintaan pemesanan Anda untuk tanggal ${p.from} sampai ${p.to} ` +
      `(${p.nights} malam${withBudget(p, ', anggaran ')}).`,
    subject: (p) => `Permintaan pemesanan Anda: ${p.range}`,
  },
  zh: {
    greeting: (p) => `${p.name}，您好！感谢您提交${p.range}（共 ${p.nights} 晚${withBudget(p, '，预算 ')}）的预订申请。`,
    subject: (p) => `您的预订申请：${p.range}`,
  },
  'zh-Hant': {
    greeting: (p) => `${p.name}，您好！感謝您送出${p.range}（共 ${p.nights} 晚${withBudget(p, '，預算 ')}）的預訂申請。`,
    subject: (p) => `您的預訂申請：${p.range}`,
  },
  ko: {
    greeting: (p) =>
      `안녕하세요, ${p.name}님. ${p.from}부터 ${p.to}까지 ${p.nights}박${withBudget(p, '(예산 ', ')')} 예약 요청 주셔서 감사합니다.`,
    subject: (p) => `예약 요청: ${p.range}`,
  },
  fr: {
    greeting: (p) =>
      `Bonjour ${p.name}, merci pour votre demande de réservation du ${p.from} au ${p.to} ` +
      `(${p.nights} ${p.nights === 1 ? 'nuit' : 'nuits'}${withBudget(p, ', budget ')}).`,
    subject: (p) => `Votre demande de réservation\u00a0: ${p.range}`,
  },
  de: {
    greeting: (p) =>
      `Guten Tag ${p.name}, vielen Dank für Ihre Buchungsanfrage vom ${p.from} bis zum ${p.to} ` +
      `(${p.nights} ${p.nights === 1 ? 'Nacht' : 'Nächte'}${withBudget(p, ', Budget ')}).`,
    subject: (p) => `Ihre Buchungsanfrage: ${p.range}`,
  },
  ja: {
    greeting: (p) =>
      `${p.name}様\u3000この度は、${p.range}（${p.nights}泊${withBudget(p, '、ご予算')}）のご予約リクエストをいただき、誠にありがとうございます。`,
    subject: (p) => `ご予約リクエスト：${p.range}`,
  },
};

const DAY = 86_400_000;
const utc = (iso: string) => new Date(`${iso}T00:00:00Z`);

/** Nights between two `YYYY-MM-DD` dates. */
export function nightsBetween(checkIn: string, checkOut: string): number {
  return Math.round((utc(checkOut).getTime() - utc(checkIn).getTime()) / DAY);
}

/**
 * Day and month, each end and the range ("12–14 March", "3月12日至14日"); the year too when the stay crosses
 * New Year, where "28 December to 3 January" misleads.
 */
function formatDates(tag: string, checkIn: string, checkOut: string): { from: string; to: string; range: string } {
  const options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', ...(checkIn.slice(0, 4) !== checkOut.slice(0, 4) ? { year: 'numeric' } : {}) };
  // Plain spaces: a chat draft wraps on the phone, and a link keeps them short (%20).
  const write = (a: string, b: string) => utcDateRange(a, b, tag, options).replace(/\u00a0/g, ' ');
  return { from: write(checkIn, checkIn), to: write(checkOut, checkOut), range: write(checkIn, checkOut) };
}

/** "USD 2,500" in the guest's number style; cents only when the amount has them. */
export function formatBudget(tag: string, currency: string, amount: number): string {
  const digits = Number.isInteger(amount) ? 0 : 2;
  return numberFormat(tag, {
    style: 'currency',
    currency,
    currencyDisplay: 'code',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(amount);
}

function parts(booking: ReplyBooking, locale: string | null | undefined) {
  const { language, tag } = replyLocale(locale ?? booking.locale ?? undefined);
  const p: Parts = {
    // A pasted line break or tab in a name is a space in a chat draft, as in the stored request.
    name: booking.name.replace(/[\s\p{Cc}]+/gu, ' ').trim(),
    ...formatDates(tag, booking.checkIn, booking.checkOut),
    nights: nightsBetween(booking.checkIn, booking.checkOut),
    budget: booking.budgetAmount > 0 ? formatBudget(tag, booking.budgetCurrency, booking.budgetAmount) : undefined,
  };
  return { texts: TEXTS[language], p };
}

/** The greeting in the guest's language (`locale`, else the booking's own, else English). */
export function replyGreeting(booking: ReplyBooking, locale?: string | null): string {
  const { texts, p } = parts(booking, locale);
  return texts.greeting(p);
}

/** The subject of an e-mail reply, in the same language as the greeting. */
export function replySubject(booking: ReplyBooking, locale?: string | null): string {
  const { texts, p } = parts(booking, locale);
  return texts.subject(p);
}
