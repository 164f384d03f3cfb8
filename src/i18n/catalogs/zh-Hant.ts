/** Chinese (Traditional): the texts of `EN` in its order (see en.ts); docs/translations.md shows them side by side. */
export const ZH_HANT = [
  '第 {0} 步，共 2 步', // stepOf
  '聯絡資料', // contactTitle
  '行程資料', // tripTitle
  '所有欄位皆為必填。', // required
  '姓名', // nameLabel
  '請輸入您的姓名', // namePlaceholder
  '電子郵件', // emailLabel
  '請輸入您的電子郵件地址', // emailPlaceholder
  'WhatsApp 號碼', // whatsappLabel
  '請輸入 WhatsApp 號碼', // whatsappPlaceholder
  '搜尋國家/地區', // countrySearch
  '找不到國家/地區', // countryNotFound
  '國家/地區電話代碼', // countryList
  '下一步', // next
  '上一步', // back
  '送出預訂申請', // book
  '入住日期', // checkInLabel
  '退房日期', // checkOutLabel
  '預算', // budgetLabel
  '幣別', // currencyLabel
  '金額', // amountLabel
  '請輸入金額（例如 1000）', // amountPlaceholder
  '您來峇里島的目的是什麼？', // travelLegend
  '度假 / 休閒', // tripHoliday
  '數位遊牧 / 創業', // tripNomad
  '蜜月 / 情侶出遊', // tripHoneymoon
  '家庭度假', // tripFamily
  '身心療癒或靜修', // tripWellness
  '長住或移居', // tripLongStay
  '正在傳送您的預訂申請…', // sending
  '傳送成功！', // successTitle
  '您的預訂申請已送出。我們會盡快透過 WhatsApp 或電子郵件與您聯絡！', // successText
  '再送出一筆申請', // another
  '姓名至少需要 2 個字元。', // name
  '姓名最多 {0} 個字元。', // nameLong
  '姓名不得包含控制字元。', // nameControl
  '電子郵件地址無效。', // email
  'WhatsApp 號碼無效。', // whatsapp
  '請選擇入住日期。', // checkIn
  '入住日期不能早於今天。', // checkInPast
  '入住日期須在兩年之內。', // checkInFar
  '請選擇退房日期。', // checkOut
  '退房日期必須晚於入住日期。', // checkOutOrder
  '住宿最多 {0} 晚。', // stayNights
  '請選擇貨幣。', // budgetCurrency
  '預算必須為正數。', // budgetAmount
  '預算不得超過 {0}。', // budgetMax
  '請至少選擇一項旅行目的。', // travelType
  '請正確填寫所有必填欄位。', // banner
  '申請傳送失敗。請檢查填寫內容或再試一次。', // failure
  '住客評價', // reviews
  '輪播', // carousel
  '投影片', // slide
  '第 {0} 則，共 {1} 則', // slideOf
  '開始自動輪播', // startRotation
  '停止自動輪播', // stopRotation
  '上一則', // previousSlide
  '下一則', // nextSlide
  '評分 {0}，滿分 5 分', // rated
  '展開全文', // readMore
  '收合', // readLess
  '以下日期可能已被預訂：{0}。', // availabilityTaken
  '您仍可送出申請，房東會與您確認。', // availabilityAnyway
  '相同晚數的空檔日期：', // availabilityFree
  '選擇 {0}', // availabilityChoose
  '{0}晚', // estimateNight
  '{0}晚', // estimateNights
  '預估價格 — 最終價格由房東確認', // estimateNote
  '查看價格明細', // estimateDetails
  '所選日期最少入住：{0}晚', // estimateMinStay
  '來自 {0}', // reviewVia
  '來自留言簿', // reviewGuestBook
  '房東回覆', // ownerReply
];
