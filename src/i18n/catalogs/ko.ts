/** Korean: the texts of `EN` in its order (see en.ts); docs/translations.md shows them side by side. */
export const KO = [
  '2단계 중 {0}단계', // stepOf
  '연락처 정보', // contactTitle
  '여행 정보', // tripTitle
  '모든 항목은 필수입니다.', // required
  '이름', // nameLabel
  '이름을 입력하십시오', // namePlaceholder
  '이메일', // emailLabel
  '이메일 주소를 입력하십시오', // emailPlaceholder
  'WhatsApp 번호', // whatsappLabel
  'WhatsApp 번호를 입력하십시오', // whatsappPlaceholder
  '국가 검색', // countrySearch
  '국가를 찾을 수 없습니다', // countryNotFound
  '국가 번호', // countryList
  '다음', // next
  '이전', // back
  '예약 요청하기', // book
  '체크인', // checkInLabel
  '체크아웃', // checkOutLabel
  '예산', // budgetLabel
  '통화', // currencyLabel
  '금액', // amountLabel
  '금액을 입력하십시오(예: 1000)', // amountPlaceholder
  '발리를 방문하시는 목적은 무엇입니까?', // travelLegend
  '휴가 / 휴양', // tripHoliday
  '디지털 노마드 / 사업가', // tripNomad
  '신혼여행 / 커플 여행', // tripHoneymoon
  '가족 여행', // tripFamily
  '웰니스 또는 리트리트', // tripWellness
  '장기 체류 또는 이주', // tripLongStay
  '예약 요청을 보내는 중입니다…', // sending
  '전송되었습니다!', // successTitle
  '예약 요청이 전송되었습니다. 곧 WhatsApp 또는 이메일로 연락드리겠습니다!', // successText
  '새 예약 요청하기', // another
  '이름은 2자 이상이어야 합니다.', // name
  '이름은 {0}자 이하여야 합니다.', // nameLong
  '이름에 제어 문자를 사용할 수 없습니다.', // nameControl
  '이메일 주소가 올바르지 않습니다.', // email
  'WhatsApp 번호가 올바르지 않습니다.', // whatsapp
  '체크인 날짜를 선택하십시오.', // checkIn
  '지난 날짜는 체크인 날짜로 선택할 수 없습니다.', // checkInPast
  '체크인은 2년 이내여야 합니다.', // checkInFar
  '체크아웃 날짜를 선택하십시오.', // checkOut
  '체크아웃 날짜는 체크인 날짜 이후여야 합니다.', // checkOutOrder
  '숙박은 최대 {0}박까지 가능합니다.', // stayNights
  '통화를 선택하십시오.', // budgetCurrency
  '예산은 0보다 큰 숫자로 입력해 주십시오.', // budgetAmount
  '예산은 {0} 이하여야 합니다.', // budgetMax
  '여행 목적을 하나 이상 선택하십시오.', // travelType
  '모든 필수 항목을 올바르게 입력하십시오.', // banner
  '요청을 보내지 못했습니다. 입력 내용을 확인하거나 다시 시도하십시오.', // failure
  '투숙객 후기', // reviews
  '캐러셀', // carousel
  '슬라이드', // slide
  '{1}개 중 {0}번째', // slideOf
  '슬라이드 자동 넘김 시작', // startRotation
  '슬라이드 자동 넘김 중지', // stopRotation
  '이전 슬라이드', // previousSlide
  '다음 슬라이드', // nextSlide
  '5점 만점에 {0}점', // rated
  '더 보기', // readMore
  '접기', // readLess
  '다음 날짜는 이미 예약된 것 같습니다: {0}.', // availabilityTaken
  '그래도 요청을 보내실 수 있으며, 호스트가 확인해 드립니다.', // availabilityAnyway
  '같은 숙박 기간의 예약 가능한 날짜:', // availabilityFree
  '{0} 선택', // availabilityChoose
  '{0}박', // estimateNight
  '{0}박', // estimateNights
  '예상 금액 — 최종 가격은 호스트가 확정합니다', // estimateNote
  '가격 세부 정보 보기', // estimateDetails
  '이 날짜의 최소 숙박: {0}박', // estimateMinStay
  '{0}에서 작성', // reviewVia
  '방명록에서', // reviewGuestBook
  '호스트의 답글', // ownerReply
];
