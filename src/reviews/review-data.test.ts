import { describe, expect, it } from 'vitest';
import { reviewsFromAnswer, reviewsFromJson } from './review-data';
import { TESTIMONIALS } from './testimonials';

const valid = [
  { id: 1, author: 'Komang', rating: 5, text: 'Best sunsets in Bali.', imageUrl: 'komang.jpg' },
  { id: 'b', author: 'Ketut', rating: 4.5, text: 'Very relaxing.' },
];

describe('built-in testimonials', () => {
  it('are six five-star reviews by first names, with unique ids and bare image file names', () => {
    expect(TESTIMONIALS).toHaveLength(6);
    expect(new Set(TESTIMONIALS.map((r) => r.id)).size).toBe(6);
    for (const r of TESTIMONIALS) {
      expect(r.rating).toBe(5);
      expect(r.author).toMatch(/^[A-Z][a-z]+$/);
      expect(r.imageUrl).toMatch(/^[a-z]+\.jpg$/);
    }
  });

  it('mention the beachside villa, the host Wayan and the manager, and vary in length', () => {
    const all = TESTIMONIALS.map((r) => r.text).join(' ');
    expect(all).toMatch(/beach/i);
    expect(all).toContain('Wayan');
    expect(all).toMatch(/manager/i);
    const lengths = TESTIMONIALS.map((r) => r.text.length);
    expect(Math.max(...lengths)).toBeGreaterThan(400);
    expect(Math.min(...lengths)).toBeLessThan(90);
  });

  it('pass the same schema as an override', () => {
    expect(reviewsFromJson(JSON.stringify(TESTIMONIALS))).toEqual({ reviews: TESTIMONIALS, source: 'override' });
  });
});

describe('reviewsFromJson', () => {
  it('gives the built-ins without a problem when there is no override', () => {
    expect(reviewsFromJson(null)).toEqual({ reviews: TESTIMONIALS, source: 'built-in' });
    expect(reviewsFromJson('   \n')).toEqual({ reviews: TESTIMONIALS, source: 'built-in' });
  });

  it('accepts a valid array and trims strings', () => {
    const result = reviewsFromJson(JSON.stringify([{ ...valid[0], author: '  Komang ' }, valid[1]]));
    expect(result.source).toBe('override');
    expect(result.reviews).toEqual(valid);
  });

  it.each([
    ['broken JSON', '[{"id": 1,', /does not parse/],
    ['an object', JSON.stringify(valid[0]), /^\(list\): must be an array$/],
    ['an empty list', '[]', /^\(list\): must hold at least one review$/],
    ['a rating above 5', JSON.stringify([{ ...valid[0], rating: 6 }]), /^0\.rating: must be a number from 0 to 5$/],
    ['a negative rating', JSON.stringify([{ ...valid[0], rating: -1 }]), /^0\.rating: must be a number from 0 to 5$/],
    ['a rating as a string', JSON.stringify([{ ...valid[0], rating: '5' }]), /^0\.rating: must be a number from 0 to 5$/],
    ['an empty author', JSON.stringify([{ ...valid[0], author: '  ' }]), /^0\.author: must be text of 1 to 80 characters$/],
    ['a missing text', JSON.stringify([{ id: 1, author: 'A', rating: 5 }]), /^0\.text: must be text of 1 to 5000 characters$/],
    ['a missing id', JSON.stringify([{ author: 'A', rating: 5, text: 't' }]), /^0\.id: must be a number or text$/],
    ['a list of strings', JSON.stringify(['great stay']), /^0: must be a review object$/],
    ['duplicate ids', JSON.stringify([valid[0], { ...valid[1], id: 1 }]), /unique/],
    ['51 reviews', JSON.stringify(Array.from({ length: 51 }, (_, i) => ({ ...valid[0], id: i }))), /^\(list\): must hold at most 50 reviews$/],
  ])('keeps the built-ins and reports a problem for %s', (_name, json, problem) => {
    const result = reviewsFromJson(json);
    expect(result.reviews).toBe(TESTIMONIALS);
    expect(result.source).toBe('built-in');
    expect('problem' in result && result.problem).toMatch(problem);
  });
});

describe('reviewsFromAnswer (a receiver\'s GET /api/reviews)', () => {
  const answer = { id: 'r1', name: 'Yuki', text: 'Lovely.', rating: 4, date: '2026-08-14', source: 'airbnb', lang: 'ja', reply: 'Thanks!' };

  it('maps each review to the carousel\'s shape, keeping its date, source, language and reply', () => {
    expect(reviewsFromAnswer({ reviews: [answer] })).toEqual([{ id: 'r1', author: 'Yuki', text: 'Lovely.', rating: 4, date: '2026-08-14', source: 'airbnb', lang: 'ja', reply: 'Thanks!' }]);
  });

  it('leaves out a date that is no day and a source, language or reply that is no text, keeping the review', () => {
    const [review] = reviewsFromAnswer({ reviews: [{ ...answer, date: '14/08/2026', source: 3, lang: null, reply: null }] });
    expect(review).toEqual({ id: 'r1', author: 'Yuki', text: 'Lovely.', rating: 4, date: undefined, source: undefined, lang: undefined, reply: undefined });
  });

  it.each([
    ['no review', { reviews: [] }, '(list): must hold at least one review'],
    ['a list instead of the object', [answer], 'the answer has no list of reviews'],
    ['null', null, 'the answer has no list of reviews'],
    ['a rating above 5', { reviews: [{ ...answer, rating: 6 }] }, '0.rating: must be a number from 0 to 5'],
    ['a review without a name', { reviews: [{ ...answer, name: undefined }] }, '0.author: must be text of 1 to 80 characters'],
    ['two reviews with one id', { reviews: [answer, answer] }, 'Review ids must be unique.'],
  ])('refuses %s, naming what is wrong', (_name, data, problem) => {
    expect(() => reviewsFromAnswer(data)).toThrow(problem);
  });
});
