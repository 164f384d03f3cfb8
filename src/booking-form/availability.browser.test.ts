import { expect } from 'chai';
import { setViewport } from '@web/test-runner-commands';
import '../../dist/bali-widgets.js';
import { axeViolations } from '../../test/helpers/axe';
import { fillTrip, goToStep2, input, isoIn, mountForm, submitButton } from '../../test/helpers/booking';
import { cleanup, fixture, frame, pick, q, shadow, stubFetch, type, until } from '../../test/helpers/dom';
import { languageFor } from '../i18n/language';

/** The test endpoint's answer: nights 10 to 13 from today are taken (check-out on day 14). */
const BUSY = `/__test/availability?busy=${isoIn(10)}/${isoIn(14)}`;
const notice = (form: Element) => q(form, '.availability')!;
const chips = (form: Element) => [...shadow(form).querySelectorAll<HTMLButtonElement>('.availability .chip')];
/** The availability reads the page made (the resource timing of each fetch). */
const reads = () => (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((e) => e.name.includes('/__test/availability'));
const readDone = () => until(() => reads()[0]?.responseEnd, 'the availability read', 8000);

/** Step 2 with the nights `from` to `to` days ahead chosen. */
async function chooseNights(form: Element, from: number, to: number) {
  pick(input(form, 'checkIn'), isoIn(from));
  pick(input(form, 'checkOut'), isoIn(to));
  await frame();
}

/** Waits for the step slide to end: axe would sample colours halfway through the fade. */
const settled = (form: Element) =>
  until(() => {
    const panels = shadow(form).querySelectorAll('.booking__panel');
    return panels.length === 1 && getComputedStyle(panels[0]).opacity === '1';
  }, 'the slide to settle');

describe('the availability notice', () => {
  let fetchStub: ReturnType<typeof stubFetch> | undefined;
  beforeEach(async () => {
    performance.clearResourceTimings();
    await setViewport({ width: 320, height: 900 });
  });
  afterEach(async () => {
    fetchStub?.restore();
    fetchStub = undefined;
    cleanup();
    await setViewport({ width: 800, height: 600 });
  });

  it('reads the availability once, after the first edit in step 1, and names the taken nights under the dates', async () => {
    const form = await mountForm(`availability="${BUSY}"`);
    await new Promise((r) => requestIdleCallback(r, { timeout: 2000 }));
    expect(reads(), 'nothing is read before the guest starts').to.have.length(0);
    await goToStep2(form);
    await readDone();
    await chooseNights(form, 11, 13);
    const text = await until(() => notice(form).textContent, 'the notice');
    expect(text).to.match(/^These nights look taken: .+\. You can still send your request: the owner will confirm\./);
    expect(notice(form).getAttribute('role')).to.equal('status');
    expect(notice(form).getAttribute('part')).to.equal('availability');
    // Under the dates, before the budget.
    expect(notice(form).parentElement!.querySelector('.row--dates')).to.exist;
    expect(chips(form)).to.have.length(3);
    expect(chips(form).every((b) => b.getBoundingClientRect().height >= 24)).to.equal(true);
    expect(reads()).to.have.length(1);
    // No horizontal scroll at 320 px.
    expect(document.documentElement.scrollWidth).to.be.at.most(320);
    await settled(form);
    expect(await axeViolations(form)).to.equal('');
  });

  it('is announced once: typing elsewhere leaves its live region untouched; free nights empty it', async () => {
    const form = await mountForm(`availability="${BUSY}"`);
    await goToStep2(form);
    await readDone();
    await chooseNights(form, 12, 15);
    await until(() => notice(form).textContent, 'the notice');
    const changes: MutationRecord[] = [];
    const watcher = new MutationObserver((records) => changes.push(...records));
    watcher.observe(notice(form), { subtree: true, childList: true, characterData: true, attributes: true });
    await type(input(form, 'budgetAmount'), '15000000');
    pick(input(form, 'checkOut'), isoIn(15)); // the same date again
    await frame();
    await frame();
    expect(changes, 'mutations of the live region').to.have.length(0);
    await chooseNights(form, 20, 22);
    await until(() => notice(form).textContent === '', 'the notice to empty');
    watcher.disconnect();
    expect(q(form, '.availability')).to.equal(notice(form));
    expect(await axeViolations(form)).to.equal('');
  });

  it('a suggestion fills both dates with a free stay of the same length and gives focus to check-in', async () => {
    const form = await mountForm(`availability="${BUSY}"`);
    await goToStep2(form);
    await readDone();
    await chooseNights(form, 11, 13);
    await until(() => chips(form).length === 3, 'the suggestions');
    const [first] = chips(form);
    expect(first.getAttribute('aria-label')).to.equal(`Choose ${first.textContent}`);
    first.focus();
    await settled(form);
    expect(await axeViolations(form)).to.equal('');
    first.click();
    await until(() => notice(form).textContent === '', 'the notice to empty');
    const checkIn = input(form, 'checkIn').value;
    const checkOut = input(form, 'checkOut').value;
    // Two nights, none of them between day 10 and day 13.
    expect((Date.parse(checkOut) - Date.parse(checkIn)) / 86_400_000).to.equal(2);
    expect(checkOut <= isoIn(10) || checkIn >= isoIn(14), `${checkIn} – ${checkOut}`).to.equal(true);
    expect(shadow(form).activeElement).to.equal(input(form, 'checkIn'));
  });

  it('never blocks: the request goes with the taken nights, its eight fields as always', async () => {
    fetchStub = stubFetch(() => 201);
    const form = await mountForm(`availability="${BUSY}"`);
    await goToStep2(form);
    await readDone();
    await fillTrip(form, { checkIn: isoIn(11), checkOut: isoIn(13) });
    await until(() => notice(form).textContent, 'the notice');
    submitButton(form).click();
    await until(() => q(form, '.success'), 'the success screen', 8000);
    expect(fetchStub.calls).to.have.length(1);
    const body = fetchStub.calls[0].body as Record<string, unknown>;
    expect(Object.keys(body).sort()).to.deep.equal(['budgetAmount', 'budgetCurrency', 'checkIn', 'checkOut', 'email', 'name', 'travelType', 'whatsapp']);
    expect([body.checkIn, body.checkOut]).to.deep.equal([isoIn(11), isoIn(13)]);
  });

  for (const [what, attribute] of [
    ['fails', '/__test/availability-broken'],
    ['answers nonsense', '/__test/availability?busy=soon/later'],
  ]) {
    it(`shows nothing when the availability ${what}`, async () => {
      const form = await mountForm(`availability="${attribute}"`);
      await goToStep2(form);
      await readDone();
      await chooseNights(form, 11, 13);
      await settled(form);
      expect(notice(form).textContent).to.equal('');
      expect(await axeViolations(form)).to.equal('');
    });
  }

  it('reads nothing with availability="off"', async () => {
    const form = await mountForm('availability="off"');
    await goToStep2(form);
    await chooseNights(form, 11, 13);
    await new Promise((r) => requestIdleCallback(r, { timeout: 2000 }));
    expect(performance.getEntriesByType('resource').filter((e) => e.name.includes('availability'))).to.have.length(0);
    expect(notice(form).textContent).to.equal('');
  });

  it('speaks the form\'s language (Korean), and its buttons too', async () => {
    const ko = languageFor('ko', {}).t;
    const page = fixture(`<div lang="ko"><bali-booking-form availability="${BUSY}"></bali-booking-form></div>`);
    const form = page.querySelector('bali-booking-form')!;
    await until(() => q(form, '.selected-flag[role="button"]'), 'the form to render');
    await type(input(form, 'name'), 'Ji-woo Park');
    await type(input(form, 'email'), 'jiwoo@example.com');
    await type(input(form, 'whatsapp'), '81234567890');
    q<HTMLButtonElement>(form, '.button--primary')!.click();
    await until(() => q(form, 'input[name="checkIn"]'), 'step 2');
    await readDone();
    await chooseNights(form, 11, 13);
    const text = await until(() => notice(form).textContent, 'the notice');
    expect(text).to.contain(ko.availabilityTaken.split('{0}')[0]);
    expect(text).to.contain(ko.availabilityAnyway);
    expect(q(form, '.availability__free')!.getAttribute('aria-label')).to.equal(ko.availabilityFree);
    expect(chips(form)[0].getAttribute('aria-label')).to.match(/ 선택$/);
    await settled(form);
    expect(await axeViolations(form)).to.equal('');
  });

  it('takes a site\'s own words from data-messages', async () => {
    const form = fixture(
      `<bali-booking-form availability="${BUSY}"><script type="application/json" data-messages>{ "en": { "availabilityTaken": "Already booked: {0}." } }</script></bali-booking-form>`,
    );
    await until(() => q(form, '.selected-flag[role="button"]'), 'the form to render');
    await goToStep2(form);
    await readDone();
    await chooseNights(form, 11, 13);
    const text = await until(() => notice(form).textContent, 'the notice');
    expect(text).to.match(/^Already booked: .+\. You can still send your request: the owner will confirm\./);
  });
});
