/**
 * The guest's offer e-mails' own words in the eight guest languages (the rest comes from the offer page's
 * texts and the acknowledgement's greeting). The confirmation says only what is true: booked because the
 * deposit is paid, and what is left to pay by when.
 */
import type { ReplyLanguage } from '../reply/reply-language';

export type OfferMailTexts = {
  booked: (villa: string, stay: string) => string; confirmed: string; depositPaid: string; balance: string; nothingDue: string;
  calendar: string; footer: string; open: string; summary: string; file: string;
};

export const OFFER_MAIL_TEXTS: Record<ReplyLanguage, OfferMailTexts> = {
  en: {
    booked: (v, s) => `Booked: ${v}, ${s}`, confirmed: 'Your stay is booked: the deposit is paid.', depositPaid: 'Deposit paid',
    balance: 'Balance', nothingDue: 'Nothing more to pay.', calendar: 'The attached calendar file holds your confirmed dates.',
    footer: 'To write to the owner, reply to this e-mail.', open: 'Open your offer', summary: 'Bali stay – confirmed', file: 'booking-confirmed.ics',
  },
  id: {
    booked: (v, s) => `Sudah dipesan: ${v}, ${s}`, confirmed: 'Masa inap Anda sudah dipesan: deposit sudah dibayar.', depositPaid: 'Deposit dibayar',
    balance: 'Sisa pembayaran', nothingDue: 'Tidak ada lagi yang perlu dibayar.', calendar: 'Berkas kalender terlampir mencantumkan tanggal Anda yang sudah dikonfirmasi.',
    footer: 'Untuk menghubungi pemilik, cukup balas email ini.', open: 'Buka penawaran Anda', summary: 'Menginap di Bali – dikonfirmasi', file: 'pemesanan-dikonfirmasi.ics',
  },
  zh: {
    booked: (v, s) => `已预订：${v}，${s}`, confirmed: '订金已付，您的入住已预订。', depositPaid: '已付订金',
    balance: '余款', nothingDue: '无需再付款。', calendar: '附件中的日历文件包含您已确认的日期。',
    footer: '如需联系房东，请直接回复此邮件。', open: '查看您的报价', summary: '巴厘岛住宿 – 已确认', file: 'booking-confirmed.ics',
  },
  'zh-Hant': {
    booked: (v, s) => `已預訂：${v}，${s}`, confirmed: '訂金已付，您的入住已預訂。', depositPaid: '已付訂金',
    balance: '餘款', nothingDue: '無需再付款。', calendar: '附件中的日曆檔案包含您已確認的日期。',
    footer: '如需聯絡房東，請直接回覆此郵件。', open: '查看您的報價', summary: '峇里島住宿 – 已確認', file: 'booking-confirmed.ics',
  },
  ko: {
    booked: (v, s) => `예약 확정: ${v}, ${s}`, confirmed: '예약금이 결제되어 숙박이 예약되었습니다.', depositPaid: '결제된 예약금',
    balance: '잔금', nothingDue: '더 결제할 금액이 없습니다.', calendar: '첨부된 캘린더 파일에 확정된 날짜가 들어 있습니다.',
    footer: '호스트에게 연락하려면 이 이메일에 회신하세요.', open: '예약 제안 보기', summary: '발리 숙박 – 확정', file: 'booking-confirmed.ics',
  },
  ja: {
    booked: (v, s) => `予約確定：${v}、${s}`, confirmed: '予約金のお支払いが完了し、ご滞在が確定しました。', depositPaid: 'お支払い済みの予約金',
    balance: '残金', nothingDue: '追加のお支払いはありません。', calendar: '添付のカレンダーファイルに確定した日程が入っています。',
    footer: 'オーナーへのご連絡は、このメールにご返信ください。', open: 'ご提案を開く', summary: 'バリ島滞在 – 確定', file: 'booking-confirmed.ics',
  },
  fr: {
    booked: (v, s) => `Réservé : ${v}, ${s}`, confirmed: 'Votre séjour est réservé : l’acompte est payé.', depositPaid: 'Acompte payé',
    balance: 'Solde', nothingDue: 'Plus rien à payer.', calendar: 'Le fichier de calendrier joint contient vos dates confirmées.',
    footer: 'Pour écrire au propriétaire, répondez à cet e-mail.', open: 'Ouvrir votre offre', summary: 'Séjour à Bali – confirmé', file: 'reservation-confirmee.ics',
  },
  de: {
    booked: (v, s) => `Gebucht: ${v}, ${s}`, confirmed: 'Ihr Aufenthalt ist gebucht: Die Anzahlung ist bezahlt.', depositPaid: 'Anzahlung bezahlt',
    balance: 'Restbetrag', nothingDue: 'Es ist nichts mehr zu zahlen.', calendar: 'Die angehängte Kalenderdatei enthält Ihre bestätigten Daten.',
    footer: 'Um dem Vermieter zu schreiben, antworten Sie auf diese E-Mail.', open: 'Ihr Angebot öffnen', summary: 'Aufenthalt auf Bali – bestätigt', file: 'buchung-bestaetigt.ics',
  },
};
