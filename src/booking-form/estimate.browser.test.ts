import { expect } from 'chai';
import { emulateMedia, setViewport } from '@web/test-runner-commands';
import '../../dist/bali-widgets.js';
import { axeViolations } from '../../test/helpers/axe';
import { fillContact, input, isoIn, mountForm } from '../../test/helpers/booking';
import { cleanup, frame, pick, q, settled, shadow, type, until } from '../../test/helpers/dom';

/** The stand-in of the receiver's quote (test/helpers/quote-stand-in.mjs): 3,500,000 IDR a night, cleaning 500,000. */
const QUOTE = 'quote="/__test/quote?listing=villa"';
const panel = (form: Element) => q(form, '[part="estimate"]')!;
const status = (form: Element) => panel(form).querySelector('[role="status"]')!;
/** Text with Intl's no-break spaces as plain ones. */
const plain = (text: string | null | undefined) => (text ?? '').replace(/\s/g, ' ');
const total = (form: Element) => plain(q(form, '.estimate__total')?.textContent);
const toggle = (form: Element) => q<HTMLButtonElement>(form, '.estimate__toggle');
/** The quote requests the page made (the resource timing of each fetch), as URLs. */
const requests = () => (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((e) => e.name.includes('/__test/quote'));
const asked = () => requests().map((e) => new URL(e.name));

/** Step 2 in any language: step 1 filled, then its primary button. */
async function toStep2(form: Element) {
  await fillContact(form);
  q<HTMLButtonElement>(form, '.button--primary')!.click();
  await until(() => q(form, 'input[name="checkIn"]'), 'step 2');
  await settled(form);
}

async function chooseNights(form: Element, from: number, to: number) {
  pick(input(form, 'checkIn'), isoIn(from));
  pick(input(form, 'checkOut'), isoIn(to));
  await frame();
}

describe('the estimate under the dates', () => {
  beforeEach(async () => {
    performance.clearResourceTimings();
    await setViewport({ width: 320, height: 900 });
  });
  afterEach(async () => {
    cleanup();
    await setViewport({ width: 800, height: 600 });
    await emulateMedia({ reducedMotion: 'no-preference' });
  });

  it('shows nights and total, the note and the price details for valid dates; the budget stays empty; axe clean open and closed at 320 px', async () => {
    const form = await mountForm(QUOTE);
    await toStep2(form);
    expect(total(form), 'nothing before dates').to.equal('');
    await chooseNights(form, 10, 14);
    await until(() => total(form), 'the estimate');
    expect(total(form)).to.equal('4 nights · IDR 14,500,000 ≈ USD 906');
    expect(q(form, '.estimate__note')!.textContent).to.equal('Estimate — the owner confirms the final price');
    expect(q(form, '.estimate__min'), 'four nights meet the minimum stay').to.equal(null);
    // Under the dates, before the budget; the budget is the guest's own.
    expect(panel(form).parentElement!.querySelector('.row--dates')).to.exist;
    expect(input(form, 'budgetAmount').value).to.equal('');
    const [url] = asked();
    expect(Object.fromEntries(url.searchParams)).to.deep.equal({ listing: 'villa', checkIn: isoIn(10), checkOut: isoIn(14), lang: 'en', currency: 'USD' });
    expect(document.documentElement.scrollWidth).to.be.at.most(320);
    expect(await axeViolations(form)).to.equal('');

    const details = toggle(form)!;
    expect(details.textContent).to.equal('Show price details');
    expect(details.getAttribute('aria-expanded')).to.equal('false');
    expect(details.getBoundingClientRect().height).to.be.at.least(24);
    details.click();
    await until(() => q(form, '.estimate__lines'), 'the price lines');
    expect(details.getAttribute('aria-expanded')).to.equal('true');
    expect(details.getAttribute('aria-controls')).to.equal(q(form, '.estimate__lines')!.id);
    const lines = [...shadow(form).querySelectorAll('.estimate__lines li')].map((li) => [...li.children].map((c) => plain(c.textContent)));
    expect(lines).to.deep.equal([
      ['4 × IDR 3,500,000', 'IDR 14,000,000'],
      ['Cleaning', 'IDR 500,000'],
    ]);
    await settled(form);
    expect(await axeViolations(form)).to.equal('');
    details.click();
    await until(() => !q(form, '.estimate__lines'), 'the lines folded');
    expect(details.getAttribute('aria-expanded')).to.equal('false');
  });

  it('asks once per distinct stay, after the dates hold still, and again for a budget in another currency (≈ beside the total)', async () => {
    const form = await mountForm(QUOTE);
    await toStep2(form);
    // A guest stepping through check-out dates: only the last is asked about.
    pick(input(form, 'checkIn'), isoIn(10));
    for (const day of [11, 12, 13, 14]) {
      pick(input(form, 'checkOut'), isoIn(day));
      await frame();
    }
    await until(() => total(form), 'the estimate');
    expect(asked().map((u) => u.searchParams.get('checkOut'))).to.deep.equal([isoIn(14)]);
    expect(plain(q(form, '.estimate__approx')!.textContent), 'the budget currency beside the total').to.equal(' ≈ USD 906');
    await chooseNights(form, 20, 25);
    await until(() => total(form).startsWith('5 nights'), 'the second estimate');
    await chooseNights(form, 10, 14);
    await until(() => total(form).startsWith('4 nights'), 'the first estimate again');
    expect(asked(), 'a stay asked about before is not asked again').to.have.length(2);
    pick(q<HTMLSelectElement>(form, 'select[name="budgetCurrency"]')!, 'IDR');
    await until(() => total(form) === '4 nights · IDR 14,500,000', 'no ≈ in the listing\'s own currency');
    expect(asked()).to.have.length(3);
    expect(asked()[2].searchParams.get('currency')).to.equal('IDR');
  });

  it('notes the minimum stay for fewer nights, never blocking', async () => {
    const form = await mountForm(QUOTE);
    await toStep2(form);
    await chooseNights(form, 10, 12);
    await until(() => q(form, '.estimate__min'), 'the minimum-stay note');
    expect(q(form, '.estimate__min')!.textContent).to.equal('Minimum stay for these dates: 3 nights');
    expect(total(form)).to.equal('2 nights · IDR 7,500,000 ≈ USD 469');
    expect(input(form, 'checkOut').getAttribute('aria-invalid')).to.not.equal('true');
    await chooseNights(form, 10, 11);
    await until(() => total(form).startsWith('1 night ·'), 'one night in the singular');
  });

  it('announces the total once per change: typing elsewhere leaves its live region untouched', async () => {
    const form = await mountForm(QUOTE);
    await toStep2(form);
    await chooseNights(form, 10, 14);
    await until(() => total(form), 'the estimate');
    expect(status(form).getAttribute('role')).to.equal('status');
    const changes: MutationRecord[] = [];
    const watcher = new MutationObserver((records) => changes.push(...records));
    watcher.observe(status(form), { subtree: true, childList: true, characterData: true, attributes: true });
    await type(input(form, 'budgetAmount'), '1500');
    toggle(form)!.click();
    await frame();
    await frame();
    watcher.disconnect();
    expect(changes, 'mutations of the live region').to.have.length(0);
  });

  for (const [lang, words, next] of [
    ['de', '4 Nächte · 14.500.000 IDR ≈ 906 USD', 'Preisdetails anzeigen'],
    ['ko', '4박 · IDR 14,500,000 ≈ USD 906', '가격 세부 정보 보기'],
  ] as const) {
    it(`speaks the page's language (${lang}): the receiver's number format, the catalogue's words`, async () => {
      const form = await mountForm(`lang="${lang}" ${QUOTE}`);
      await toStep2(form);
      await chooseNights(form, 10, 14);
      await until(() => total(form), 'the estimate');
      expect(total(form)).to.equal(words);
      expect(toggle(form)!.textContent).to.equal(next);
      expect(asked()[0].searchParams.get('lang')).to.equal(lang);
      expect(await axeViolations(form)).to.equal('');
    });
  }

  it('shows nothing when the listing has no prices (404), the receiver fails, or the estimate is off', async () => {
    for (const attrs of ['quote="/__test/quote?listing=none"', 'quote="/__test/quote?listing=broken"', 'quote="off"']) {
      performance.clearResourceTimings();
      const form = await mountForm(attrs);
      await toStep2(form);
      await chooseNights(form, 10, 14);
      if (attrs !== 'quote="off"') await until(() => requests()[0]?.responseEnd, 'the answer');
      else await new Promise((r) => setTimeout(r, 600)); // past the settling time: nothing may be asked
      await frame();
      expect(panel(form).className, attrs).to.equal('');
      expect(panel(form).getBoundingClientRect().height, attrs).to.equal(0);
      expect(total(form)).to.equal('');
      if (attrs === 'quote="off"') expect(asked()).to.have.length(0);
      cleanup();
    }
  });

  it('unfolds the price details through motion, and not with reduced motion', async () => {
    for (const reducedMotion of ['no-preference', 'reduce'] as const) {
      await emulateMedia({ reducedMotion });
      const form = await mountForm(QUOTE);
      await toStep2(form);
      await chooseNights(form, 10, 14);
      await until(() => total(form), 'the estimate');
      const native = Element.prototype.animate;
      const animated: string[] = [];
      Element.prototype.animate = function (this: Element, keyframes, options) {
        if (this.classList.contains('estimate__lines')) animated.push(Object.keys(keyframes ?? {}).join());
        return native.call(this, keyframes, options);
      };
      try {
        toggle(form)!.click();
        await until(() => q(form, '.estimate__lines'), 'the price lines');
      } finally {
        Element.prototype.animate = native;
      }
      // motion starts one animation per value.
      expect(animated.sort(), reducedMotion).to.deep.equal(reducedMotion === 'reduce' ? [] : ['opacity', 'transform']);
      cleanup();
    }
  });
});
