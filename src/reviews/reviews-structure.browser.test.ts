/**
 * <bali-reviews> in Chromium against the built bundle. The carousel region, its slides and cards as drawn, axe in its states, and what renders at start-up.
 */
import { expect } from 'chai';
import '../../dist/bali-widgets.js';
import { axeViolations } from '../../test/helpers/axe';
import { IMAGES, until, mount, root, slides, activeSlide, activeLabel, button, rotationButton, viewport, contrast, resetReviews } from '../../test/helpers/reviews';

afterEach(resetReviews);

describe('<bali-reviews> structure', () => {
  it('renders six built-in slides in an APG carousel region, one slide in view, in a shadow root with adopted styles', async () => {
    const el = await mount();
    const shadow = root(el);
    expect(shadow.adoptedStyleSheets.length).to.be.greaterThan(0);
    expect(shadow.querySelector('style')).to.equal(null);

    const region = shadow.querySelector('section')!;
    expect(region.getAttribute('aria-roledescription')).to.equal('carousel');
    expect(region.getAttribute('aria-label')).to.be.a('string').and.not.match(/carousel/i);

    const all = slides(el);
    expect(all.map((s) => s.getAttribute('aria-label'))).to.deep.equal(['1 of 6', '2 of 6', '3 of 6', '4 of 6', '5 of 6', '6 of 6']);
    for (const s of all) expect(s.getAttribute('role')).to.equal('group');

    // One in view: only the first slide intersects the viewport; the others are inert (no AT, no Tab).
    const view = viewport(el).getBoundingClientRect();
    const visible = all.filter((s) => {
      const r = s.getBoundingClientRect();
      return r.right > view.left + 1 && r.left < view.right - 1;
    });
    expect(visible.map((s) => s.getAttribute('aria-label'))).to.deep.equal(['1 of 6']);
    expect(all.filter((s) => s.inert)).to.have.length(5);
    expect(activeLabel(el)).to.equal('1 of 6');
  });

  it('shows each card with a round 112 px avatar, five stars labelled by rating, quoted text, the author last, min height 450 px', async () => {
    const el = await mount();
    const card = activeSlide(el).querySelector<HTMLElement>('[part="card"]')!;
    expect(card.getBoundingClientRect().height).to.be.at.least(450);

    const avatar = card.querySelector<HTMLImageElement>('img')!;
    expect(avatar.getBoundingClientRect().width).to.equal(112);
    expect(avatar.getBoundingClientRect().height).to.equal(112);
    expect(getComputedStyle(avatar).borderRadius).to.equal('50%');
    expect(avatar.getAttribute('src')).to.equal(`${IMAGES}/ayu.jpg`);

    const stars = card.querySelector('[role="img"]')!;
    expect(stars.getAttribute('aria-label')).to.equal('Rated 5 out of 5');
    // Five 22 px stars, 2 px apart, drawn by one path per row (filled over empty).
    const filled = stars.querySelector<SVGSVGElement>('svg.stars__row--filled')!;
    expect(filled.querySelector('path')!.getAttribute('d')!.match(/M/g)).to.have.length(5);
    expect(stars.getBoundingClientRect().width).to.equal(118);
    expect(stars.getBoundingClientRect().height).to.equal(22);
    // Where five 22 px SVGs 2 px apart drew their stars: from 2.3 px to 96 + 19.7 px.
    const drawn = filled.querySelector('path')!.getBoundingClientRect();
    expect(drawn.left - stars.getBoundingClientRect().left).to.be.closeTo(2.3, 0.2);
    expect(drawn.width).to.be.closeTo(113.4, 0.3);
    expect(stars.querySelectorAll('svg, path')).to.have.length(4);

    const text = card.querySelector('[part="text"]')!.textContent!;
    expect(text.startsWith('\u201C') && text.endsWith('\u201D')).to.equal(true);
    expect(getComputedStyle(card.querySelector('[part="text"]')!).webkitLineClamp).to.equal('4');

    const author = card.querySelector('[part="author"]')!;
    expect(author.textContent).to.equal('Ayu');
    const parts = [...card.querySelectorAll('[part]')];
    expect(parts.at(-1)).to.equal(author);
    expect(author.getBoundingClientRect().bottom).to.be.closeTo(card.getBoundingClientRect().bottom - 32, 2);
  });

  it("shows the card's whole shadow: neither its slide nor the viewport cuts it", async () => {
    const el = await mount({ attrs: { 'autoplay-delay': '0' } });
    // keen-slider's sheet clips every slide; the card fills its slide, so its shadow showed only as
    // wedges outside its rounded corners.
    expect(getComputedStyle(activeSlide(el)).overflow).to.equal('visible');
    // The default shadow's widest part (x 0, y 8 px, blur 24 px, no spread) fits in the room the viewport
    // leaves around the card: it clips at its own padding box.
    const [, y, blur] = /(-?[\d.]+)px (-?[\d.]+)px ([\d.]+)px 0px\)?$/.exec(getComputedStyle(activeSlide(el).querySelector('.card')!).boxShadow)!.map(Number);
    const card = activeSlide(el).querySelector('.card')!.getBoundingClientRect();
    const view = viewport(el).getBoundingClientRect();
    const reach = blur * 0.75; // beyond three quarters of the blur the shadow is under 1 % of its colour
    expect(card.left - view.left, 'room on the left').to.be.at.least(reach - 4);
    expect(view.right - card.right, 'room on the right').to.be.at.least(reach - 4);
    expect(view.bottom - card.bottom, 'room below').to.be.at.least(y + reach);
  });

  it('wraps a long one-word author name inside the card at 320 px', async () => {
    const el = await mount({ width: 320, json: JSON.stringify([{ id: 1, author: 'Venkatanarasimharajuvaripeta', rating: 5, text: 'Great.' }]) });
    const author = activeSlide(el).querySelector<HTMLElement>('[part="author"]')!;
    const card = activeSlide(el).querySelector('.card')!.getBoundingClientRect();
    expect(author.scrollWidth).to.be.at.most(author.clientWidth);
    expect(author.getBoundingClientRect().right).to.be.at.most(card.right);
  });

  it('fills stars by rating from a JSON override (4.5 → "Rated 4.5 out of 5", 90 % filled)', async () => {
    const el = await mount({ json: JSON.stringify([{ id: 'a', author: 'Made', rating: 4.5, text: 'Lovely.', imageUrl: 'ayu.jpg' }]) });
    const stars = root(el).querySelector<HTMLElement>('[role="img"]')!;
    expect(stars.getAttribute('aria-label')).to.equal('Rated 4.5 out of 5');
    const fill = stars.querySelector<HTMLElement>('.stars__fill')!;
    expect(fill.getBoundingClientRect().width / stars.getBoundingClientRect().width).to.be.closeTo(0.9, 0.02);
    // Empty stars are hollow, and every star's edge stands out from the card by 3:1 or more (WCAG 1.4.11).
    const card = root(el).querySelector('[part="card"]')!;
    const background = getComputedStyle(card).backgroundColor;
    const [empty, filled] = stars.querySelectorAll('svg');
    expect(getComputedStyle(empty).fill).to.equal(background);
    for (const row of [empty, filled]) expect(contrast(getComputedStyle(row).stroke, background)).to.be.at.least(3);
  });

  it('names the carousel region "Guest reviews", or by its label so that two carousels on a page are told apart', async () => {
    const region = (el: Element) => root(el).querySelector('section')!;
    const plain = await mount({ attrs: { 'autoplay-delay': '0' } });
    const villa = await mount({ attrs: { 'autoplay-delay': '0', label: 'Reviews of Villa Sari' } });
    expect(region(plain).getAttribute('aria-label')).to.equal('Guest reviews');
    expect(region(villa).getAttribute('aria-label')).to.equal('Reviews of Villa Sari');
    expect(await axeViolations(villa)).to.equal('');
    // The property reflects to the attribute; a blank label is no name, so the default stands.
    villa.label = 'Reviews of Villa Dewi';
    await until(() => region(villa).getAttribute('aria-label') === 'Reviews of Villa Dewi', 'the new label');
    expect(villa.getAttribute('label')).to.equal('Reviews of Villa Dewi');
    villa.setAttribute('label', '  ');
    await until(() => region(villa).getAttribute('aria-label') === 'Guest reviews', 'the default label');
  });

  it('has no axe-core violations, with autoplay running, paused, and with a card expanded', async () => {
    const el = await mount();
    expect(await axeViolations(el)).to.equal('');
    rotationButton(el)!.click();
    await until(() => viewport(el).getAttribute('aria-live') === 'polite', 'pause');
    button(el, 'Read more...').click();
    await until(() => root(el).querySelector('[aria-expanded="true"]'), 'expanded');
    expect(await axeViolations(el)).to.equal('');
  });
});

describe('<bali-reviews> start-up', () => {
  it('renders the card in view at once and every other card once the page is idle', async () => {
    const el = await mount();
    expect(slides(el)[0].querySelector('[part="card"]')).to.not.equal(null);
    await until(() => slides(el).every((s) => s.querySelector('[part="card"]')), 'all six cards');
    expect(slides(el).map((s) => s.querySelector('[part="author"]')?.textContent?.trim())).to.have.length(6);
  });
});
