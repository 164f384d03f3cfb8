/**
 * WCAG 2.4.7 / 2.4.13-style check for <bali-booking-form>: every Tab stop of both steps and of the success
 * screen shows a focus ring a sighted keyboard user can see (an outline of at least 2 px in a colour that is
 * not transparent), on the control itself or, for the travel tiles, on the tile that stands for it.
 * Runs against the built bundle.
 */
import { expect } from 'chai';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import '../../dist/bali-widgets.js';
import { cleanup, fixture, q, shadow, stubFetch, until } from '../../test/helpers/dom';
import { fillTrip, goToStep2, heading, phoneIsLive, submitButton } from '../../test/helpers/booking';

/** The box that shows focus for `el`: a tile's checkbox is invisible and its tile draws the ring. */
const indicatorOf = (el: Element) => (el.matches('.tile__input') ? el.nextElementSibling! : el);

function expectVisibleFocus(el: Element) {
  const what = `${el.tagName.toLowerCase()} ${el.getAttribute('name') ?? el.textContent?.trim().slice(0, 30) ?? ''}`;
  expect(el.matches(':focus-visible'), `${what} matches :focus-visible`).to.equal(true);
  const cs = getComputedStyle(indicatorOf(el));
  expect(cs.outlineStyle, `${what} outline style`).to.not.equal('none');
  expect(parseFloat(cs.outlineWidth), `${what} outline width`).to.be.at.least(2);
  expect(cs.outlineColor, `${what} outline colour`).to.not.match(/transparent|rgba\([^)]*,\s*0\)/);
}

/** Tabs through the form from the element before it until focus leaves the form; returns every stop. */
async function tabThrough(form: HTMLElement, after: HTMLElement): Promise<Element[]> {
  const stops: Element[] = [];
  for (let i = 0; i < 40; i++) {
    await sendKeys({ press: 'Tab' });
    if (document.activeElement === after) return stops;
    const el = shadow(form).activeElement;
    if (el && el !== stops.at(-1)) {
      expectVisibleFocus(el);
      stops.push(el);
    }
  }
  throw new Error('focus never left the form');
}

describe('<bali-booking-form> visible focus', () => {
  let fetchStub: ReturnType<typeof stubFetch> | undefined;
  before(() => setViewport({ width: 1280, height: 900 }));
  afterEach(() => {
    fetchStub?.restore();
    cleanup();
  });

  it('shows a focus ring on every Tab stop of step 1, step 2 and the success screen', async () => {
    fetchStub = stubFetch(() => 201);
    const wrapper = fixture('<div><button>before</button><bali-booking-form></bali-booking-form><button>after</button></div>');
    const form = wrapper.querySelector<HTMLElement>('bali-booking-form')!;
    const [before, after] = wrapper.querySelectorAll('button');
    await until(() => q(form, 'input[name="name"]') && phoneIsLive(form), 'the form');

    before.focus();
    const step1 = await tabThrough(form, after);
    expect(step1.map((el) => el.getAttribute('name') ?? el.textContent?.trim())).to.include.members(['name', 'email', 'whatsapp', 'Next']);

    await goToStep2(form);
    before.focus();
    const step2 = await tabThrough(form, after);
    expect(step2.filter((el) => el.matches('.tile__input'))).to.have.length.at.least(1);
    expect(step2.map((el) => el.textContent?.trim())).to.include.members(['Back', 'Book Accommodation']);

    await fillTrip(form);
    submitButton(form).click();
    await until(() => heading(form) === 'Success!', 'success');
    before.focus();
    const success = await tabThrough(form, after);
    expect(success.map((el) => el.textContent?.trim())).to.deep.equal(['Make Another Booking']);
  });
});

