/**
 * <bali-reviews source> in Chromium against the built bundle and the test server's stand-in of a receiver's
 * `GET /api/reviews` (test/helpers/reviews-stand-in.mjs): the receiver's reviews with their language, month,
 * origin and the owner's reply; any failure falls back to the child JSON or the built-ins with one warning.
 */
import { expect } from 'chai';
import '../../dist/bali-widgets.js';
import { axeViolations } from '../../test/helpers/axe';
import { button, mount, resetReviews, root, settledOn, slides, until } from '../../test/helpers/reviews';

afterEach(resetReviews);

const OWN = JSON.stringify([
  { id: 'own-1', author: 'Komang', rating: 5, text: 'Best sunsets in Bali.' },
  { id: 'own-2', author: 'Ketut', rating: 4, text: 'Very relaxing.' },
]);

/** Runs `work` with console.warn recorded. */
async function warningsOf(work: () => Promise<void>): Promise<string[]> {
  const warnings: string[] = [];
  const original = console.warn;
  console.warn = (...args: unknown[]) => warnings.push(args.map(String).join(' '));
  try {
    await work();
  } finally {
    console.warn = original;
  }
  return warnings;
}

const card = (slide: HTMLElement) => ({
  quote: slide.querySelector('blockquote')!,
  text: slide.querySelector('[part="text"]')!.textContent,
  reply: slide.querySelector('[part="reply"]')?.textContent ?? null,
  origin: slide.querySelector('[part="origin"]')?.textContent ?? null,
  time: slide.querySelector('time')?.getAttribute('dateTime') ?? null,
});

describe('<bali-reviews source>', () => {
  it('shows the receiver\'s reviews instead of the child JSON: each in its language, with its month, origin and reply, links as text', async () => {
    let el!: HTMLElement;
    const warnings = await warningsOf(async () => {
      el = await mount({ attrs: { source: '/__test/reviews?case=ok' }, json: OWN });
      await until(() => slides(el).length === 2 && slides(el)[0]!.querySelector('[part="reply"]'), 'the receiver\'s reviews');
    });
    expect(warnings).to.deep.equal([]);
    const [first, second] = slides(el).map(card);
    expect(first!.quote.getAttribute('lang')).to.equal('ja');
    expect(first!.text).to.equal('「海まで歩いてすぐの素敵なヴィラでした。<a href="https://spam.example">ここ</a>」');
    expect(root(el).querySelector('a')).to.equal(null);
    expect(first!.reply).to.equal('Reply from the ownerTerima kasih, Yuki! See you next year.');
    expect(first!.time).to.equal('2026-08-14');
    expect(first!.origin).to.equal('August 2026');
    expect(second!.quote.getAttribute('lang')).to.equal('en');
    expect(second!.reply).to.equal(null);
    expect(second!.origin).to.equal('December 2025 · via Airbnb');
    expect(await axeViolations(el)).to.equal('');
    button(el, 'Next slide').click();
    await settledOn(el, '2 of 2');
    expect(await axeViolations(el)).to.equal('');
  });

  it('words the reply\'s title and the origin in the page\'s language', async () => {
    const el = await mount({ attrs: { source: '/__test/reviews?case=ok' }, lang: 'ja' });
    await until(() => slides(el).length === 2, 'the receiver\'s reviews');
    const [first, second] = slides(el).map(card);
    expect(first!.reply).to.match(/^オーナーからの返信/);
    expect(second!.origin).to.equal('2025年12月 · Airbnbより');
  });

  for (const [name, query] of [
    ['answers 500', '500'],
    ['answers JSON that does not parse', 'bad'],
    ['answers no review', 'empty'],
    ['answers reviews of another shape', 'wrong'],
  ] as const) {
    it(`falls back to the child JSON with one warning when the source ${name}`, async () => {
      let el!: HTMLElement;
      const warnings = await warningsOf(async () => {
        el = await mount({ attrs: { source: `/__test/reviews?case=${query}` }, json: OWN });
        await until(() => slides(el).length === 2, 'the child JSON');
        button(el, 'Next slide').click();
        await settledOn(el, '2 of 2');
      });
      expect(root(el).querySelector('[part="author"]')!.textContent).to.equal('Komang');
      expect(warnings).to.have.length(1);
      expect(warnings[0]).to.contain('<bali-reviews>').and.contain(`/__test/reviews?case=${query}`);
      expect(await axeViolations(el)).to.equal('');
    });
  }

  it('falls back to the built-ins with one warning when there is no child JSON and the source fails', async () => {
    let el!: HTMLElement;
    const warnings = await warningsOf(async () => {
      el = await mount({ attrs: { source: '/__test/reviews?case=500' } });
      await until(() => slides(el).length === 6, 'the built-ins');
    });
    expect(warnings).to.have.length(1);
    expect(warnings[0]).to.contain('answered 500');
  });
});
