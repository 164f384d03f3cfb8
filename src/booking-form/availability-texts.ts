/**
 * The availability notice's words in the form's languages, keyed by language, with the stay written by
 * Intl in the same language. Kept apart from the other texts so that it joins the form's catalogue as it is.
 */
export type AvailabilityTexts = {
  /** `{nights}`: the taken nights, e.g. "12 – 14 Mar". */
  taken: string;
  anyway: string;
  free: string;
  /** A suggestion button's accessible name; `{stay}` is its dates. */
  choose: string;
};

export const AVAILABILITY_TEXTS: Record<string, AvailabilityTexts> = {
  en: { taken: 'These nights look taken: {nights}.', anyway: 'You can still send your request: the owner will confirm.', free: 'Free stays of the same length:', choose: 'Choose {stay}' },
  id: { taken: 'Malam-malam ini tampaknya sudah terisi: {nights}.', anyway: 'Anda tetap dapat mengirim permintaan: pemilik akan mengonfirmasi.', free: 'Tanggal kosong dengan lama menginap yang sama:', choose: 'Pilih {stay}' },
  zh: { taken: '这些晚上似乎已被预订：{nights}。', anyway: '您仍可发送请求，房东会与您确认。', free: '相同晚数的空闲日期：', choose: '选择 {stay}' },
  'zh-Hant': { taken: '這些晚上似乎已被預訂：{nights}。', anyway: '您仍可送出請求，房東會與您確認。', free: '相同晚數的空檔日期：', choose: '選擇 {stay}' },
  ko: { taken: '이 날짜는 이미 예약된 것 같습니다: {nights}.', anyway: '그래도 요청을 보내실 수 있으며, 호스트가 확인해 드립니다.', free: '같은 숙박 기간의 예약 가능한 날짜:', choose: '{stay} 선택' },
  ja: { taken: 'この期間はすでに予約が入っているようです：{nights}。', anyway: 'このままリクエストを送ることもできます。オーナーが確認します。', free: '同じ泊数で空いている日程：', choose: '{stay}を選ぶ' },
  fr: { taken: 'Ces nuits semblent déjà prises : {nights}.', anyway: 'Vous pouvez tout de même envoyer votre demande : le propriétaire confirmera.', free: 'Séjours libres de même durée :', choose: 'Choisir {stay}' },
  de: { taken: 'Diese Nächte scheinen belegt: {nights}.', anyway: 'Sie können Ihre Anfrage trotzdem senden: der Gastgeber bestätigt.', free: 'Freie Aufenthalte gleicher Länge:', choose: '{stay} wählen' },
};

/** The texts for a language tag: zh-TW, zh-HK and zh-Hant-* read Traditional Chinese; an unknown one English. */
export function availabilityTexts(lang = 'en'): AvailabilityTexts {
  const tag = lang.toLowerCase();
  if (/^zh-(hant|tw|hk|mo)\b/.test(tag)) return AVAILABILITY_TEXTS['zh-Hant'];
  return AVAILABILITY_TEXTS[tag.split('-')[0]] ?? AVAILABILITY_TEXTS.en;
}

/** "12 – 14 Mar" in the language, check-out day last (a date range as Intl writes it there). */
export function stayText(from: string, to: string, lang = 'en'): string {
  const format = new Intl.DateTimeFormat(lang, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  return format.formatRange(new Date(`${from}T00:00:00Z`), new Date(`${to}T00:00:00Z`));
}

export const fill = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');
