/**
 * Every word the guest sees of a review request, in the guest languages: the e-mail, the WhatsApp text
 * and the review page. Each says what really happens: the owner reads a review before it is published.
 */
import type { ReplyLanguage } from '../reply/reply-language';

export type ReviewTexts = {
  title: string;
  intro: string;
  rating: string;
  stars: (n: number) => string;
  text: string;
  textHint: string;
  name: string;
  consent: string;
  send: string;
  thanks: string;
  google: string;
  googleButton: string;
  used: string;
  unknown: string;
  errors: { rating: string; short: string; long: string; name: string; consent: string; control: string; again: string; busy: string };
  optOutTitle: string;
  optOutAsk: string;
  optOutButton: string;
  optOutDone: string;
  hello: (name: string) => string;
  ask: string;
  write: string;
  once: string;
  optOutLine: string;
  whatsapp: (name: string, url: string) => string;
};

export const REVIEW_TEXTS: Record<ReplyLanguage, ReviewTexts> = {
  en: {
    title: 'How was your stay?', intro: 'Your review helps other guests. The owner reads every review before it is published.',
    rating: 'Your rating', stars: (n) => `${n} ${n === 1 ? 'star' : 'stars'}`, text: 'Your review', textHint: '20 to 2,000 characters.',
    name: 'Name shown with your review', consent: 'I agree that my review, rating and this name may be published on the villa\'s website.',
    send: 'Send review', thanks: 'Thank you! Your review was sent. The owner publishes it after reading it.',
    google: 'Share on Google too?', googleButton: 'Write a Google review',
    used: 'This link was already used or has expired. Thank you for your review.', unknown: 'This link does not exist. Check the address in the e-mail.',
    errors: { rating: 'Choose a rating from 1 to 5.', short: 'Write at least 20 characters.', long: 'Write at most 2,000 characters.', name: 'The name can be at most 40 characters.', consent: 'Tick the box to agree to publishing.', control: 'Remove the unusual characters from your text.', again: 'Please check the marked fields.', busy: 'Too many tries from your connection. Wait a minute, then send again: your review is kept below.' },
    optOutTitle: 'No more review requests', optOutAsk: 'Stop review requests to this e-mail address?', optOutButton: 'Stop review requests', optOutDone: 'Done. You will not be asked for a review again.',
    hello: (n) => `Hello ${n},`, ask: 'thank you for staying with us. Would you share a few words about your stay? It takes a minute, and the owner reads every review before it is published.',
    write: 'Write a review', once: 'The link works once, for 30 days.', optOutLine: 'No more review requests:',
    whatsapp: (n, url) => `Hello ${n}, thank you for staying with us! Would you write a short review of your stay? ${url}`,
  },
  id: {
    title: 'Bagaimana masa inap Anda?', intro: 'Ulasan Anda membantu tamu lain. Pemilik membaca setiap ulasan sebelum diterbitkan.',
    rating: 'Nilai Anda', stars: (n) => `${n} bintang`, text: 'Ulasan Anda', textHint: '20 hingga 2.000 karakter.',
    name: 'Nama yang ditampilkan dengan ulasan', consent: 'Saya setuju ulasan, nilai, dan nama ini boleh diterbitkan di situs web vila.',
    send: 'Kirim ulasan', thanks: 'Terima kasih! Ulasan Anda terkirim. Pemilik menerbitkannya setelah membacanya.',
    google: 'Bagikan juga di Google?', googleButton: 'Tulis ulasan Google',
    used: 'Tautan ini sudah dipakai atau kedaluwarsa. Terima kasih atas ulasan Anda.', unknown: 'Tautan ini tidak ada. Periksa alamat di e-mail.',
    errors: { rating: 'Pilih nilai dari 1 sampai 5.', short: 'Tulis paling sedikit 20 karakter.', long: 'Tulis paling banyak 2.000 karakter.', name: 'Nama paling banyak 40 karakter.', consent: 'Centang kotak untuk menyetujui penerbitan.', control: 'Hapus karakter yang tidak biasa dari teks Anda.', again: 'Periksa kolom yang ditandai.', busy: 'Terlalu banyak percobaan dari koneksi Anda. Tunggu satu menit, lalu kirim lagi: ulasan Anda tetap ada di bawah.' },
    optOutTitle: 'Tidak ada lagi permintaan ulasan', optOutAsk: 'Hentikan permintaan ulasan ke alamat e-mail ini?', optOutButton: 'Hentikan permintaan ulasan', optOutDone: 'Selesai. Anda tidak akan diminta ulasan lagi.',
    hello: (n) => `Halo ${n},`, ask: 'terima kasih telah menginap bersama kami. Maukah Anda berbagi sedikit tentang masa inap Anda? Hanya semenit, dan pemilik membaca setiap ulasan sebelum diterbitkan.',
    write: 'Tulis ulasan', once: 'Tautan berlaku sekali, selama 30 hari.', optOutLine: 'Tidak ingin permintaan ulasan lagi:',
    whatsapp: (n, url) => `Halo ${n}, terima kasih telah menginap bersama kami! Maukah Anda menulis ulasan singkat? ${url}`,
  },
  zh: {
    title: '您的入住体验如何？', intro: '您的评价能帮助其他客人。每条评价在发布前都会由房东阅读。',
    rating: '您的评分', stars: (n) => `${n} 星`, text: '您的评价', textHint: '20 至 2,000 个字符。',
    name: '评价显示的名字', consent: '我同意在别墅网站上发布我的评价、评分和这个名字。',
    send: '提交评价', thanks: '谢谢！您的评价已提交，房东阅读后会发布。',
    google: '也在 Google 上分享吗？', googleButton: '撰写 Google 评价',
    used: '此链接已使用或已过期。感谢您的评价。', unknown: '此链接不存在。请检查邮件中的地址。',
    errors: { rating: '请选择 1 到 5 的评分。', short: '请至少写 20 个字符。', long: '最多 2,000 个字符。', name: '名字最多 40 个字符。', consent: '请勾选同意发布。', control: '请删除文本中的特殊字符。', again: '请检查标出的栏位。', busy: '您的网络连接尝试次数过多。请等一分钟后再发送：您的评价仍保留在下方。' },
    optOutTitle: '不再接收评价邀请', optOutAsk: '停止向此邮箱发送评价邀请？', optOutButton: '停止评价邀请', optOutDone: '已完成。我们不会再请您写评价。',
    hello: (n) => `${n}，您好：`, ask: '感谢您的入住。能否花一分钟分享您的入住体验？每条评价在发布前都会由房东阅读。',
    write: '撰写评价', once: '此链接仅可使用一次，30 天内有效。', optOutLine: '不想再收到评价邀请：',
    whatsapp: (n, url) => `${n}，您好！感谢您的入住。能否为这次入住写一条简短的评价？${url}`,
  },
  'zh-Hant': {
    title: '您的入住體驗如何？', intro: '您的評價能幫助其他客人。每則評價在發布前都會由房東閱讀。',
    rating: '您的評分', stars: (n) => `${n} 星`, text: '您的評價', textHint: '20 至 2,000 個字元。',
    name: '評價顯示的名字', consent: '我同意在別墅網站上發布我的評價、評分和這個名字。',
    send: '送出評價', thanks: '謝謝！您的評價已送出，房東閱讀後會發布。',
    google: '也在 Google 上分享嗎？', googleButton: '撰寫 Google 評論',
    used: '此連結已使用或已過期。感謝您的評價。', unknown: '此連結不存在。請檢查郵件中的網址。',
    errors: { rating: '請選擇 1 到 5 的評分。', short: '請至少寫 20 個字元。', long: '最多 2,000 個字元。', name: '名字最多 40 個字元。', consent: '請勾選同意發布。', control: '請刪除文字中的特殊字元。', again: '請檢查標示的欄位。', busy: '您的網路連線嘗試次數過多。請等一分鐘後再傳送：您的評價仍保留在下方。' },
    optOutTitle: '不再接收評價邀請', optOutAsk: '停止向此電子郵件地址寄送評價邀請？', optOutButton: '停止評價邀請', optOutDone: '已完成。我們不會再請您寫評價。',
    hello: (n) => `${n}，您好：`, ask: '感謝您的入住。能否花一分鐘分享您的入住體驗？每則評價在發布前都會由房東閱讀。',
    write: '撰寫評價', once: '此連結僅能使用一次，30 天內有效。', optOutLine: '不想再收到評價邀請：',
    whatsapp: (n, url) => `${n}，您好！感謝您的入住。能否為這次入住寫一則簡短的評價？${url}`,
  },
  ko: {
    title: '숙박은 어떠셨나요?', intro: '후기는 다른 손님에게 도움이 됩니다. 모든 후기는 게시 전에 호스트가 읽습니다.',
    rating: '평점', stars: (n) => `별 ${n}개`, text: '후기', textHint: '20~2,000자.',
    name: '후기에 표시될 이름', consent: '제 후기, 평점과 이 이름이 빌라 웹사이트에 게시되는 것에 동의합니다.',
    send: '후기 보내기', thanks: '감사합니다! 후기가 전송되었습니다. 호스트가 읽은 후 게시합니다.',
    google: 'Google에도 공유하시겠어요?', googleButton: 'Google 리뷰 쓰기',
    used: '이미 사용되었거나 만료된 링크입니다. 후기를 남겨 주셔서 감사합니다.', unknown: '존재하지 않는 링크입니다. 이메일의 주소를 확인해 주세요.',
    errors: { rating: '1~5점 중에서 평점을 선택해 주세요.', short: '20자 이상 써 주세요.', long: '2,000자 이하로 써 주세요.', name: '이름은 40자 이하입니다.', consent: '게시에 동의하려면 확인란을 선택해 주세요.', control: '텍스트에서 특수 문자를 지워 주세요.', again: '표시된 항목을 확인해 주세요.', busy: '같은 연결에서 시도가 너무 많습니다. 1분 후에 다시 보내 주세요. 작성하신 후기는 아래에 그대로 있습니다.' },
    optOutTitle: '후기 요청 받지 않기', optOutAsk: '이 이메일 주소로 후기 요청을 그만 보낼까요?', optOutButton: '후기 요청 그만 받기', optOutDone: '완료되었습니다. 더 이상 후기를 요청하지 않습니다.',
    hello: (n) => `${n} 님, 안녕하세요.`, ask: '저희 숙소에 머물러 주셔서 감사합니다. 숙박에 대해 몇 마디 남겨 주시겠어요? 1분이면 되며, 모든 후기는 게시 전에 호스트가 읽습니다.',
    write: '후기 쓰기', once: '링크는 30일 동안 한 번만 사용할 수 있습니다.', optOutLine: '후기 요청을 받지 않으려면:',
    whatsapp: (n, url) => `${n} 님, 안녕하세요! 머물러 주셔서 감사합니다. 짧은 후기를 남겨 주시겠어요? ${url}`,
  },
  ja: {
    title: 'ご滞在はいかがでしたか？', intro: 'レビューは他のお客様の参考になります。すべてのレビューはオーナーが読んでから掲載されます。',
    rating: '評価', stars: (n) => `星${n}つ`, text: 'レビュー', textHint: '20〜2,000文字。',
    name: 'レビューに表示する名前', consent: 'レビュー、評価、この名前がヴィラのウェブサイトに掲載されることに同意します。',
    send: 'レビューを送信', thanks: 'ありがとうございます。レビューを送信しました。オーナーが読んだ後に掲載されます。',
    google: 'Google でも共有しませんか？', googleButton: 'Google にレビューを書く',
    used: 'このリンクは使用済みか期限切れです。レビューをありがとうございました。', unknown: 'このリンクは存在しません。メールのアドレスをご確認ください。',
    errors: { rating: '1〜5の評価を選んでください。', short: '20文字以上で書いてください。', long: '2,000文字以内で書いてください。', name: '名前は40文字以内です。', consent: '掲載に同意するにはチェックを入れてください。', control: 'テキストから特殊な文字を削除してください。', again: '印の付いた項目をご確認ください。', busy: 'この接続からの送信が多すぎます。1分待ってからもう一度送信してください。レビューは下に残っています。' },
    optOutTitle: 'レビュー依頼の停止', optOutAsk: 'このメールアドレスへのレビュー依頼を停止しますか？', optOutButton: 'レビュー依頼を停止', optOutDone: '完了しました。今後レビューをお願いすることはありません。',
    hello: (n) => `${n} 様`, ask: 'ご滞在ありがとうございました。ご滞在の感想をお聞かせいただけますか？ 1分ほどで終わります。すべてのレビューはオーナーが読んでから掲載されます。',
    write: 'レビューを書く', once: 'リンクは30日間、1回だけ使えます。', optOutLine: 'レビュー依頼が不要な場合：',
    whatsapp: (n, url) => `${n} 様、ご滞在ありがとうございました！ 短いレビューをお願いできますか？ ${url}`,
  },
  fr: {
    title: 'Comment s’est passé votre séjour ?', intro: 'Votre avis aide les autres voyageurs. Le propriétaire lit chaque avis avant de le publier.',
    rating: 'Votre note', stars: (n) => `${n} ${n === 1 ? 'étoile' : 'étoiles'}`, text: 'Votre avis', textHint: 'De 20 à 2 000 caractères.',
    name: 'Nom affiché avec votre avis', consent: 'J’accepte que mon avis, ma note et ce nom soient publiés sur le site de la villa.',
    send: 'Envoyer l’avis', thanks: 'Merci ! Votre avis a été envoyé. Le propriétaire le publie après l’avoir lu.',
    google: 'Le partager aussi sur Google ?', googleButton: 'Écrire un avis Google',
    used: 'Ce lien a déjà servi ou a expiré. Merci pour votre avis.', unknown: 'Ce lien n’existe pas. Vérifiez l’adresse dans l’e-mail.',
    errors: { rating: 'Choisissez une note de 1 à 5.', short: 'Écrivez au moins 20 caractères.', long: 'Écrivez au plus 2 000 caractères.', name: 'Le nom compte au plus 40 caractères.', consent: 'Cochez la case pour accepter la publication.', control: 'Retirez les caractères inhabituels de votre texte.', again: 'Vérifiez les champs signalés.', busy: 'Trop d’essais depuis votre connexion. Attendez une minute, puis renvoyez : votre avis est conservé ci-dessous.' },
    optOutTitle: 'Plus de demandes d’avis', optOutAsk: 'Ne plus envoyer de demandes d’avis à cette adresse ?', optOutButton: 'Arrêter les demandes d’avis', optOutDone: 'C’est fait. On ne vous demandera plus d’avis.',
    hello: (n) => `Bonjour ${n},`, ask: 'merci d’avoir séjourné chez nous. Voulez-vous partager quelques mots sur votre séjour ? Cela prend une minute, et le propriétaire lit chaque avis avant de le publier.',
    write: 'Écrire un avis', once: 'Le lien sert une fois, pendant 30 jours.', optOutLine: 'Ne plus recevoir de demandes d’avis :',
    whatsapp: (n, url) => `Bonjour ${n}, merci d’avoir séjourné chez nous ! Voulez-vous écrire un court avis sur votre séjour ? ${url}`,
  },
  de: {
    title: 'Wie war Ihr Aufenthalt?', intro: 'Ihre Bewertung hilft anderen Gästen. Der Eigentümer liest jede Bewertung, bevor sie veröffentlicht wird.',
    rating: 'Ihre Bewertung', stars: (n) => `${n} ${n === 1 ? 'Stern' : 'Sterne'}`, text: 'Ihr Text', textHint: '20 bis 2.000 Zeichen.',
    name: 'Name, der mit der Bewertung erscheint', consent: 'Ich bin einverstanden, dass meine Bewertung, meine Sterne und dieser Name auf der Website der Villa veröffentlicht werden.',
    send: 'Bewertung senden', thanks: 'Danke! Ihre Bewertung wurde gesendet. Der Eigentümer veröffentlicht sie, nachdem er sie gelesen hat.',
    google: 'Auch auf Google teilen?', googleButton: 'Google-Rezension schreiben',
    used: 'Dieser Link wurde schon benutzt oder ist abgelaufen. Danke für Ihre Bewertung.', unknown: 'Diesen Link gibt es nicht. Prüfen Sie die Adresse in der E-Mail.',
    errors: { rating: 'Wählen Sie 1 bis 5 Sterne.', short: 'Schreiben Sie mindestens 20 Zeichen.', long: 'Schreiben Sie höchstens 2.000 Zeichen.', name: 'Der Name hat höchstens 40 Zeichen.', consent: 'Setzen Sie das Häkchen, um der Veröffentlichung zuzustimmen.', control: 'Entfernen Sie die ungewöhnlichen Zeichen aus Ihrem Text.', again: 'Bitte prüfen Sie die markierten Felder.', busy: 'Zu viele Versuche von Ihrer Verbindung. Warten Sie eine Minute und senden Sie dann erneut: Ihre Bewertung bleibt unten erhalten.' },
    optOutTitle: 'Keine Bewertungsanfragen mehr', optOutAsk: 'Keine Bewertungsanfragen mehr an diese E-Mail-Adresse senden?', optOutButton: 'Bewertungsanfragen beenden', optOutDone: 'Erledigt. Sie werden nicht mehr um eine Bewertung gebeten.',
    hello: (n) => `Hallo ${n},`, ask: 'danke, dass Sie bei uns gewohnt haben. Möchten Sie ein paar Worte zu Ihrem Aufenthalt schreiben? Es dauert eine Minute, und der Eigentümer liest jede Bewertung, bevor sie veröffentlicht wird.',
    write: 'Bewertung schreiben', once: 'Der Link funktioniert einmal, 30 Tage lang.', optOutLine: 'Keine Bewertungsanfragen mehr:',
    whatsapp: (n, url) => `Hallo ${n}, danke, dass Sie bei uns gewohnt haben! Möchten Sie eine kurze Bewertung schreiben? ${url}`,
  },
};

/** The texts of a stored language (`ja`, `zh-Hant`…), English for anything else. */
export const reviewTexts = (lang: string): ReviewTexts => REVIEW_TEXTS[lang as ReplyLanguage] ?? REVIEW_TEXTS.en;

/** The BCP 47 tag a language's page and texts are marked with. */
export const langTag = (lang: string) => (lang in REVIEW_TEXTS ? lang : 'en');
