import { expect } from 'chai';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import '../../dist/bali-widgets.js';
import { axeViolations } from '../../test/helpers/axe';
import { button, cleanup, fixture, pick, q, shadow, type, until } from '../../test/helpers/dom';
import { errorOf, fillContact, heading, input, phoneIsLive } from '../../test/helpers/booking';

/**
 * Until the page is idle the WhatsApp field is a stand-in of the same look (react-phone-input-2 builds its
 * whole country list when it mounts). These tests hold the page's idle callbacks to keep it there, then
 * reach for the field as a guest would.
 */
let idle: IdleRequestCallback[] = [];
const original = window.requestIdleCallback;
/** Runs the idle callbacks the form asked for (its effects ask right after its first commit). */
async function runIdle() {
  await until(() => idle.length, 'the idle callbacks');
  idle.splice(0).forEach((cb) => cb({ didTimeout: false, timeRemaining: () => 50 }));
}

async function mountHeld(attrs = ''): Promise<HTMLElement> {
  const form = fixture(`<bali-booking-form ${attrs}></bali-booking-form>`);
  await until(() => q(form, 'input[name="name"]'), 'the form to render');
  return form;
}
const standIn = (form: Element) => q(form, '[data-stand-in]');

describe('<bali-booking-form> WhatsApp stand-in', () => {
  beforeEach(() => {
    idle = [];
    window.requestIdleCallback = ((cb: IdleRequestCallback) => idle.push(cb)) as typeof requestIdleCallback;
  });
  afterEach(() => {
    window.requestIdleCallback = original;
    cleanup();
  });

  it('looks like the library (flag, "+62", label) and is replaced by it when the page is idle', async () => {
    const form = await mountHeld();
    expect(standIn(form)).to.not.equal(null);
    expect(phoneIsLive(form)).to.equal(false);
    const field = input(form, 'whatsapp');
    expect(field.value).to.equal('+62');
    expect(field.labels?.[0]?.textContent).to.equal('WhatsApp Number');
    expect(field.getAttribute('aria-required')).to.equal('true');
    expect(q(form, '.selected-flag .flag')!.className).to.equal('flag id');
    const box = field.getBoundingClientRect();
    expect(await axeViolations(form)).to.equal('');

    await runIdle();
    await until(() => phoneIsLive(form), 'the library');
    expect(standIn(form)).to.equal(null);
    const live = input(form, 'whatsapp');
    expect(live.value).to.equal('+62');
    const after = live.getBoundingClientRect();
    expect([after.left, after.top, after.width, after.height]).to.deep.equal([box.left, box.top, box.width, box.height]);
  });

  for (const country of ['AU', 'us', 'gb', 'sg', 'in', 'ae', 'br', 'nz']) {
    it(`shows what the library shows for default-country="${country}"`, async () => {
      const form = await mountHeld(`default-country="${country}"`);
      const flag = () => q(form, '.selected-flag .flag')!;
      const shown = [input(form, 'whatsapp').value, flag().className, getComputedStyle(flag()).backgroundPosition];
      await runIdle();
      await until(() => phoneIsLive(form), 'the library');
      expect(shown).to.deep.equal([input(form, 'whatsapp').value, flag().className, getComputedStyle(flag()).backgroundPosition]);
      expect(shown[2]).to.not.equal('0% 0%');
      expect(shown[1]).to.equal(`flag ${country.toLowerCase()}`);
    });
  }

  it('leaves the other countries\' flag positions out of the first paint and adopts them with the library', async () => {
    const form = await mountHeld();
    const flagRules = () =>
      form.shadowRoot!.adoptedStyleSheets.flatMap((sheet) => [...sheet.cssRules]).filter((rule) => rule.cssText.includes('background-position')).length;
    expect(flagRules()).to.equal(1); // the form's own select arrow
    await runIdle();
    await until(() => phoneIsLive(form), 'the library');
    expect(flagRules()).to.be.greaterThan(200);
    const r = q(form, '.selected-flag')!.getBoundingClientRect();
    await sendMouse({ type: 'click', position: [Math.round(r.left + 20), Math.round(r.top + r.height / 2)] });
    const listed = await until(() => q(form, '.country-list .flag.gb'), 'the country list from a click on the flag');
    expect(getComputedStyle(listed).backgroundPosition).to.not.equal(getComputedStyle(q(form, '.country-list .flag.id')!).backgroundPosition);
    await sendMouse({ type: 'move', position: [0, 0] });
  });

  it('hands focus to the library: what the guest types lands in it', async () => {
    const form = await mountHeld();
    await type(input(form, 'whatsapp'), '81234567890');
    expect(phoneIsLive(form)).to.equal(true);
    expect(shadow(form).activeElement).to.equal(input(form, 'whatsapp'));
    expect(input(form, 'whatsapp').value).to.equal('+62 812-3456-7890');
  });

  it('Tab from the e-mail field reaches the library\'s input', async () => {
    const form = await mountHeld();
    await type(input(form, 'email'), 'made@example.com');
    await sendKeys({ press: 'Tab' });
    await until(() => phoneIsLive(form), 'the library');
    expect(shadow(form).activeElement).to.equal(input(form, 'whatsapp'));
    await sendKeys({ type: '81234567890' });
    expect(input(form, 'whatsapp').value).to.equal('+62 812-3456-7890');
  });

  it('the pointer coming near mounts the library before any click', async () => {
    const form = await mountHeld();
    const r = standIn(form)!.getBoundingClientRect();
    await sendMouse({ type: 'move', position: [Math.round(r.left + 20), Math.round(r.top + r.height / 2)] });
    await until(() => phoneIsLive(form), 'the library');
    await sendMouse({ type: 'click', position: [Math.round(r.left + 20), Math.round(r.top + r.height / 2)] });
    await until(() => q(form, '.country-list'), 'the country list from a click on the flag');
    await sendMouse({ type: 'move', position: [0, 0] });
  });

  it('keeps a number the browser autofilled', async () => {
    const form = await mountHeld();
    pick(input(form, 'whatsapp'), '+6281234567890');
    await until(() => phoneIsLive(form), 'the library');
    expect(input(form, 'whatsapp').value).to.equal('+62 812-3456-7890');
    await fillContact(form, { phone: '' });
    button(form, 'Next')!.click();
    await until(() => heading(form) === 'Trip details', 'step 2 with the autofilled number');
  });

  it('takes a number autofilled as written at home ("0812 3456 7890") as one of the preselected country', async () => {
    const form = await mountHeld();
    pick(input(form, 'whatsapp'), '0812 3456 7890');
    await until(() => phoneIsLive(form), 'the library');
    expect(input(form, 'whatsapp').value.replace(/\D/g, '')).to.equal('62081234567890');
    await fillContact(form, { phone: '' });
    button(form, 'Next')!.click();
    await until(() => heading(form) === 'Trip details', 'step 2 with the autofilled number');
  });

  it('Next before the library came shows the field\'s message on the stand-in, accessibly', async () => {
    const form = await mountHeld();
    button(form, 'Next')!.click();
    await until(() => errorOf(form, 'bf-whatsapp'), 'the WhatsApp message');
    expect(errorOf(form, 'bf-whatsapp')).to.equal('Invalid WhatsApp number.');
    const field = input(form, 'whatsapp');
    expect(field.getAttribute('aria-invalid')).to.equal('true');
    expect(field.getAttribute('aria-describedby')).to.equal('bf-whatsapp-error');
    expect(shadow(form).activeElement).to.equal(input(form, 'name'));
    expect(standIn(form)).to.not.equal(null);
    expect(await axeViolations(form)).to.equal('');
  });
});
