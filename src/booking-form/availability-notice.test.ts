import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { expect, it } from 'vitest';
import { addDays } from '../booking-request';
import { languageFor } from '../i18n/language';
import { AvailabilityNotice, type AvailabilityNoticeProps } from './availability-notice';

const today = new Date().toISOString().slice(0, 10);
const d = (n: number) => addDays(today, n);
const render = (props: Partial<AvailabilityNoticeProps>) =>
  renderToStaticMarkup(createElement(AvailabilityNotice, { busy: [{ from: d(10), to: d(14) }], stay: { checkIn: d(11), checkOut: d(13) }, today, language: languageFor('en', {}), onPick: () => {}, ...props }));

it('says which nights look taken, that the request can still go, and offers three free stays', () => {
  const html = render({});
  expect(html).toMatch(/^<div class="availability" part="availability" role="status"><p>These nights look taken: .+\. You can still send your request: the owner will confirm\.<\/p>/);
  expect(html.match(/<button /g)).toHaveLength(3);
  expect(html).toContain('aria-label="Choose ');
  expect(render({ language: languageFor('ko', {}) })).toContain('예약된 것 같습니다');
});

it('keeps an empty live region when the nights are free or nothing is known', () => {
  const empty = '<div class="availability" part="availability" role="status"></div>';
  expect(render({ stay: { checkIn: d(14), checkOut: d(16) } })).toBe(empty);
  expect(render({ busy: undefined })).toBe(empty);
  expect(render({ stay: { checkIn: '', checkOut: '' } })).toBe(empty);
});
