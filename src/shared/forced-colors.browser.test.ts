/**
 * Forced colours (Windows High Contrast): the browser drops background colours and images and recolours
 * borders and outlines with the system palette. Whatever the widgets show only with a background (filled
 * buttons, dots, the highlighted country, the done step) needs a border or outline of its own to stay seen.
 */
import { expect } from 'chai';
import { executeServerCommand, sendKeys } from '@web/test-runner-commands';
import '../../dist/bali-widgets.js';
import { cleanup, fixture, q, stubHeldFetch, until } from '../../test/helpers/dom';
import { fillTrip, goToStep2, mountForm, submitButton } from '../../test/helpers/booking';

const TRANSPARENT = 'rgba(0, 0, 0, 0)';

/** The system colour `keyword` as this page's palette resolves it. */
function systemColour(keyword: string): string {
  const probe = fixture(`<span style="color: ${keyword}"></span>`);
  return getComputedStyle(probe).color;
}

function expectOutlined(el: Element, what: string, edge: 'border' | 'outline' = 'border') {
  const cs = getComputedStyle(el);
  const [style, width, colour] = edge === 'border' ? [cs.borderTopStyle, cs.borderTopWidth, cs.borderTopColor] : [cs.outlineStyle, cs.outlineWidth, cs.outlineColor];
  expect(style, `${what}: ${edge} style`).to.equal('solid');
  expect(parseFloat(width), `${what}: ${edge} width`).to.be.greaterThan(0);
  expect(colour, `${what}: ${edge} colour`).to.not.equal(TRANSPARENT);
}

describe('forced colours (High Contrast)', () => {
  before(() => executeServerCommand('forced-colors', 'active'));
  after(() => executeServerCommand('forced-colors', 'none'));
  let fetchStub: ReturnType<typeof stubHeldFetch> | undefined;
  afterEach(() => {
    fetchStub?.release();
    fetchStub?.restore();
    fetchStub = undefined;
    cleanup();
  });

  it('carousel: the Previous/Next buttons and the position dots keep an outline', async () => {
    expect(matchMedia('(forced-colors: active)').matches).to.equal(true);
    const reviews = fixture('<bali-reviews image-base-path="/demo/images" autoplay-delay="0"></bali-reviews>');
    const root = await until(() => reviews.shadowRoot?.querySelector('.control--step') && reviews.shadowRoot, 'the carousel');
    const pieces = [...root.querySelectorAll('.control--step'), ...root.querySelectorAll('.dot')];
    expect(pieces).to.have.length(8);
    pieces.forEach((el, i) => expectOutlined(el, `piece ${i}`));
  });

  it('carousel: empty stars are hollow and filled ones solid in the system palette (dark too)', async () => {
    const reviews = fixture(`<bali-reviews image-base-path="/demo/images" autoplay-delay="0"><script type="application/json">${JSON.stringify([
      { id: 1, author: 'Ayu', rating: 2.5, text: 'Half way.' },
    ])}</script></bali-reviews>`);
    const root = await until(() => reviews.shadowRoot?.querySelector('.stars__row--empty') && reviews.shadowRoot, 'the stars');
    // The empty row was the light card colour: solid white on a dark High Contrast card.
    expect(getComputedStyle(root.querySelector('.stars__row--empty')!).fill).to.equal(systemColour('Canvas'));
    expect(getComputedStyle(root.querySelector('.stars__row--empty')!).stroke).to.equal(systemColour('CanvasText'));
    expect(getComputedStyle(root.querySelector('.stars__row--filled')!).fill).to.equal(systemColour('CanvasText'));
  });

  it('form: the done step, the highlighted country, the select arrow and the disabled buttons stay visible', async () => {
    const form = await mountForm();
    expectOutlined(q(form, '.step-header__seg--on')!, 'done step');
    expect(getComputedStyle(q(form, '.step-header__seg--on')!).backgroundColor).to.equal(systemColour('CanvasText'));

    q(form, '.selected-flag')!.focus();
    await sendKeys({ press: 'Enter' });
    await sendKeys({ press: 'ArrowDown' });
    expectOutlined(await until(() => q(form, '.country.highlight'), 'a highlighted country'), 'highlighted country', 'outline');
    await sendKeys({ press: 'Escape' });

    fetchStub = stubHeldFetch(() => 201);
    await goToStep2(form);
    // The native arrow: the drawn one is a background image, which forced colours drop.
    expect(getComputedStyle(q(form, 'select')!).appearance).to.equal('auto');
    await fillTrip(form);
    submitButton(form).click();
    await until(() => submitButton(form).hasAttribute('aria-disabled'), 'the sending state');
    // (after the button's colour transition)
    const grey = systemColour('GrayText');
    await until(() => getComputedStyle(submitButton(form)).color === grey, 'the disabled colour');
  });
});
