/**
 * Every word of the guest's offer page and the owner's send texts, in the eight guest languages. Each says
 * what really happens: Accept agrees to the terms; the stay is booked only when the deposit is paid.
 */
import type { ReplyLanguage } from '../reply/reply-language';

export type OfferTexts = {
  title: string; stay: string; nights: (n: number) => string; total: string; depositNow: string; balanceBy: (day: string) => string;
  allNow: string; terms: string; noTerms: string; expires: (at: string) => string; adults: string; children: string; arrival: string;
  optional: string; agree: string; accept: string; mustAgree: string; badCount: string; badTime: string; accepted: string;
  bank: string; payWith: (provider: string) => string; byCard: string; unavailableProvider: string; paid: string; gone: string; goneHint: string;
  notFound: string; send: (villa: string, link: string, at: string) => string; subject: (villa: string) => string; payFailed: string; confirming: string;
};

export const OFFER_TEXTS: Record<ReplyLanguage, OfferTexts> = {
  en: {
    title: 'Your offer', stay: 'Your stay', nights: (n) => (n === 1 ? '1 night' : `${n} nights`), total: 'Total', depositNow: 'Deposit now',
    balanceBy: (d) => `Balance by ${d}`, allNow: 'The whole amount is due now.', terms: 'Terms', noTerms: 'No extra terms.',
    expires: (at) => `This offer is valid until ${at}.`, adults: 'Adults', children: 'Children', arrival: 'Arrival time', optional: '(optional)',
    agree: 'I have read and accept the terms.', accept: 'Accept offer', mustAgree: 'Tick the box to accept the terms.',
    badCount: 'Adults: 1 to 30; children: 0 to 30.', badTime: 'Arrival time: hours and minutes, e.g. 15:00.',
    accepted: 'You accepted this offer. Your dates are booked once the deposit is paid.', bank: 'Bank transfer',
    byCard: 'Pay the deposit by card', payWith: (p) => `Pay the deposit with ${p}`, unavailableProvider: 'Not available for this offer', paid: 'The deposit is paid: your stay is booked. A confirmation is on its way by e-mail.',
    gone: 'This offer is no longer available.', goneHint: 'Ask the owner for a new offer.', notFound: 'There is no offer at this address.',
    send: (v, l, at) => `Here is your offer for ${v}. It is valid until ${at}:\n${l}`, subject: (v) => `Your offer for ${v}`,
    payFailed: 'The payment page could not be opened. Try again in a moment.',
    confirming: 'Thank you. Your payment is being confirmed: this page says so once the payment provider tells us.',
  },
  id: {
    title: 'Penawaran Anda', stay: 'Masa inap Anda', nights: (n) => `${n} malam`, total: 'Total', depositNow: 'Deposit sekarang',
    balanceBy: (d) => `Sisa paling lambat ${d}`, allNow: 'Seluruh jumlah dibayar sekarang.', terms: 'Syarat', noTerms: 'Tidak ada syarat tambahan.',
    expires: (at) => `Penawaran ini berlaku sampai ${at}.`, adults: 'Dewasa', children: 'Anak-anak', arrival: 'Jam kedatangan', optional: '(opsional)',
    agree: 'Saya telah membaca dan menerima syaratnya.', accept: 'Terima penawaran', mustAgree: 'Centang kotak untuk menerima syaratnya.',
    badCount: 'Dewasa: 1 sampai 30; anak-anak: 0 sampai 30.', badTime: 'Jam kedatangan: jam dan menit, mis. 15:00.',
    accepted: 'Anda telah menerima penawaran ini. Tanggal Anda dipesan setelah deposit dibayar.', bank: 'Transfer bank',
    byCard: 'Bayar deposit dengan kartu', payWith: (p) => `Bayar deposit dengan ${p}`, unavailableProvider: 'Tidak tersedia untuk penawaran ini', paid: 'Deposit sudah dibayar: masa inap Anda dipesan. Konfirmasi dikirim lewat e-mail.',
    gone: 'Penawaran ini sudah tidak tersedia.', goneHint: 'Mintalah penawaran baru kepada pemilik.', notFound: 'Tidak ada penawaran di alamat ini.',
    send: (v, l, at) => `Berikut penawaran Anda untuk ${v}. Berlaku sampai ${at}:\n${l}`, subject: (v) => `Penawaran Anda untuk ${v}`,
    payFailed: 'Halaman pembayaran tidak dapat dibuka. Coba lagi sebentar lagi.',
    confirming: 'Terima kasih. Pembayaran Anda sedang dikonfirmasi: halaman ini akan menunjukkannya setelah penyedia pembayaran memberi tahu kami.',
  },
  zh: {
    title: '您的报价', stay: '您的入住', nights: (n) => `${n}晚`, total: '总计', depositNow: '现付订金',
    balanceBy: (d) => `余款须于${d}前付清`, allNow: '全部金额现在支付。', terms: '条款', noTerms: '无其他条款。',
    expires: (at) => `此报价有效期至${at}。`, adults: '成人', children: '儿童', arrival: '到达时间', optional: '（选填）',
    agree: '我已阅读并接受条款。', accept: '接受报价', mustAgree: '请勾选以接受条款。',
    badCount: '成人：1至30；儿童：0至30。', badTime: '到达时间：时和分，例如 15:00。',
    accepted: '您已接受此报价。订金付清后日期即被预订。', bank: '银行转账',
    byCard: '用银行卡支付订金', payWith: (p) => `使用 ${p} 支付订金`, unavailableProvider: '此报价不可用', paid: '订金已付：您的入住已预订。确认邮件即将发出。',
    gone: '此报价已不再有效。', goneHint: '请向房东索取新的报价。', notFound: '此地址没有报价。',
    send: (v, l, at) => `这是您在${v}的报价，有效期至${at}：\n${l}`, subject: (v) => `您在${v}的报价`,
    payFailed: '无法打开付款页面。请稍后再试。',
    confirming: '谢谢。您的付款正在确认中：支付服务商通知我们后，此页面会显示。',
  },
  'zh-Hant': {
    title: '您的報價', stay: '您的入住', nights: (n) => `${n}晚`, total: '總計', depositNow: '現付訂金',
    balanceBy: (d) => `餘款須於${d}前付清`, allNow: '全部金額現在支付。', terms: '條款', noTerms: '無其他條款。',
    expires: (at) => `此報價有效期至${at}。`, adults: '成人', children: '兒童', arrival: '抵達時間', optional: '（選填）',
    agree: '我已閱讀並接受條款。', accept: '接受報價', mustAgree: '請勾選以接受條款。',
    badCount: '成人：1至30；兒童：0至30。', badTime: '抵達時間：時和分，例如 15:00。',
    accepted: '您已接受此報價。訂金付清後日期即被預訂。', bank: '銀行轉帳',
    byCard: '以信用卡支付訂金', payWith: (p) => `使用 ${p} 支付訂金`, unavailableProvider: '此報價不可用', paid: '訂金已付：您的入住已預訂。確認郵件即將寄出。',
    gone: '此報價已不再有效。', goneHint: '請向房東索取新的報價。', notFound: '此網址沒有報價。',
    send: (v, l, at) => `這是您在${v}的報價，有效期至${at}：\n${l}`, subject: (v) => `您在${v}的報價`,
    payFailed: '無法開啟付款頁面。請稍後再試。',
    confirming: '謝謝。您的付款正在確認中：支付服務商通知我們後，此頁面會顯示。',
  },
  ko: {
    title: '예약 제안', stay: '숙박 일정', nights: (n) => `${n}박`, total: '합계', depositNow: '지금 결제할 예약금',
    balanceBy: (d) => `잔금 기한: ${d}`, allNow: '전액을 지금 결제합니다.', terms: '약관', noTerms: '추가 약관이 없습니다.',
    expires: (at) => `이 제안은 ${at}까지 유효합니다.`, adults: '성인', children: '어린이', arrival: '도착 시간', optional: '(선택)',
    agree: '약관을 읽었으며 동의합니다.', accept: '제안 수락', mustAgree: '약관에 동의하려면 확인란을 선택하세요.',
    badCount: '성인: 1~30명, 어린이: 0~30명.', badTime: '도착 시간: 시와 분 (예: 15:00).',
    accepted: '이 제안을 수락했습니다. 예약금이 결제되면 날짜가 예약됩니다.', bank: '계좌 이체',
    byCard: '카드로 예약금 결제', payWith: (p) => `${p}(으)로 예약금 결제`, unavailableProvider: '이 제안에는 사용할 수 없습니다', paid: '예약금이 결제되어 숙박이 예약되었습니다. 확인 이메일이 발송됩니다.',
    gone: '이 제안은 더 이상 유효하지 않습니다.', goneHint: '호스트에게 새 제안을 요청하세요.', notFound: '이 주소에는 제안이 없습니다.',
    send: (v, l, at) => `${v} 예약 제안입니다. ${at}까지 유효합니다:\n${l}`, subject: (v) => `${v} 예약 제안`,
    payFailed: '결제 페이지를 열 수 없습니다. 잠시 후 다시 시도하세요.',
    confirming: '감사합니다. 결제를 확인하고 있습니다. 결제 서비스에서 알려 오면 이 페이지에 표시됩니다.',
  },
  ja: {
    title: 'ご提案', stay: 'ご滞在', nights: (n) => `${n}泊`, total: '合計', depositNow: '今お支払いいただく予約金',
    balanceBy: (d) => `残金の期限：${d}`, allNow: '全額を今お支払いいただきます。', terms: '条件', noTerms: '追加の条件はありません。',
    expires: (at) => `このご提案の有効期限は${at}です。`, adults: '大人', children: '子ども', arrival: '到着時刻', optional: '（任意）',
    agree: '条件を読み、同意します。', accept: '提案を承諾する', mustAgree: '条件に同意するにはチェックを入れてください。',
    badCount: '大人：1〜30名、子ども：0〜30名。', badTime: '到着時刻：時と分（例：15:00）。',
    accepted: 'このご提案を承諾しました。予約金のお支払いで日程が確定します。', bank: '銀行振込',
    byCard: 'カードで予約金を支払う', payWith: (p) => `${p}で予約金を支払う`, unavailableProvider: 'このご提案ではご利用いただけません', paid: '予約金のお支払いが完了し、ご滞在が確定しました。確認メールをお送りします。',
    gone: 'このご提案は有効ではなくなりました。', goneHint: 'オーナーに新しいご提案を依頼してください。', notFound: 'このアドレスにご提案はありません。',
    send: (v, l, at) => `${v}のご提案です。有効期限は${at}です：\n${l}`, subject: (v) => `${v}のご提案`,
    payFailed: 'お支払いページを開けませんでした。しばらくしてからもう一度お試しください。',
    confirming: 'ありがとうございます。お支払いを確認しています。決済サービスから連絡があり次第、このページに表示されます。',
  },
  fr: {
    title: 'Votre offre', stay: 'Votre séjour', nights: (n) => (n === 1 ? '1 nuit' : `${n} nuits`), total: 'Total', depositNow: 'Acompte à payer maintenant',
    balanceBy: (d) => `Solde au plus tard le ${d}`, allNow: 'La totalité est due maintenant.', terms: 'Conditions', noTerms: 'Pas de conditions particulières.',
    expires: (at) => `Cette offre est valable jusqu’au ${at}.`, adults: 'Adultes', children: 'Enfants', arrival: 'Heure d’arrivée', optional: '(facultatif)',
    agree: 'J’ai lu et j’accepte les conditions.', accept: 'Accepter l’offre', mustAgree: 'Cochez la case pour accepter les conditions.',
    badCount: 'Adultes : de 1 à 30 ; enfants : de 0 à 30.', badTime: 'Heure d’arrivée : heures et minutes, p. ex. 15:00.',
    accepted: 'Vous avez accepté cette offre. Vos dates sont réservées une fois l’acompte payé.', bank: 'Virement bancaire',
    byCard: 'Payer l’acompte par carte', payWith: (p) => `Payer l’acompte avec ${p}`, unavailableProvider: 'Indisponible pour cette offre', paid: 'L’acompte est payé : votre séjour est réservé. Une confirmation arrive par e-mail.',
    gone: 'Cette offre n’est plus disponible.', goneHint: 'Demandez une nouvelle offre au propriétaire.', notFound: 'Aucune offre à cette adresse.',
    send: (v, l, at) => `Voici votre offre pour ${v}, valable jusqu’au ${at} :\n${l}`, subject: (v) => `Votre offre pour ${v}`,
    payFailed: 'La page de paiement n’a pas pu s’ouvrir. Réessayez dans un instant.',
    confirming: 'Merci. Votre paiement est en cours de confirmation : cette page l’indiquera dès que le prestataire de paiement nous l’aura signalé.',
  },
  de: {
    title: 'Ihr Angebot', stay: 'Ihr Aufenthalt', nights: (n) => (n === 1 ? '1 Nacht' : `${n} Nächte`), total: 'Gesamt', depositNow: 'Anzahlung jetzt',
    balanceBy: (d) => `Restbetrag bis ${d}`, allNow: 'Der gesamte Betrag ist jetzt fällig.', terms: 'Bedingungen', noTerms: 'Keine weiteren Bedingungen.',
    expires: (at) => `Dieses Angebot gilt bis ${at}.`, adults: 'Erwachsene', children: 'Kinder', arrival: 'Ankunftszeit', optional: '(optional)',
    agree: 'Ich habe die Bedingungen gelesen und stimme ihnen zu.', accept: 'Angebot annehmen', mustAgree: 'Setzen Sie das Häkchen, um den Bedingungen zuzustimmen.',
    badCount: 'Erwachsene: 1 bis 30; Kinder: 0 bis 30.', badTime: 'Ankunftszeit: Stunden und Minuten, z. B. 15:00.',
    accepted: 'Sie haben dieses Angebot angenommen. Ihre Daten sind gebucht, sobald die Anzahlung bezahlt ist.', bank: 'Banküberweisung',
    byCard: 'Anzahlung mit Karte bezahlen', payWith: (p) => `Anzahlung mit ${p} bezahlen`, unavailableProvider: 'Für dieses Angebot nicht verfügbar', paid: 'Die Anzahlung ist bezahlt: Ihr Aufenthalt ist gebucht. Eine Bestätigung kommt per E-Mail.',
    gone: 'Dieses Angebot ist nicht mehr verfügbar.', goneHint: 'Bitten Sie den Vermieter um ein neues Angebot.', notFound: 'Unter dieser Adresse gibt es kein Angebot.',
    send: (v, l, at) => `Hier ist Ihr Angebot für ${v}, gültig bis ${at}:\n${l}`, subject: (v) => `Ihr Angebot für ${v}`,
    payFailed: 'Die Zahlungsseite ließ sich nicht öffnen. Versuchen Sie es gleich noch einmal.',
    confirming: 'Vielen Dank. Ihre Zahlung wird bestätigt: Diese Seite zeigt es, sobald der Zahlungsanbieter es uns mitteilt.',
  },
};

/** The owner's villa names: one for every listing, or one per listing slug ('' for the default listing). */
export type VillaNames = string | Readonly<Record<string, string>>;

/** The villa's name: the owner's, else from its listing slug ("villa-samudra" → "Villa Samudra"), else "Villa". */
export function villaName(listing: string, names?: VillaNames): string {
  const named = typeof names === 'string' ? names : names && Object.hasOwn(names, listing) ? names[listing] : undefined;
  if (named) return named;
  return listing ? listing.split('-').map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' ') : 'Villa';
}

/** The names as given, or a TypeError naming the option: each a non-empty line of at most 120 characters. */
export function checkVillaNames(names: unknown): VillaNames | undefined {
  if (names === undefined) return undefined;
  const ok = (v: unknown) => typeof v === 'string' && v.trim() !== '' && v.length <= 120 && !/[\u0000-\u001f\u007f]/.test(v);
  if (typeof names === 'string' ? ok(names) : names && typeof names === 'object' && !Array.isArray(names) && Object.values(names).every(ok)) return names as VillaNames;
  throw new TypeError('bali-widgets: offers.villaName is a name of at most 120 characters on one line, or an object of such names by listing slug.');
}

/** The longest bank details: a few accounts with their holders, never a document. */
export const MAX_BANK_DETAILS = 2000;

/** The bank details as given, or a TypeError naming the option and its variable: lines of text, at most 2,000 characters. */
export function checkBankDetails(details: unknown): string | undefined {
  if (details === undefined || details === '') return undefined;
  if (typeof details === 'string' && details.trim() && details.length <= MAX_BANK_DETAILS && !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(details)) return details;
  throw new TypeError(`bali-widgets: offers.bankDetails (OFFER_BANK_DETAILS) is text of at most ${MAX_BANK_DETAILS} characters (\\n for a new line), without control characters.`);
}
