/**
 * The guest acknowledgement's words in the form's languages. A language is picked from the stored locale
 * (`zh-TW`, `zh-HK` and `zh-Hant…` write Traditional Chinese); anything else is English.
 */
import { listFormat } from '../reply/cached-intl';

export const ACK_LANGUAGES = ['en', 'id', 'zh', 'zh-Hant', 'ko', 'ja', 'fr', 'de'] as const;
export type AckLanguage = (typeof ACK_LANGUAGES)[number];

export type AckTexts = {
  subject: (stay: string) => string;
  hello: (name: string) => string;
  arrived: string;
  dates: string;
  nights: (n: number) => string;
  budget: string;
  purposes: string;
  notBooked: string;
  answer: (whatsapp: string, email: string) => string;
  usually: (hours: number) => string;
  calendar: string;
  footer: string;
  /** The calendar event's title: short, a place and that it is not confirmed, never a sentence. */
  summary: string;
  /** The attached calendar file's name. */
  file: string;
};

export const ACK_TEXTS: Record<AckLanguage, AckTexts> = {
  en: {
    subject: (stay) => `We received your booking request (${stay})`,
    hello: (name) => `Hello ${name},`,
    arrived: 'your booking request has arrived. This is what you asked for:',
    dates: 'Dates', nights: (n) => `${n} ${n === 1 ? 'night' : 'nights'}`, budget: 'Budget', purposes: 'Travelling for',
    notBooked: 'This is a request: nothing is booked or paid yet.',
    answer: (w, e) => `The owner will answer you on WhatsApp (${w}) or by e-mail (${e}).`,
    usually: (h) => `They usually answer within about ${h} ${h === 1 ? 'hour' : 'hours'}.`,
    calendar: 'The attached calendar file holds these dates as tentative.',
    footer: 'You receive this e-mail because this address was entered in the booking form. To write to the owner, reply to it.',
    summary: 'Bali stay – request, not confirmed', file: 'booking-request.ics',
  },
  id: {
    subject: (stay) => `Permintaan pemesanan Anda sudah kami terima (${stay})`,
    hello: (name) => `Halo ${name},`,
    arrived: 'Permintaan pemesanan Anda sudah kami terima. Berikut rinciannya:',
    dates: 'Tanggal', nights: (n) => `${n} malam`, budget: 'Anggaran', purposes: 'Tujuan perjalanan',
    notBooked: 'Ini baru permintaan pemesanan: pemesanan belum dikonfirmasi dan belum ada pembayaran.',
    answer: (w, e) => `Pemilik akan membalas melalui WhatsApp (${w}) atau email (${e}).`,
    usually: (h) => `Biasanya pemilik membalas dalam sekitar ${h} jam.`,
    calendar: 'Berkas kalender terlampir mencantumkan tanggal ini sebagai jadwal sementara (belum pasti).',
    footer: 'Anda menerima email ini karena alamat ini diisi di formulir pemesanan. Untuk menghubungi pemilik, cukup balas email ini.',
    summary: 'Menginap di Bali – permintaan, belum dikonfirmasi', file: 'permintaan-pemesanan.ics',
  },
  zh: {
    subject: (stay) => `我们已收到您的预订申请（${stay}）`,
    hello: (name) => `${name}，您好：`,
    arrived: '您的预订申请已送达。以下是您申请的内容：',
    dates: '日期', nights: (n) => `${n}晚`, budget: '预算', purposes: '出行目的',
    notBooked: '这只是预订申请，预订尚未确认，也尚未产生任何费用。',
    answer: (w, e) => `房东将通过 WhatsApp（${w}）或电子邮件（${e}）回复您。`,
    usually: (h) => `房东通常会在 ${h} 小时左右回复。`,
    calendar: '附件中的日历文件将这些日期标记为暂定。',
    footer: '您收到此邮件，是因为预订表单中填写了此地址。如需联系房东，请直接回复此邮件。',
    summary: '巴厘岛住宿（预订申请，未确认）', file: '预订申请.ics',
  },
  'zh-Hant': {
    subject: (stay) => `我們已收到您的預訂申請（${stay}）`,
    hello: (name) => `${name}，您好：`,
    arrived: '您的預訂申請已送達。以下是您申請的內容：',
    dates: '日期', nights: (n) => `${n}晚`, budget: '預算', purposes: '旅行目的',
    notBooked: '這只是預訂申請，預訂尚未確認，也尚未產生任何費用。',
    answer: (w, e) => `房東將透過 WhatsApp（${w}）或電子郵件（${e}）回覆您。`,
    usually: (h) => `房東通常會在 ${h} 小時左右回覆。`,
    calendar: '附件中的行事曆檔案將這些日期標示為暫定。',
    footer: '您收到此郵件，是因為預訂表單中填寫了此地址。如需聯絡房東，請直接回覆此郵件。',
    summary: '峇里島住宿（預訂申請，未確認）', file: '預訂申請.ics',
  },
  ko: {
    subject: (stay) => `예약 요청이 접수되었습니다 (${stay})`,
    hello: (name) => `${name}님, 안녕하세요.`,
    arrived: '예약 요청이 잘 도착했습니다. 요청하신 내용은 다음과 같습니다.',
    dates: '날짜', nights: (n) => `${n}박`, budget: '예산', purposes: '여행 목적',
    notBooked: '본 메일은 예약 확정 안내가 아닙니다. 아직 예약이나 결제는 이루어지지 않았습니다.',
    answer: (w, e) => `호스트가 WhatsApp(${w}) 또는 이메일(${e})로 답변드립니다.`,
    usually: (h) => `호스트는 보통 ${h}시간 이내에 답변드립니다.`,
    calendar: '첨부된 캘린더 파일에 이 날짜가 임시 일정으로 들어 있습니다.',
    footer: '이 이메일은 예약 양식에 입력된 주소로 발송되었습니다. 호스트에게 연락하시려면 이 이메일에 회신해 주십시오.',
    summary: '발리 숙박 – 예약 요청(미확정)', file: '예약-요청.ics',
  },
  ja: {
    subject: (stay) => `ご予約リクエストを受け付けました（${stay}）`,
    hello: (name) => `${name}様`,
    arrived: 'ご予約リクエストが届きました。ご依頼の内容は次のとおりです。',
    dates: '日程', nights: (n) => `${n}泊`, budget: 'ご予算', purposes: 'ご旅行の目的',
    notBooked: '本メールはご予約リクエストの受付確認です。ご予約はまだ確定しておらず、お支払いも発生していません。',
    answer: (w, e) => `オーナーからWhatsApp（${w}）またはメール（${e}）でご連絡いたします。`,
    usually: (h) => `通常、約${h}時間以内にお返事しています。`,
    calendar: '添付のカレンダーファイルには、この日程が仮の予定として入っています。',
    footer: '予約フォームにこのアドレスが入力されたため、このメールをお送りしています。オーナーへのご連絡は、このメールにご返信ください。',
    summary: 'バリ島滞在（予約リクエスト・未確定）', file: '予約リクエスト.ics',
  },
  fr: {
    subject: (stay) => `Nous avons reçu votre demande de réservation (${stay})`,
    hello: (name) => `Bonjour ${name},`,
    arrived: 'Votre demande de réservation nous est bien parvenue. En voici le récapitulatif\u00a0:',
    dates: 'Dates', nights: (n) => `${n} ${n === 1 ? 'nuit' : 'nuits'}`, budget: 'Budget', purposes: 'Motif du voyage',
    notBooked: 'Ceci est une simple demande\u00a0: rien n’est encore réservé ni payé.',
    answer: (w, e) => `Le propriétaire vous répondra sur WhatsApp (${w}) ou par e-mail (${e}).`,
    usually: (h) => `Vous recevez généralement une réponse sous ${h} ${h === 1 ? 'heure' : 'heures'} environ.`,
    calendar: 'Le fichier calendrier ci-joint vous permet d’ajouter ces dates à votre agenda, à titre provisoire.',
    footer: 'Vous recevez cet e-mail parce que cette adresse a été saisie dans le formulaire de réservation. Pour écrire au propriétaire, répondez simplement à cet e-mail.',
    summary: 'Séjour à Bali – demande non confirmée', file: 'demande-de-reservation.ics',
  },
  de: {
    subject: (stay) => `Wir haben Ihre Buchungsanfrage erhalten (${stay})`,
    hello: (name) => `Guten Tag ${name},`,
    arrived: 'vielen Dank, Ihre Buchungsanfrage ist bei uns eingegangen. Ihre Angaben im Überblick:',
    dates: 'Zeitraum', nights: (n) => `${n} ${n === 1 ? 'Nacht' : 'Nächte'}`, budget: 'Budget', purposes: 'Reisezweck',
    notBooked: 'Dies ist eine Anfrage: Es ist noch nichts gebucht oder bezahlt.',
    answer: (w, e) => `Der Gastgeber antwortet Ihnen per WhatsApp (${w}) oder per E-Mail (${e}).`,
    usually: (h) => `In der Regel erhalten Sie innerhalb von etwa ${h} ${h === 1 ? 'Stunde' : 'Stunden'} eine Antwort.`,
    calendar: 'Im Anhang finden Sie eine Kalenderdatei, die diesen Zeitraum als vorläufigen Termin einträgt.',
    footer: 'Sie erhalten diese E-Mail, weil diese Adresse im Buchungsformular angegeben wurde. Wenn Sie dem Gastgeber schreiben möchten, antworten Sie einfach auf diese E-Mail.',
    summary: 'Bali-Aufenthalt – unverbindliche Anfrage', file: 'buchungsanfrage.ics',
  },
};

/**
 * How the language writes a label's colon, a parenthesis and two sentences in a row: Chinese and Japanese
 * in full width with no space between sentences and items joined by 、, French with a no-break space before the colon.
 */
export function ackPunctuation(language: AckLanguage, tag: string) {
  const wide = language === 'zh' || language === 'zh-Hant' || language === 'ja';
  return {
    colon: wide ? '：' : language === 'fr' ? '\u00a0: ' : ': ',
    aside: (text: string) => (wide ? `（${text}）` : ` (${text})`),
    sentences: wide ? '' : ' ',
    list: (items: string[]) => (wide ? items.join('、') : listFormat(tag, { type: 'conjunction' }).format(items)),
  };
}

/** The language of the stored locale, and the tag that formats its dates and amounts. */
export function ackLanguage(locale?: string | null): { language: AckLanguage; tag: string } {
  let tag: string | undefined;
  try {
    tag = locale ? Intl.getCanonicalLocales(locale.trim())[0] : undefined;
  } catch {
    tag = undefined;
  }
  const [base, ...rest] = (tag ?? '').split('-');
  if (base === 'zh') {
    const traditional = rest.includes('Hant') || rest.some((p) => ['TW', 'HK', 'MO'].includes(p));
    return traditional ? { language: 'zh-Hant', tag: tag! } : { language: 'zh', tag: tag! };
  }
  return (ACK_LANGUAGES as readonly string[]).includes(base) ? { language: base as AckLanguage, tag: tag! } : { language: 'en', tag: 'en' };
}
