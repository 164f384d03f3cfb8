import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import '../../dist/bali-widgets.js';
import { cleanup, fixture, frame, q, shadow, stubFetch, stubHeldFetch, until } from '../../test/helpers/dom';
import { goToStep2, heading, isoIn, mountFilledForm, mountForm, submitButton } from '../../test/helpers/booking';

const press = (key: string) => sendKeys({ press: key });
const tab = () => press('Tab');
/** Tabs until focus leaves the current control (Chrome's date input keeps Tab among its own segments). */
async function tabOut(form: Element) {
  const from = shadow(form).activeElement;
  for (let i = 0; i < 4 && shadow(form).activeElement === from; i++) await tab();
}
const focusedName = (form: Element) => {
  const el = shadow(form).activeElement as HTMLElement | null;
  return el?.getAttribute('name') || el?.textContent?.trim() || el?.className || '';
};

describe('<bali-booking-form> keyboard only', () => {
  let fetchStub: ReturnType<typeof stubFetch> | undefined;
  afterEach(() => {
    fetchStub?.restore();
    cleanup();
  });

  it('books from the first field to success with the keyboard alone, in a sensible order', async () => {
    fetchStub = stubFetch(() => 201);
    const before = fixture<HTMLButtonElement>('<button>before</button>');
    const form = await mountForm();
    before.focus();
    await tab();
    expect(focusedName(form)).to.equal('name');
    await sendKeys({ type: 'Made Wirawan' });
    await tab();
    expect(focusedName(form)).to.equal('email');
    await sendKeys({ type: 'made@example.com' });
    // The country button first, as it is drawn (left of the number), then the number.
    await tab();
    expect(focusedName(form)).to.contain('selected-flag');
    await tab();
    expect(focusedName(form)).to.equal('whatsapp');
    await sendKeys({ type: '81234567890' });
    await tab();
    expect(focusedName(form)).to.equal('Next');
    await press('Enter');
    await until(() => heading(form) === 'Trip details', 'step 2');
    await until(() => focusedName(form) === 'Trip details', 'focus on the step heading');

    const [y, m, d] = isoIn(30).split('-');
    const [y2, m2, d2] = isoIn(33).split('-');
    await tab();
    expect(focusedName(form)).to.equal('checkIn');
    await sendKeys({ type: `${m}${d}${y}` });
    await until(() => (shadow(form).activeElement as HTMLInputElement).value === isoIn(30), 'check-in typed');
    await tabOut(form);
    expect(focusedName(form)).to.equal('checkOut');
    await sendKeys({ type: `${m2}${d2}${y2}` });
    await tabOut(form);
    expect(focusedName(form)).to.equal('budgetCurrency');
    await press('ArrowDown'); // USD → IDR
    await tab();
    expect(focusedName(form)).to.equal('budgetAmount');
    await sendKeys({ type: '2500000' });
    await tab();
    expect(focusedName(form)).to.equal('travelType');
    await press('Space'); // Holiday / Vacation
    await tab();
    await tab();
    await press('Space'); // Honeymoon / Couple Getaway
    for (let i = 0; i < 4; i++) await tab();
    expect(focusedName(form)).to.equal('Back');
    await tab();
    expect(focusedName(form)).to.equal('Book Accommodation');
    await press('Enter');
    await until(() => heading(form) === 'Success!', 'the success screen');
    expect(fetchStub.calls[0].body).to.deep.include({
      checkIn: isoIn(30),
      checkOut: isoIn(33),
      budgetCurrency: 'IDR',
      budgetAmount: 2500000,
      travelType: ['Airbnb Guest - Holiday/ vacation', 'Airbnb Guest - Honeymoon'],
    });
    await until(() => focusedName(form) === 'Success!', 'focus on the success heading');
    await tab();
    expect(focusedName(form)).to.equal('Make Another Booking');
    await press('Enter');
    await until(() => heading(form) === 'Contact details', 'step 1 again');
  });

  it('a date typed with one digit too many in the year keeps a four-digit year', async () => {
    const form = await mountForm();
    await goToStep2(form);
    const checkIn = q<HTMLInputElement>(form, 'input[name="checkIn"]')!;
    checkIn.focus();
    await sendKeys({ type: '1201202677' });
    await until(() => checkIn.value !== '', 'a date');
    expect(checkIn.value).to.match(/^\d{4}-12-01$/);
  });

  it('Enter on a travel tile ticks and unticks it, as Space does; it does not send the form', async () => {
    fetchStub = stubFetch(() => 201);
    const form = await mountForm();
    await goToStep2(form);
    const tile = shadow(form).querySelectorAll<HTMLInputElement>('input[name="travelType"]')[2];
    tile.focus();
    await press('Enter');
    await until(() => tile.checked, 'the tile ticked');
    await press('Enter');
    await until(() => !tile.checked, 'the tile unticked');
    await press('Space');
    await until(() => tile.checked, 'Space still ticks it');
    // The untick's message goes in the deferred render that follows; a submit's messages would stay.
    await until(() => !q(form, '[id$="-error"]'), 'no field message: nothing was submitted');
    expect(shadow(form).activeElement === tile, 'focus on the tile').to.equal(true);
    expect(fetchStub.calls).to.have.length(0);
  });

  it('keeps the focus on "Book Accommodation" while the request is sending, and a second Enter sends nothing', async () => {
    const held = stubHeldFetch(() => 201);
    fetchStub = held;
    const form = await mountFilledForm();
    const submit = submitButton(form);
    submit.focus();
    await press('Enter');
    await until(() => q(form, '.spinner'), 'the busy state');
    // Chromium moves the focus off a disabled control at its next rendering update.
    await frame();
    await frame();
    expect(focusedName(form)).to.equal('Book Accommodation');
    expect(submit.getAttribute('aria-disabled')).to.equal('true');
    await press('Enter');
    await press(' ');
    held.release();
    await until(() => heading(form) === 'Success!', 'the success screen');
    expect(fetchStub.calls).to.have.length(1);
  });
});
