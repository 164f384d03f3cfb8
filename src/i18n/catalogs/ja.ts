/** Japanese: the texts of `EN` in its order (see en.ts); docs/translations.md shows them side by side. */
export const JA = [
  'ステップ {0}/2', // stepOf
  'ご連絡先', // contactTitle
  'ご旅行の詳細', // tripTitle
  'すべての項目が必須です。', // required
  'お名前', // nameLabel
  'お名前をご入力ください', // namePlaceholder
  'メールアドレス', // emailLabel
  'メールアドレスをご入力ください', // emailPlaceholder
  'WhatsApp番号', // whatsappLabel
  'WhatsApp番号をご入力ください', // whatsappPlaceholder
  '国を検索', // countrySearch
  '該当する国がありません', // countryNotFound
  '国番号', // countryList
  '次へ', // next
  '戻る', // back
  '予約をリクエストする', // book
  'チェックイン', // checkInLabel
  'チェックアウト', // checkOutLabel
  'ご予算', // budgetLabel
  '通貨', // currencyLabel
  '金額', // amountLabel
  '金額（例：1000）', // amountPlaceholder
  'バリ島へのご旅行の目的は何ですか？', // travelLegend
  '休暇 / バカンス', // tripHoliday
  'デジタルノマド / 起業家', // tripNomad
  'ハネムーン / カップル旅行', // tripHoneymoon
  '家族旅行', // tripFamily
  'ウェルネス・リトリート', // tripWellness
  '長期滞在・移住', // tripLongStay
  '予約リクエストを送信しています…', // sending
  '送信しました！', // successTitle
  'ご予約リクエストを送信しました。WhatsAppまたはメールにて、追ってご連絡いたします。', // successText
  '別のリクエストを送る', // another
  'お名前は2文字以上で入力してください。', // name
  'お名前は{0}文字以内で入力してください。', // nameLong
  'お名前に制御文字は使用できません。', // nameControl
  'メールアドレスが正しくありません。', // email
  'WhatsApp番号が正しくありません。', // whatsapp
  'チェックイン日を選択してください。', // checkIn
  '過去の日付はチェックイン日に選択できません。', // checkInPast
  'チェックイン日は2年以内で選択してください。', // checkInFar
  'チェックアウト日を選択してください。', // checkOut
  'チェックアウト日はチェックイン日より後の日付を選択してください。', // checkOutOrder
  'ご滞在は最長{0}泊までです。', // stayNights
  '通貨を選択してください。', // budgetCurrency
  'ご予算は数字で入力してください（例：1000）。', // budgetAmount
  'ご予算は{0}以下で入力してください。', // budgetMax
  'ご旅行の目的を1つ以上選択してください。', // travelType
  '必須項目をすべて正しく入力してください。', // banner
  'リクエストを送信できませんでした。入力内容をご確認のうえ、もう一度お試しください。', // failure
  '宿泊者の口コミ', // reviews
  'カルーセル', // carousel
  'スライド', // slide
  '{1}件中{0}件目', // slideOf
  'スライドの自動再生を開始', // startRotation
  'スライドの自動再生を停止', // stopRotation
  '前のスライド', // previousSlide
  '次のスライド', // nextSlide
  '5点中{0}点', // rated
  '続きを読む', // readMore
  '閉じる', // readLess
  'この期間はすでに予約が入っているようです：{0}。', // availabilityTaken
  'このままリクエストを送信いただけます。空室状況はオーナーが確認のうえご連絡いたします。', // availabilityAnyway
  '同じ泊数で空いている日程：', // availabilityFree
  '{0}を選ぶ', // availabilityChoose
  '{0}泊', // estimateNight
  '{0}泊', // estimateNights
  '概算 — 最終料金はオーナーが確定します', // estimateNote
  '料金の内訳を表示', // estimateDetails
  'この日程の最低宿泊数：{0}泊', // estimateMinStay
  '{0}より', // reviewVia
  'ゲストブックより', // reviewGuestBook
  'オーナーからの返信', // ownerReply
];
