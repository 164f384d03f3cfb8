import { describe, expect, it } from 'vitest';
import { mailtoLink, whatsappLink } from './reply-links';

const korean = {
  name: '김민지',
  email: 'minji.kim@example.kr',
  whatsapp: '+821012345678',
  checkIn: '2027-03-12',
  checkOut: '2027-03-19',
  budgetCurrency: 'USD',
  budgetAmount: 2500,
  locale: 'ko-KR',
};
const english = { ...korean, name: 'Sarah Miller', email: 'sarah+bali@example.com.au', whatsapp: '+61412345678', locale: 'en-AU', budgetCurrency: 'AUD', budgetAmount: 3200 };

describe('whatsappLink', () => {
  it('opens a chat with the Korean guest, digits only, with the Korean greeting', () => {
    const link = whatsappLink(korean);
    expect(link).toBe(
      'https://wa.me/821012345678?text=' +
        '%EC%95%88%EB%85%95%ED%95%98%EC%84%B8%EC%9A%94%2C%20%EA%B9%80%EB%AF%BC%EC%A7%80%EB%8B%98.%203%EC%9B%94%2012%EC%9D%BC' +
        '%EB%B6%80%ED%84%B0%203%EC%9B%94%2019%EC%9D%BC%EA%B9%8C%EC%A7%80%207%EB%B0%95(%EC%98%88%EC%82%B0%20USD%C2%A02%2C500)' +
        '%20%EC%98%88%EC%95%BD%20%EC%9A%94%EC%B2%AD%20%EC%A3%BC%EC%85%94%EC%84%9C%20%EA%B0%90%EC%82%AC%ED%95%A9%EB%8B%88%EB%8B%A4.',
    );
    expect(new URL(link).searchParams.get('text')).toBe(
      '안녕하세요, 김민지님. 3월 12일부터 3월 19일까지 7박(예산 USD\u00a02,500) 예약 요청 주셔서 감사합니다.',
    );
  });

  it('opens a chat with the English guest in English', () => {
    expect(whatsappLink(english)).toBe(
      'https://wa.me/61412345678?text=Hi%20Sarah%20Miller%2C%20thank%20you%20for%20your%20booking%20request%20for%20a%20stay' +
        '%20from%2012%20March%20to%2019%20March%20(7%20nights%2C%20budget%20AUD%C2%A03%2C200).',
    );
  });

  it('writes in the language asked for, whatever the booking says', () => {
    expect(new URL(whatsappLink(korean, 'en-GB')).searchParams.get('text')).toMatch(/^Hi 김민지, thank you/);
  });
});

describe('mailtoLink', () => {
  it('addresses the English guest with an English subject and the greeting as the body', () => {
    expect(mailtoLink(english)).toBe(
      'mailto:sarah%2Bbali@example.com.au?subject=Your%20booking%20request%3A%2012%20March%20%E2%80%93%2019%20March' +
        '&body=Hi%20Sarah%20Miller%2C%20thank%20you%20for%20your%20booking%20request%20for%20a%20stay%20from%2012%20March' +
        '%20to%2019%20March%20(7%20nights%2C%20budget%20AUD%C2%A03%2C200).%0D%0A%0D%0A',
    );
  });

  it('addresses the Korean guest in Korean', () => {
    const link = new URL(mailtoLink(korean));
    expect(link.pathname).toBe('minji.kim@example.kr');
    expect(link.searchParams.get('subject')).toBe('예약 요청: 3월 12일~19일');
    expect(link.searchParams.get('body')).toBe(
      '안녕하세요, 김민지님. 3월 12일부터 3월 19일까지 7박(예산 USD\u00a02,500) 예약 요청 주셔서 감사합니다.\r\n\r\n',
    );
  });

  it('keeps guest text from adding parameters or recipients', () => {
    const hostile = { ...english, name: 'Eve&cc=boss@example.com?bcc=x@example.com' };
    const link = new URL(mailtoLink(hostile));
    expect([...link.searchParams.keys()]).toEqual(['subject', 'body']);
    expect(link.searchParams.get('body')).toContain('Hi Eve&cc=boss@example.com?bcc=x@example.com,');
  });
});
