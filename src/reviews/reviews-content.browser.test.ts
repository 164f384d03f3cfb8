/**
 * <bali-reviews> in Chromium against the built bundle. What is shown: avatars (base path, fallback, optimizer) and the JSON override with its warnings.
 */
import { expect } from 'chai';
import '../../dist/bali-widgets.js';
import { IMAGES, until, mount, root, slides, activeSlide, button, settledOn, recordChanges, resetReviews } from '../../test/helpers/reviews';

afterEach(resetReviews);

describe('<bali-reviews> avatars', () => {
  it('resolves bare file names against image-base-path and uses "/" paths and full URLs as they are', async () => {
    const full = `${location.origin}${IMAGES}/chloe.jpg`;
    const el = await mount({
      json: JSON.stringify([
        { id: 1, author: 'A', rating: 5, text: 'a', imageUrl: 'ayu.jpg' },
        { id: 2, author: 'B', rating: 5, text: 'b', imageUrl: `${IMAGES}/lukas.jpg` },
        { id: 3, author: 'C', rating: 5, text: 'c', imageUrl: full },
      ]),
    });
    const srcs = [...root(el).querySelectorAll('img')].map((img) => img.getAttribute('src'));
    expect(srcs).to.deep.equal([`${IMAGES}/ayu.jpg`, `${IMAGES}/lukas.jpg`, full]);
    await until(() => [...root(el).querySelectorAll('img')].every((img) => img.complete && img.naturalWidth > 0), 'images loaded');
  });

  it('replaces a broken avatar (404) with a local SVG data URI showing the first letter', async () => {
    const el = await mount({
      attrs: { 'image-base-path': '/no-such-folder' },
      json: JSON.stringify([
        { id: 1, author: 'wayan', rating: 5, text: 'Great host.', imageUrl: 'missing.jpg' },
        { id: 2, author: 'Putu', rating: 5, text: 'Great manager.' },
      ]),
    });
    const [broken, none] = [...root(el).querySelectorAll<HTMLImageElement>('img')];
    await until(() => broken.getAttribute('src')!.startsWith('data:image/svg+xml,'), 'the fallback');
    const svg = decodeURIComponent(broken.getAttribute('src')!.slice('data:image/svg+xml,'.length));
    expect(svg).to.match(/>W<\/text>/);
    expect(broken.hasAttribute('srcset')).to.equal(false);
    await until(() => broken.complete && broken.naturalWidth > 0, 'the fallback to render');
    expect(decodeURIComponent(none.getAttribute('src')!)).to.match(/>P<\/text>/);
  });

  it('builds Next.js image optimizer src/srcset URLs when image-optimizer is set', async () => {
    // The test server ignores the query string, so the "optimizer" here is a real image and loads.
    const optimizer = `${IMAGES}/kenji.jpg`;
    const el = await mount({ attrs: { 'image-base-path': '/services/images', 'image-optimizer': optimizer } });
    const img = activeSlide(el).querySelector('img')!;
    const url = (w: number) => `${optimizer}?url=%2Fservices%2Fimages%2Fayu.jpg&w=${w}&q=75`;
    expect(img.getAttribute('srcset')).to.equal(`${url(128)} 1x, ${url(256)} 2x`);
    expect(img.getAttribute('src')).to.equal(url(256));
    await until(() => img.complete && img.naturalWidth > 0, 'the optimized image');
    expect(img.getAttribute('src')).to.equal(url(256));
  });
});

describe('<bali-reviews> JSON override', () => {
  it('replaces the built-in reviews with a valid child <script type="application/json">', async () => {
    const el = await mount({
      json: JSON.stringify([
        { id: 10, author: 'Komang', rating: 5, text: 'Best sunsets in Bali.', imageUrl: 'ayu.jpg' },
        { id: 11, author: 'Ketut', rating: 4, text: 'Very relaxing.', imageUrl: 'kenji.jpg' },
      ]),
    });
    expect(slides(el).map((s) => s.getAttribute('aria-label'))).to.deep.equal(['1 of 2', '2 of 2']);
    expect([...root(el).querySelectorAll('[part="author"]')].map((a) => a.textContent)).to.deep.equal(['Komang', 'Ketut']);
    const changes = recordChanges(el);
    button(el, 'Previous slide').click();
    await settledOn(el, '2 of 2');
    expect(changes).to.deep.equal([{ index: 1, id: 11 }]);
  });

  it("marks the owner's reviews in the page's language, the built-in ones English, and the controls speak the page's language", async () => {
    const langOf = (node: Element) => node.closest('[lang]')?.getAttribute('lang');
    const el = await mount({
      lang: 'de',
      json: JSON.stringify([
        { id: 1, author: 'J\u00fcrgen', rating: 5, text: 'Wundersch\u00f6ne Villa direkt am Strand. '.repeat(12) },
        { id: 2, author: 'Ketut', rating: 4, text: 'Sehr ruhig.' },
      ]),
    });
    const card = activeSlide(el);
    const text = card.querySelector('[part="text"]')!;
    expect(langOf(text)).to.equal('de');
    // German quotation marks around a German review, English ones around the built-in English reviews.
    expect(text.textContent).to.match(/^„Wunderschöne Villa[^]*“$/);
    expect(langOf(card.querySelector('[part="author"]')!)).to.equal('de');
    // A review written right to left is laid out so.
    expect(text.getAttribute('dir')).to.equal('auto');
    await until(() => card.querySelector('.read-more'), 'Read more...');
    expect(langOf(card.querySelector('.read-more')!)).to.equal('de');
    expect(card.querySelector('.read-more')!.textContent).to.equal('Weiterlesen');
    expect(langOf(button(el, 'Nächste Bewertung'))).to.equal('de');

    const builtIn = await mount({ lang: 'de' });
    expect(langOf(activeSlide(builtIn).querySelector('[part="text"]')!)).to.equal('en');
    expect(activeSlide(builtIn).querySelector('[part="text"]')!.textContent).to.match(/^“[^]*”$/);
  });

  it('picks up a JSON script added after the element was connected', async () => {
    const el = await mount();
    expect(slides(el)).to.have.length(6);
    const script = document.createElement('script');
    script.type = 'application/json';
    script.textContent = JSON.stringify([
      { id: 'x', author: 'Gede', rating: 5, text: 'Came back three times.' },
      { id: 'y', author: 'Nyoman', rating: 5, text: 'Wayan is the best host.' },
    ]);
    el.append(script);
    await until(() => slides(el).length === 2, 'two slides');
    expect(activeSlide(el).querySelector('[part="author"]')!.textContent).to.equal('Gede');
    const changes = recordChanges(el);
    button(el, 'Next slide').click();
    await settledOn(el, '2 of 2');
    expect(changes).to.deep.equal([{ index: 1, id: 'y' }]);
  });

  for (const [name, json] of [
    ['a rating above 5', JSON.stringify([{ id: 1, author: 'X', rating: 6, text: 'x', imageUrl: 'x.jpg' }])],
    ['JSON that does not parse', '[{ "id": 1, '],
    ['an object instead of an array', JSON.stringify({ id: 1, author: 'X', rating: 5, text: 'x' })],
  ] as const) {
    it(`keeps the built-ins and warns once for ${name}`, async () => {
      const warnings: unknown[][] = [];
      const original = console.warn;
      console.warn = (...args: unknown[]) => warnings.push(args);
      try {
        const el = await mount({ json });
        expect(slides(el)).to.have.length(6);
        expect(root(el).querySelector('[part="author"]')!.textContent).to.equal('Ayu');
        // Re-renders (navigation) must not warn again.
        button(el, 'Next slide').click();
        await settledOn(el, '2 of 6');
      } finally {
        console.warn = original;
      }
      expect(warnings).to.have.length(1);
      expect(String(warnings[0][0])).to.contain('<bali-reviews>');
    });
  }
});
