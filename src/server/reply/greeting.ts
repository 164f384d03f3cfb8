/**
 * The owner's first reply to a booking request, in the guest's language: a short greeting naming the guest,
 * the dates, the nights and the budget, which the owner edits and sends. Pure code: the inbox's browser
 * bundle uses it too.
 */
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
type Parts = { name: string; from: string; to: string; nights: number; budget?: string };

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
    subject: (p) => `Permintaan pemesanan Anda: ${p.from} – ${p.to}`,
  },
  zh: {
    greeting: (p) => `${p.name}，您好！感谢您的预订申请：${p.from}至${p.to}（${p.nights}晚${withBudget(p, '，预算')}）。`,
    subject: (p) => `您的预订申请：${p.from}至${p.to}`,
  },
  'zh-Hant': {
    greeting: (p) => `${p.name}，您好！感謝您的預訂申請：${p.from}至${p.to}（${p.nights}晚${withBudget(p, '，預算')}）。`,
    subject: (p) => `您的預訂申請：${p.from}至${p.to}`,
  },
  ko: {
    greeting: (p) =>
      `안녕하세요, ${p.name}님. ${p.from}부터 ${p.to}까지 ${p.nights}박${withBudget(p, '(예산 ', ')')} 예약 문의 주셔서 감사합니다.`,
    subject: (p) => `예약 문의: ${p.from} – ${p.to}`,
  },
  fr: {
    greeting: (p) =>
      `Bonjour ${p.name}, merci pour votre demande de réservation du ${p.from} au ${p.to} ` +
      `(${p.nights} ${p.nights === 1 ? 'nuit' : 'nuits'}${withBudget(p, ', budget ')}).`,
    subject: (p) => `Votre demande de réservation : ${p.from} – ${p.to}`,
  },
  de: {
    greeting: (p) =>
      `Hallo ${p.name}, vielen Dank für Ihre Buchungsanfrage vom ${p.from} bis zum ${p.to} ` +
      `(${p.nights} ${p.nights === 1 ? 'Nacht' : 'Nächte'}${withBudget(p, ', Budget ')}).`,
    subject: (p) => `Ihre Buchungsanfrage: ${p.from} – ${p.to}`,
  },
  ja: {
    greeting: (p) =>
      `${p.name}様、こんにちは。${p.from}から${p.to}まで（${p.nights}泊${withBudget(p, '、ご予算')}）のご予約リクエストをいただき、ありがとうございます。`,
    subject: (p) => `ご予約リクエスト：${p.from}～${p.to}`,
  },
};

const DAY = 86_400_000;
const utc = (iso: string) => new Date(`${iso}T00:00:00Z`);

/** Nights between two `YYYY-MM-DD` dates. */
export function nightsBetween(checkIn: string, checkOut: string): number {
  return Math.round((utc(checkOut).getTime() - utc(checkIn).getTime()) / DAY);
}

/** Day and month; the year too when the stay crosses New Year, where "28 December to 3 January" misleads. */
function formatDates(tag: string, checkIn: string, checkOut: string): { from: string; to: string } {
  const withYear = checkIn.slice(0, 4) !== checkOut.slice(0, 4);
  const format = new Intl.DateTimeFormat(tag, {
    day: 'numeric',
    month: 'long',
    ...(withYear ? { year: 'numeric' } : {}),
    timeZone: 'UTC',
  });
  return { from: format.format(utc(checkIn)), to: format.format(utc(checkOut)) };
}

/** "USD 2,500" in the guest's number style; cents only when the amount has them. */
export function formatBudget(tag: string, currency: string, amount: number): string {
  const digits = Number.isInteger(amount) ? 0 : 2;
  return new Intl.NumberFormat(tag, {
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
