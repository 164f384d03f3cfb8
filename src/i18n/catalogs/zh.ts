/** Chinese (Simplified): the texts of `EN` in its order (see en.ts); docs/translations.md shows them side by side. */
export const ZH = [
  '第 {0} 步，共 2 步', // stepOf
  '联系方式', // contactTitle
  '行程信息', // tripTitle
  '以下各项均为必填。', // required
  '姓名', // nameLabel
  '请输入您的姓名', // namePlaceholder
  '电子邮箱', // emailLabel
  '请输入您的电子邮箱地址', // emailPlaceholder
  'WhatsApp 号码', // whatsappLabel
  '请输入 WhatsApp 号码', // whatsappPlaceholder
  '搜索国家/地区', // countrySearch
  '未找到国家/地区', // countryNotFound
  '国家/地区区号', // countryList
  '下一步', // next
  '上一步', // back
  '提交预订申请', // book
  '入住日期', // checkInLabel
  '退房日期', // checkOutLabel
  '预算', // budgetLabel
  '货币', // currencyLabel
  '金额', // amountLabel
  '请输入金额（例如 1000）', // amountPlaceholder
  '您来巴厘岛的目的是什么？', // travelLegend
  '度假 / 休闲', // tripHoliday
  '数字游民 / 创业', // tripNomad
  '蜜月 / 情侣出游', // tripHoneymoon
  '家庭度假', // tripFamily
  '身心疗愈或静修', // tripWellness
  '长住或移居', // tripLongStay
  '正在发送您的预订申请…', // sending
  '发送成功！', // successTitle
  '您的预订申请已发送。我们会尽快通过 WhatsApp 或电子邮件与您联系！', // successText
  '再提交一个申请', // another
  '姓名至少需要 2 个字符。', // name
  '姓名最多 {0} 个字符。', // nameLong
  '姓名不能包含控制字符。', // nameControl
  '电子邮箱地址无效。', // email
  'WhatsApp 号码无效。', // whatsapp
  '请选择入住日期。', // checkIn
  '入住日期不能早于今天。', // checkInPast
  '入住日期须在两年之内。', // checkInFar
  '请选择退房日期。', // checkOut
  '退房日期必须晚于入住日期。', // checkOutOrder
  '住宿最多 {0} 晚。', // stayNights
  '请选择货币。', // budgetCurrency
  '预算必须为正数。', // budgetAmount
  '预算不能超过 {0}。', // budgetMax
  '请至少选择一项出行目的。', // travelType
  '请正确填写所有必填项。', // banner
  '申请发送失败。请检查填写内容或重试。', // failure
  '住客评价', // reviews
  '轮播', // carousel
  '幻灯片', // slide
  '第 {0} 条，共 {1} 条', // slideOf
  '开始自动轮播', // startRotation
  '停止自动轮播', // stopRotation
  '上一条', // previousSlide
  '下一条', // nextSlide
  '评分 {0}，满分 5 分', // rated
  '展开全文', // readMore
  '收起', // readLess
  '以下日期可能已被预订：{0}。', // availabilityTaken
  '您仍可提交申请，房东会与您确认。', // availabilityAnyway
  '相同晚数的可订日期：', // availabilityFree
  '选择 {0}', // availabilityChoose
  '{0}晚', // estimateNight
  '{0}晚', // estimateNights
  '预估价格 — 最终价格由房东确认', // estimateNote
  '查看价格明细', // estimateDetails
  '所选日期最少入住：{0}晚', // estimateMinStay
  '来自 {0}', // reviewVia
  '来自留言簿', // reviewGuestBook
  '房东回复', // ownerReply
];
