/**
 * The guest acknowledgement's words in the form's languages. A language is picked from the stored locale
 * (`zh-TW`, `zh-HK` and `zh-Hant…` write Traditional Chinese); anything else is English.
 */
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
  },
  id: {
    subject: (stay) => `Permintaan pemesanan Anda sudah kami terima (${stay})`,
    hello: (name) => `Halo ${name},`,
    arrived: 'permintaan pemesanan Anda sudah sampai. Ini yang Anda minta:',
    dates: 'Tanggal', nights: (n) => `${n} malam`, budget: 'Anggaran', purposes: 'Tujuan perjalanan',
    notBooked: 'Ini masih permintaan: belum ada yang dipesan atau dibayar.',
    answer: (w, e) => `Pemilik akan menjawab melalui WhatsApp (${w}) atau e-mail (${e}).`,
    usually: (h) => `Biasanya pemilik menjawab dalam sekitar ${h} jam.`,
    calendar: 'File kalender terlampir mencatat tanggal ini sebagai sementara.',
    footer: 'Anda menerima e-mail ini karena alamat ini diisi di formulir pemesanan. Untuk menulis kepada pemilik, balas e-mail ini.',
  },
  zh: {
    subject: (stay) => `我们已收到您的预订申请（${stay}）`,
    hello: (name) => `${name}，您好：`,
    arrived: '您的预订申请已送达。以下是您申请的内容：',
    dates: '日期', nights: (n) => `${n}晚`, budget: '预算', purposes: '出行目的',
    notBooked: '这只是申请：尚未预订，也未付款。',
    answer: (w, e) => `房东将通过 WhatsApp（${w}）或电子邮件（${e}）回复您。`,
    usually: (h) => `房东通常在大约 ${h} 小时内回复。`,
    calendar: '附件中的日历文件将这些日期标记为暂定。',
    footer: '您收到此邮件，是因为预订表单中填写了此地址。如需联系房东，请直接回复此邮件。',
  },
  'zh-Hant': {
    subject: (stay) => `我們已收到您的預訂申請（${stay}）`,
    hello: (name) => `${name}，您好：`,
    arrived: '您的預訂申請已送達。以下是您申請的內容：',
    dates: '日期', nights: (n) => `${n}晚`, budget: '預算', purposes: '旅行目的',
    notBooked: '這只是申請：尚未預訂，也未付款。',
    answer: (w, e) => `房東將透過 WhatsApp（${w}）或電子郵件（${e}）回覆您。`,
    usually: (h) => `房東通常在大約 ${h} 小時內回覆。`,
    calendar: '附件中的行事曆檔案將這些日期標示為暫定。',
    footer: '您收到此郵件，是因為預訂表單中填寫了此地址。如需聯絡房東，請直接回覆此郵件。',
  },
  ko: {
    subject: (stay) => `예약 문의가 접수되었습니다 (${stay})`,
    hello: (name) => `${name}님, 안녕하세요.`,
    arrived: '예약 문의가 잘 도착했습니다. 문의하신 내용은 다음과 같습니다.',
    dates: '날짜', nights: (n) => `${n}박`, budget: '예산', purposes: '여행 목적',
    notBooked: '이것은 문의일 뿐이며, 아직 예약이나 결제가 이루어지지 않았습니다.',
    answer: (w, e) => `호스트가 WhatsApp(${w}) 또는 이메일(${e})로 답변드립니다.`,
    usually: (h) => `호스트는 보통 약 ${h}시간 안에 답변합니다.`,
    calendar: '첨부된 캘린더 파일에 이 날짜가 임시 일정으로 들어 있습니다.',
    footer: '예약 양식에 이 주소가 입력되어 이 이메일을 보내드립니다. 호스트에게 연락하려면 이 이메일에 회신하세요.',
  },
  ja: {
    subject: (stay) => `ご予約リクエストを受け付けました（${stay}）`,
    hello: (name) => `${name}様`,
    arrived: 'ご予約リクエストが届きました。ご依頼の内容は次のとおりです。',
    dates: '日程', nights: (n) => `${n}泊`, budget: 'ご予算', purposes: 'ご旅行の目的',
    notBooked: 'これはリクエストです。まだ予約も支払いも確定していません。',
    answer: (w, e) => `オーナーから WhatsApp（${w}）またはメール（${e}）でご連絡します。`,
    usually: (h) => `通常、約${h}時間以内にお返事しています。`,
    calendar: '添付のカレンダーファイルには、この日程が仮の予定として入っています。',
    footer: '予約フォームにこのアドレスが入力されたため、このメールをお送りしています。オーナーへのご連絡は、このメールにご返信ください。',
  },
  fr: {
    subject: (stay) => `Nous avons reçu votre demande de réservation (${stay})`,
    hello: (name) => `Bonjour ${name},`,
    arrived: 'votre demande de réservation est bien arrivée. Voici ce que vous avez demandé :',
    dates: 'Dates', nights: (n) => `${n} ${n === 1 ? 'nuit' : 'nuits'}`, budget: 'Budget', purposes: 'Motif du voyage',
    notBooked: 'Ceci est une demande : rien n’est encore réservé ni payé.',
    answer: (w, e) => `Le propriétaire vous répondra sur WhatsApp (${w}) ou par e-mail (${e}).`,
    usually: (h) => `Il répond en général en ${h} ${h === 1 ? 'heure' : 'heures'} environ.`,
    calendar: 'Le fichier de calendrier joint contient ces dates, à titre provisoire.',
    footer: 'Vous recevez cet e-mail parce que cette adresse a été saisie dans le formulaire de réservation. Pour écrire au propriétaire, répondez-y.',
  },
  de: {
    subject: (stay) => `Wir haben Ihre Buchungsanfrage erhalten (${stay})`,
    hello: (name) => `Hallo ${name},`,
    arrived: 'Ihre Buchungsanfrage ist angekommen. Das haben Sie angefragt:',
    dates: 'Daten', nights: (n) => `${n} ${n === 1 ? 'Nacht' : 'Nächte'}`, budget: 'Budget', purposes: 'Reisezweck',
    notBooked: 'Dies ist eine Anfrage: Es ist noch nichts gebucht oder bezahlt.',
    answer: (w, e) => `Der Gastgeber antwortet Ihnen per WhatsApp (${w}) oder per E-Mail (${e}).`,
    usually: (h) => `Er antwortet meist innerhalb von etwa ${h} ${h === 1 ? 'Stunde' : 'Stunden'}.`,
    calendar: 'Die angehängte Kalenderdatei enthält diese Daten als vorläufig.',
    footer: 'Sie erhalten diese E-Mail, weil diese Adresse im Buchungsformular angegeben wurde. Um dem Gastgeber zu schreiben, antworten Sie darauf.',
  },
};

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
