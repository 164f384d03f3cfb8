import { expect, it } from 'vitest';
import { quoted } from './review-quotes';

it('quotes a review as its language does', () => {
  expect(quoted('Traumhafte Villa', 'de')).toBe('„Traumhafte Villa“');
  expect(quoted('Traumhafte Villa', 'de-AT')).toBe('„Traumhafte Villa“');
  expect(quoted('Traumhafte Villa', 'de-CH')).toBe('«Traumhafte Villa»');
  expect(quoted('Villa superbe', 'fr-FR')).toBe('«\u202fVilla superbe\u202f»');
  expect(quoted('最高', 'ja')).toBe('「最高」');
  expect(quoted('很棒', 'zh-TW')).toBe('「很棒」');
  expect(quoted('很棒', 'zh')).toBe('“很棒”');
  expect(quoted('Great villa', 'en')).toBe('“Great villa”');
  expect(quoted('좋아요', 'ko')).toBe('“좋아요”');
});
