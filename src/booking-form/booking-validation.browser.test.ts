import { expect } from 'chai';
import { setViewport } from '@web/test-runner-commands';
import '../../dist/bali-widgets.js';
import { button, cleanup, pick, q, shadow, stubFetch, type, until } from '../../test/helpers/dom';
import { installClock, installDate, type FakeClock } from '../../test/helpers/clock';
import { errorOf, fillContact, fillTrip, goToStep2, heading, input, isoIn, mountForm, submitButton } from '../../test/helpers/booking';

const BANNER = 'Please fill in all required fields correctly.';
const bannerText = (form: Element) => q(form, '.banner')?.textContent ?? null;

describe('<bali-booking-form> validation', () => {
  let clock: FakeClock | undefined;
  afterEach(() => {
    clock?.uninstall();
    clock = undefined;
    cleanup();
  });

  it('a failed Next shows every field message in the same render as the banner, and the banner for exactly 2 seconds', async () => {
    const form = await mountForm();
    clock = installClock();
    button(form, 'Next')!.click();
    // The click's render is flushed in a microtask; a deferred render would come a task later.
    await Promise.resolve();
    expect(bannerText(form)).to.equal(BANNER);
    expect(q(form, '.alert-slot[role="alert"] .banner')).to.exist;
    expect(errorOf(form, 'bf-name')).to.equal('Name must be at least 2 characters.');
    expect(errorOf(form, 'bf-email')).to.equal('Invalid email address.');
    expect(errorOf(form, 'bf-whatsapp')).to.equal('Invalid WhatsApp number.');
    expect(heading(form)).to.equal('Contact details');

    clock.tick(1999);
    await new Promise((r) => requestAnimationFrame(r));
    expect(bannerText(form)).to.equal(BANNER);
    clock.tick(1);
    await until(() => bannerText(form) === null, 'the banner to go');
    // The field messages stay until the fields are fixed.
    expect(errorOf(form, 'bf-name')).to.equal('Name must be at least 2 characters.');
  });

  it('the banner sits above Next: neither its coming nor its going moves the fields being corrected', async () => {
    const form = await mountForm();
    clock = installClock();
    const tops = () => ['name', 'email', 'whatsapp'].map((name) => input(form, name).getBoundingClientRect().top);
    // Where the fields are once their messages show (the messages themselves are below each field).
    button(form, 'Next')!.click();
    await until(() => bannerText(form) && errorOf(form, 'bf-whatsapp'), 'the banner and the messages');
    const withBanner = tops();
    const banner = q(form, '.banner')!.getBoundingClientRect();
    expect(banner.top).to.be.greaterThan(input(form, 'whatsapp').getBoundingClientRect().bottom);
    expect(banner.bottom).to.be.at.most(button(form, 'Next')!.getBoundingClientRect().top);
    clock.tick(2000);
    await until(() => bannerText(form) === null, 'the banner to go');
    expect(tops()).to.deep.equal(withBanner);
  });

  it('a second failed Next restarts the 2 seconds', async () => {
    const form = await mountForm();
    clock = installClock();
    button(form, 'Next')!.click();
    await until(() => bannerText(form), 'the banner');
    clock.tick(1500);
    button(form, 'Next')!.click();
    clock.tick(1500);
    await new Promise((r) => requestAnimationFrame(r));
    expect(bannerText(form)).to.equal(BANNER);
    clock.tick(500);
    await until(() => bannerText(form) === null, 'the banner to go');
  });

  it('invalid fields carry aria-invalid and aria-describedby pointing at their message; focus goes to the first', async () => {
    const form = await mountForm();
    await type(input(form, 'name'), 'Made');
    button(form, 'Next')!.click();
    await until(() => errorOf(form, 'bf-email'), 'the email message');
    expect(input(form, 'name').getAttribute('aria-invalid')).to.equal(null);
    for (const [name, id] of [['email', 'bf-email'], ['whatsapp', 'bf-whatsapp']]) {
      expect(input(form, name).getAttribute('aria-invalid')).to.equal('true');
      expect(input(form, name).getAttribute('aria-describedby')).to.equal(`${id}-error`);
    }
    await until(() => shadow(form).activeElement === input(form, 'email'), 'focus on the first invalid field');
  });

  it('a repeated failed Next or submit with nothing changed moves focus to the first invalid field again', async () => {
    const form = await mountForm();
    await type(input(form, 'name'), 'Made');
    button(form, 'Next')!.click();
    await until(() => shadow(form).activeElement === input(form, 'email'), 'focus on e-mail');
    input(form, 'name').focus();
    button(form, 'Next')!.click();
    await until(() => shadow(form).activeElement === input(form, 'email'), 'focus on e-mail again');

    await fillContact(form);
    button(form, 'Next')!.click();
    await until(() => heading(form) === 'Trip details', 'step 2');
    await fillTrip(form, { amount: '' });
    submitButton(form).click();
    await until(() => shadow(form).activeElement === input(form, 'budgetAmount'), 'focus on the amount');
    input(form, 'checkIn').focus();
    submitButton(form).click();
    await until(() => shadow(form).activeElement === input(form, 'budgetAmount'), 'focus on the amount again');
  });

  it('a check-in of today that midnight made yesterday: Book shows its message and sends nothing', async () => {
    const fetchStub = stubFetch(() => 201);
    try {
      const form = await mountForm();
      await goToStep2(form);
      await fillTrip(form, { checkIn: isoIn(0), checkOut: isoIn(3) });
      // The values were checked (and found valid) on the day they were typed...
      await type(input(form, 'budgetAmount'), '0');
      await until(() => errorOf(form, 'bf-check-in') === null && errorOf(form, 'bf-amount') === null, 'a valid step 2');
      // ...and the guest presses Book just after midnight, nothing typed since.
      const tomorrow = new Date();
      tomorrow.setHours(24, 0, 30, 0);
      clock = installDate(tomorrow);
      submitButton(form).click();
      await until(() => errorOf(form, 'bf-check-in') === 'Check-in date cannot be in the past.', 'the check-in message');
      await until(() => shadow(form).activeElement === input(form, 'checkIn'), 'focus on check-in');
      expect(fetchStub.calls).to.have.length(0);
    } finally {
      fetchStub.restore();
    }
  });

  it('fields validate on every change: a message appears while typing and goes once valid', async () => {
    const form = await mountForm();
    await type(input(form, 'name'), 'M');
    await until(() => errorOf(form, 'bf-name'), 'the name message');
    expect(errorOf(form, 'bf-email')).to.equal(null); // untouched fields stay quiet
    await type(input(form, 'name'), 'a');
    await until(() => errorOf(form, 'bf-name') === null, 'the name message to go');
    await type(input(form, 'email'), 'made@');
    await until(() => errorOf(form, 'bf-email') === 'Invalid email address.', 'the email message');
    await type(input(form, 'email'), 'example.com');
    await until(() => errorOf(form, 'bf-email') === null, 'the email message to go');
  });

  it('an address with an internationalised domain (made@пример.рф) is valid, and goes on to step 2', async () => {
    const form = await mountForm();
    await fillContact(form, { email: 'made@пример.рф' });
    button(form, 'Next')!.click();
    await until(() => heading(form) === 'Trip details', `step 2 (email message: ${errorOf(form, 'bf-email')})`);
  });

  it('WhatsApp: +62 812 is invalid, +62 812-3456-7890 is valid', async () => {
    const form = await mountForm();
    await fillContact(form, { phone: '812' });
    button(form, 'Next')!.click();
    await until(() => errorOf(form, 'bf-whatsapp') === 'Invalid WhatsApp number.', 'the phone message');
    await type(input(form, 'whatsapp'), '34567890');
    await until(() => errorOf(form, 'bf-whatsapp') === null, 'the phone message to go');
    button(form, 'Next')!.click();
    await until(() => heading(form) === 'Trip details', 'step 2');
  });

  it('the first invalid field gets focus with its message in view (on a phone the tiles\' message was below the edge)', async () => {
    await setViewport({ width: 360, height: 640 });
    try {
      const form = await mountForm();
      await goToStep2(form);
      await fillTrip(form, { tiles: [] });
      const firstTile = q(form, 'input[name="travelType"]')!;
      firstTile.closest('.tile')!.scrollIntoView({ block: 'end' });
      submitButton(form).click();
      await until(() => shadow(form).activeElement === firstTile, 'focus on the first tile');
      const message = q(form, '#bf-travel-error')!;
      expect(message.textContent).to.equal('Please select at least one travel type.');
      const { top, bottom } = message.getBoundingClientRect();
      expect(top >= 0 && bottom <= innerHeight + 1, `the message in the window (${top}..${bottom} of ${innerHeight})`).to.equal(true);
    } finally {
      await setViewport({ width: 800, height: 600 });
    }
  });

  it('every step-2 message is reachable, and none blocks a valid retry', async () => {
    const form = await mountForm();
    await goToStep2(form);
    submitButton(form).click();
    await until(() => errorOf(form, 'bf-check-in'), 'the step-2 messages');
    expect(errorOf(form, 'bf-check-in')).to.equal('Please select a check-in date.');
    expect(errorOf(form, 'bf-check-out')).to.equal('Please select a check-out date.');
    expect(errorOf(form, 'bf-amount')).to.equal('Budget must be a positive number.');
    expect(errorOf(form, 'bf-travel')).to.equal('Please select at least one travel type.');
    // On each box, where the focus lands: screen readers do not reliably read a fieldset's description there.
    const boxes = [...shadow(form).querySelectorAll('input[name="travelType"]')];
    expect(boxes.map((box) => box.getAttribute('aria-describedby'))).to.deep.equal(boxes.map(() => 'bf-travel-error'));
    await until(() => shadow(form).activeElement === input(form, 'checkIn'), 'focus on check-in');

    await fillTrip(form, { checkIn: isoIn(10), checkOut: isoIn(10), amount: '-5', tiles: [3] });
    // Messages follow the values in a deferred render: wait for the state they settle in.
    await until(
      () =>
        errorOf(form, 'bf-check-out') === 'Check-out date must be after check-in date.' &&
        errorOf(form, 'bf-travel') === null &&
        errorOf(form, 'bf-check-in') === null,
      'the messages for the new values',
    );
    expect(errorOf(form, 'bf-amount')).to.equal('Budget must be a positive number.');
  });

  it('an amount written with another currency\'s symbol gets the budget message and sends nothing; with its own it is sent', async () => {
    const fetchStub = stubFetch(() => 201);
    try {
      const form = await mountForm();
      await goToStep2(form);
      await fillTrip(form, { currency: 'USD', amount: '€1.500,50' });
      submitButton(form).click();
      await until(() => errorOf(form, 'bf-amount') === 'Budget must be a positive number.', 'the budget message');
      await until(() => shadow(form).activeElement === input(form, 'budgetAmount'), 'focus on the amount');
      expect(fetchStub.calls).to.have.length(0);
      expect(input(form, 'budgetAmount').value).to.equal('€1.500,50');
      // The euro selected, the same text is an amount in euros.
      pick(q<HTMLSelectElement>(form, 'select[name="budgetCurrency"]')!, 'EUR');
      await until(() => errorOf(form, 'bf-amount') === null, 'the message to go');
      submitButton(form).click();
      await until(() => fetchStub.calls.length === 1, 'the request');
      expect(fetchStub.calls[0].body).to.include({ budgetCurrency: 'EUR', budgetAmount: 1500.5 });
    } finally {
      fetchStub.restore();
    }
  });

  it('a check-in more than two years ahead and a stay of more than 365 nights get their messages and send nothing', async () => {
    const fetchStub = stubFetch(() => 201);
    try {
      const form = await mountForm();
      await goToStep2(form);
      // Two years from the visitor's today, as the calendar counts them.
      const inTwoYears = new Date();
      inTwoYears.setFullYear(inTwoYears.getFullYear() + 2);
      const twoYears = Math.round((inTwoYears.getTime() - Date.now()) / 86_400_000);
      const lastCheckIn = isoIn(twoYears);
      const tooFar = isoIn(twoYears + 1);
      await fillTrip(form, { checkIn: tooFar, checkOut: isoIn(800) });
      submitButton(form).click();
      await until(() => errorOf(form, 'bf-check-in') === 'Check-in must be within the next two years.', 'the check-in message');
      expect(input(form, 'checkIn').max).to.equal(lastCheckIn);
      expect(fetchStub.calls).to.have.length(0);

      pick(input(form, 'checkIn'), isoIn(10));
      pick(input(form, 'checkOut'), isoIn(10 + 366));
      await until(() => errorOf(form, 'bf-check-out') === 'A stay can be at most 365 nights.', 'the stay message');
      expect(errorOf(form, 'bf-check-in')).to.equal(null);
      expect(input(form, 'checkOut').max).to.equal(isoIn(10 + 365));
      submitButton(form).click();
      await until(() => shadow(form).activeElement === input(form, 'checkOut'), 'focus on check-out');
      expect(fetchStub.calls).to.have.length(0);

      // The limits themselves are allowed: check-in two years ahead, a stay of 365 nights.
      pick(input(form, 'checkIn'), lastCheckIn);
      pick(input(form, 'checkOut'), isoIn(twoYears + 365));
      await until(() => errorOf(form, 'bf-check-in') === null && errorOf(form, 'bf-check-out') === null, 'no date message');
      submitButton(form).click();
      await until(() => fetchStub.calls.length === 1, 'the request');
      expect(fetchStub.calls[0].body).to.include({ checkIn: lastCheckIn });
    } finally {
      fetchStub.restore();
    }
  });

  it('zero is an acceptable budget and the amount is sent as a number', async () => {
    const form = await mountForm();
    await goToStep2(form);
    await fillTrip(form, { amount: '0' });
    expect(errorOf(form, 'bf-amount')).to.equal(null);
  });
});
