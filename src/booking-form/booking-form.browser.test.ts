import { expect } from 'chai';
import { executeServerCommand, setViewport } from '@web/test-runner-commands';
import '../../dist/bali-widgets.js';
import { button, cleanup, fixture, frame, pick, q, settled, shadow, stubFetch, stubHeldFetch, until } from '../../test/helpers/dom';
import { installClock } from '../../test/helpers/clock';
import { errorOf, fillContact, fillTrip, goToStep2, heading, input, isoIn, mountFilledForm, mountForm, phoneIsLive, submitButton } from '../../test/helpers/booking';

describe('<bali-booking-form> booking flow', () => {
  let fetchStub: ReturnType<typeof stubFetch> | undefined;
  afterEach(() => {
    fetchStub?.restore();
    cleanup();
  });

  it('renders step 1 with its exact labels, placeholders and button in an open shadow root', async () => {
    const form = await mountForm();
    const root = shadow(form);
    expect(root.adoptedStyleSheets.length).to.be.greaterThan(0);
    expect(root.querySelector('style')).to.equal(null);
    const labels = [...root.querySelectorAll('label.field__label')].map((l) => l.textContent);
    expect(labels).to.deep.equal(['Full Name', 'Email', 'WhatsApp Number']);
    expect(input(form, 'name').placeholder).to.equal('Enter your full name');
    expect(input(form, 'email').placeholder).to.equal('Enter your email address');
    expect(input(form, 'whatsapp').placeholder).to.equal('Enter WhatsApp number');
    expect(input(form, 'name').autocomplete).to.equal('name');
    expect(input(form, 'email').autocomplete).to.equal('email');
    expect(input(form, 'whatsapp').autocomplete).to.equal('tel');
    expect(button(form, 'Next')).to.exist;
    expect(q(form, '.selected-flag .flag')!.className).to.contain('id');
  });

  it('sends exactly the eight fields as JSON, with an idempotency key, and shows success', async () => {
    fetchStub = stubFetch(() => 201);
    const form = await mountForm();
    await goToStep2(form);
    expect(q(form, 'label[for="bf-check-in"]')!.textContent).to.equal('Check-in');
    expect(q(form, 'label[for="bf-check-out"]')!.textContent).to.equal('Check-out');
    expect(input(form, 'budgetAmount').placeholder).to.equal('Enter amount (e.g., 1000)');
    expect(input(form, 'budgetAmount').type).to.equal('text');
    expect(input(form, 'budgetAmount').inputMode).to.equal('decimal');
    expect(q(form, 'legend.tiles__legend')!.textContent).to.equal('What brings you to Bali?');
    await fillTrip(form, { tiles: [4, 2, 0] });
    submitButton(form).click();
    await until(() => heading(form) === 'Success!', 'the success screen');

    expect(fetchStub.calls).to.have.length(1);
    const [call] = fetchStub.calls;
    expect(call.url).to.equal('/api/book-accommodation');
    expect(call.init.method).to.equal('POST');
    expect(call.headers['Content-Type']).to.equal('application/json');
    expect(call.headers['Idempotency-Key']).to.match(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(call.body).to.deep.equal({
      name: 'Made Wirawan',
      email: 'made@example.com',
      whatsapp: '+6281234567890',
      checkIn: isoIn(10),
      checkOut: isoIn(14),
      budgetCurrency: 'IDR',
      budgetAmount: 15000000,
      // Stored tags, in tile order, whatever order they were picked in.
      travelType: ['Airbnb Guest - Holiday/ vacation', 'Airbnb Guest - Honeymoon', 'Airbnb Guest - Wellness or Retreat Stay'],
    });
    expect(shadow(form).textContent).to.contain("Your booking request has been sent. We'll be in touch soon via WhatsApp or Email!");
    expect(button(form, 'Make Another Booking')).to.exist;
  });

  it('posts to the endpoint attribute', async () => {
    fetchStub = stubFetch(() => 200);
    const form = await mountFilledForm('endpoint="https://bookings.example.com/villa"');
    submitButton(form).click();
    await until(() => heading(form) === 'Success!', 'the success screen');
    expect(fetchStub.calls[0].url).to.equal('https://bookings.example.com/villa');
  });

  it('sends one request per click: the button is disabled (aria-disabled, so it keeps the focus) with a spinner while sending', async () => {
    const held = stubHeldFetch(() => 201);
    fetchStub = held;
    const form = await mountFilledForm();
    const submit = submitButton(form);
    submit.click();
    await until(() => submit.getAttribute('aria-disabled') === 'true', 'the busy state');
    expect(q(form, '.spinner')).to.exist;
    const status = q(form, 'p[role="status"]')!; // the sending status (the availability note is another)
    expect(status.textContent).to.contain('Sending');
    // Screen readers hold back live regions inside an aria-busy subtree: nothing around the status is busy.
    expect(status.closest('[aria-busy="true"]')).to.equal(null);
    submit.click();
    shadow(form).querySelector('form')!.requestSubmit();
    held.release();
    await until(() => heading(form) === 'Success!', 'the success screen');
    expect(fetchStub.calls).to.have.length(1);
  });

  it('while sending, the trip fields hold still: an edit then would have been shown and lost at "Success!"', async () => {
    const held = stubHeldFetch(() => 201);
    fetchStub = held;
    const form = await mountFilledForm();
    const amount = input(form, 'budgetAmount');
    const sent = amount.value;
    submitButton(form).click();
    await until(() => submitButton(form).getAttribute('aria-disabled') === 'true', 'the busy state');
    expect([amount.readOnly, input(form, 'checkIn').readOnly, input(form, 'checkOut').readOnly]).to.deep.equal([true, true, true]);
    pick(amount, '99');
    pick(q<HTMLSelectElement>(form, 'select[name="budgetCurrency"]')!, 'EUR');
    const tiles = [...shadow(form).querySelectorAll<HTMLInputElement>('input[name="travelType"]')];
    const ticked = tiles.map((tile) => tile.checked);
    tiles[5].click();
    await frame();
    expect(amount.value).to.equal(sent);
    expect(q<HTMLSelectElement>(form, 'select[name="budgetCurrency"]')!.value).to.equal('IDR');
    expect(tiles.map((tile) => tile.checked)).to.deep.equal(ticked);
    held.release();
    await until(() => heading(form) === 'Success!', 'the success screen');
    expect((fetchStub.calls[0].body as { budgetCurrency: string }).budgetCurrency).to.equal('IDR');
  });

  it('a click on Book Accommodation between the answer and the success screen sends nothing more', async () => {
    // The answer comes in a task of its own, as from the network (an instant one is handled inside the click).
    const held = stubHeldFetch(() => 201);
    fetchStub = held;
    const form = await mountFilledForm();
    const submit = submitButton(form);
    let clicked = false;
    // The second click of a double-click, arriving after the answer but before React draws "Success!".
    form.addEventListener('bookingsuccess', () => {
      clicked = submit.isConnected;
      submit.click();
    });
    submit.click();
    await until(() => submit.getAttribute('aria-disabled') === 'true', 'the busy state');
    held.release();
    await until(() => heading(form) === 'Success!', 'the success screen');
    await frame();
    await frame();
    expect(clicked, 'the button was still there').to.equal(true);
    expect(fetchStub.calls).to.have.length(1);
    // "Make Another Booking" starts afresh: the next booking is sent.
    button(form, 'Make Another Booking')!.click();
    await until(() => heading(form) === 'Contact details', 'step 1');
    await goToStep2(form);
    await fillTrip(form);
    submitButton(form).click();
    await until(() => fetchStub!.calls.length === 2, 'the next booking');
  });

  it('Back keeps every value on both steps, and Next brings them back', async () => {
    const form = await mountForm();
    await goToStep2(form);
    await fillTrip(form, { amount: '750', currency: 'AUD', tiles: [1] });
    button(form, 'Back')!.click();
    await until(() => heading(form) === 'Contact details', 'step 1');
    expect(input(form, 'name').value).to.equal('Made Wirawan');
    expect(input(form, 'email').value).to.equal('made@example.com');
    expect(input(form, 'whatsapp').value.replace(/\D/g, '')).to.equal('6281234567890');
    button(form, 'Next')!.click();
    await until(() => heading(form) === 'Trip details', 'step 2');
    expect(input(form, 'checkIn').value).to.equal(isoIn(10));
    expect(input(form, 'checkOut').value).to.equal(isoIn(14));
    expect(q<HTMLSelectElement>(form, 'select')!.value).to.equal('AUD');
    expect(input(form, 'budgetAmount').value).to.equal('750');
    const checked = [...shadow(form).querySelectorAll<HTMLInputElement>('input[name="travelType"]')].map((b) => b.checked);
    expect(checked).to.deep.equal([false, true, false, false, false, false]);
  });

  it('"Make Another Booking" returns to an empty step 1 and the next booking gets a new key', async () => {
    fetchStub = stubFetch(() => 201);
    const form = await mountFilledForm();
    submitButton(form).click();
    (await until(() => button(form, 'Make Another Booking'), 'the success screen')).click();
    await until(() => heading(form) === 'Contact details', 'step 1');
    expect(input(form, 'name').value).to.equal('');
    expect(input(form, 'email').value).to.equal('');
    expect(input(form, 'whatsapp').value.replace(/\D/g, '')).to.equal('62');
    expect(q(form, '[aria-invalid="true"]')).to.equal(null);
    expect(q(form, '.field__error')).to.equal(null);

    await goToStep2(form);
    expect(input(form, 'checkIn').value).to.equal('');
    expect(input(form, 'budgetAmount').value).to.equal('');
    expect(q<HTMLSelectElement>(form, 'select')!.value).to.equal('USD');
    expect(shadow(form).querySelectorAll('input[name="travelType"]:checked')).to.have.length(0);
    await fillTrip(form);
    submitButton(form).click();
    await until(() => heading(form) === 'Success!', 'the second success');
    expect(fetchStub.calls).to.have.length(2);
    expect(fetchStub.calls[1].headers['Idempotency-Key']).to.not.equal(fetchStub.calls[0].headers['Idempotency-Key']);
  });

  it('date inputs carry min: today for check-in, the day after check-in for check-out', async () => {
    const form = await mountForm();
    await goToStep2(form);
    expect(input(form, 'checkIn').min).to.equal(isoIn(0));
    expect(input(form, 'checkOut').min).to.equal(isoIn(1));
    await fillTrip(form, { checkIn: isoIn(20), checkOut: isoIn(25) });
    expect(input(form, 'checkOut').min).to.equal(isoIn(21));
  });

  it('an unknown default-country preselects Indonesia and says so once in the console', async () => {
    const warnings: unknown[][] = [];
    const original = console.warn;
    console.warn = (...args: unknown[]) => warnings.push(args);
    try {
      const form = await mountForm('default-country="xx"');
      expect(q(form, '.selected-flag .flag')!.className).to.contain('id');
      expect(input(form, 'whatsapp').value).to.equal('+62');
      await fillContact(form);
      button(form, 'Next')!.click();
      await until(() => heading(form) === 'Trip details', 'step 2 (the number is Indonesian)');
      expect(warnings.map(String)).to.deep.equal(['<bali-booking-form>: default-country "xx" is not a country the picker lists; Indonesia ("id") is preselected.']);
      const known = await mountForm('default-country="AU"');
      expect(q(known, '.selected-flag .flag')!.className).to.contain('au');
      // Spaces a CMS template left around the code are no part of it.
      const spaced = await mountForm('default-country=" gb "');
      expect(q(spaced, '.selected-flag .flag')!.className).to.contain('gb');
      expect(warnings.length).to.equal(1);
      // Jersey has a calling code, but the picker doesn't list it (no flag, no code): Indonesia too.
      const jersey = await mountForm('default-country="je"');
      expect(q(jersey, '.selected-flag .flag')!.className).to.contain('id');
      expect(input(jersey, 'whatsapp').value).to.equal('+62');
      expect(warnings.length).to.equal(2);
    } finally {
      console.warn = original;
    }
  });

  it('the amount is read as written at home, keystroke by keystroke: "15.000.000" rupiah is fifteen million', async () => {
    const cases = [
      ['IDR', '15.000.000', 15_000_000],
      ['USD', '1,500.50', 1500.5],
      ['EUR', '1.500,50', 1500.5],
      ['AUD', '2 500', 2500],
    ] as const;
    for (const [currency, text, sent] of cases) {
      fetchStub = stubFetch(() => 201);
      const form = await mountForm();
      await goToStep2(form);
      await fillTrip(form, { currency, amount: text });
      expect(input(form, 'budgetAmount').value).to.equal(text);
      submitButton(form).click();
      await until(() => fetchStub!.calls.length === 1, `the request for ${text}`);
      expect((fetchStub.calls[0].body as { budgetAmount: number }).budgetAmount, text).to.equal(sent);
      fetchStub.restore();
      cleanup();
    }
  });

  it('an amount it cannot read for sure is refused with the budget message, and the typed text stays', async () => {
    fetchStub = stubFetch(() => 201);
    const form = await mountForm();
    await goToStep2(form);
    await fillTrip(form, { amount: '1.500.50' });
    submitButton(form).click();
    await until(() => errorOf(form, 'bf-amount') === 'Budget must be a positive number.', 'the budget message');
    expect(shadow(form).activeElement).to.equal(input(form, 'budgetAmount'));
    expect(input(form, 'budgetAmount').value).to.equal('1.500.50');
    expect(fetchStub.calls).to.have.length(0);
  });

  it('a double-click on Next or Back changes the step once: its second click does nothing on the new step', async () => {
    const centre = (el: Element) => {
      const r = el.getBoundingClientRect();
      return { x: Math.round(r.left + r.width / 2), y: Math.round(r.top + r.height / 2) };
    };
    // Booleans, not elements, in the assertions: a failing comparison of two elements hung the runner.
    const headingHasFocus = (form: Element) => shadow(form).activeElement === q(form, 'h3');
    try {
      // At 800 px the first travel tile of step 2 comes in where Next was; at 360 px the amount, at 1280 a gap.
      for (const width of [360, 800, 1280]) {
        await setViewport({ width, height: 900 });
        const form = await mountForm();
        await fillContact(form);
        await executeServerCommand('double-click', centre(button(form, 'Next')!));
        await until(() => heading(form) === 'Trip details', `step 2 at ${width} px`);
        await frame();
        // Back is aimed at where it rests: measured while step 2 slides in, the double-click missed it.
        await settled(form);
        const ticked = [...shadow(form).querySelectorAll<HTMLInputElement>('input[name="travelType"]')].filter((box) => box.checked);
        expect(ticked.length, `tiles ticked at ${width} px`).to.equal(0);
        expect(headingHasFocus(form), `focus on the step-2 heading at ${width} px`).to.equal(true);

        const back = centre(button(form, 'Back')!);
        await executeServerCommand('double-click', back);
        await until(() => heading(form) === 'Contact details', `step 1 at ${width} px`);
        await frame();
        expect(heading(form), `still step 1 at ${width} px`).to.equal('Contact details');
        // Where the second click is outside the form (below a shorter step 1), the page takes the focus, as it should.
        const inside = q(form, '.booking')!.contains(shadow(form).elementFromPoint(back.x, back.y));
        if (inside) expect(headingHasFocus(form), `focus on the step-1 heading at ${width} px`).to.equal(true);
        cleanup();
      }
    } finally {
      await setViewport({ width: 800, height: 600 });
    }
  });

  it('in a narrow column the step-2 buttons stack in their Tab order: Back above Book Accommodation', async () => {
    const form = fixture('<div style="width: 340px"><bali-booking-form></bali-booking-form></div>').querySelector('bali-booking-form')!;
    await until(() => phoneIsLive(form), 'the form');
    await goToStep2(form);
    const back = button(form, 'Back')!.getBoundingClientRect();
    const book = submitButton(form).getBoundingClientRect();
    expect(back.bottom).to.be.at.most(book.top);
    expect(back.width).to.equal(book.width);
  });

  it('in a narrow column the amount is wide enough for its whole placeholder', async () => {
    for (const width of [300, 400, 600]) {
      const form = fixture(`<div style="width: ${width}px"><bali-booking-form></bali-booking-form></div>`).querySelector('bali-booking-form')!;
      await until(() => phoneIsLive(form), 'the form');
      await goToStep2(form);
      const amount = input(form, 'budgetAmount');
      const style = getComputedStyle(amount, '::placeholder');
      const ctx = document.createElement('canvas').getContext('2d')!;
      ctx.font = `${style.fontSize} ${style.fontFamily}`;
      const room = amount.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      expect(ctx.measureText(amount.placeholder).width, `at ${width} px`).to.be.below(room);
      cleanup();
    }
  });

  it('two forms on one page are independent', async () => {
    const a = await mountForm();
    const b = await mountForm();
    await goToStep2(a);
    expect(heading(a)).to.equal('Trip details');
    expect(heading(b)).to.equal('Contact details');
    expect(input(b, 'name').value).to.equal('');
  });

  it('loading the module a second time does not throw and keeps one definition', async () => {
    const before = customElements.get('bali-booking-form');
    // @ts-expect-error: a second URL for the same file, as a page that pastes the snippet twice would load it.
    await import('../../dist/bali-widgets.js?second-copy');
    expect(customElements.get('bali-booking-form')).to.equal(before);
  });

  it('removing the element unmounts React and stops its timers', async () => {
    const form = await mountForm();
    const clock = installClock();
    try {
      button(form, 'Next')!.click(); // starts the 2-second banner timer
      await until(() => q(form, '.banner'), 'the banner');
      expect(clock.countTimers()).to.equal(1);
      form.remove();
      await Promise.resolve(); // unmounted a microtask after removal (a move in the same task keeps the tree)
      expect(shadow(form).childNodes.length).to.equal(0);
      await until(() => clock.countTimers() === 0, 'the banner timer to be cleared');
    } finally {
      clock.uninstall();
    }
  });

  it('a WhatsApp number written as at home ("0812…" after +62) is accepted and sent as E.164, without the 0', async () => {
    fetchStub = stubFetch(() => 201);
    const form = await mountForm();
    await fillContact(form, { phone: '081234567890' });
    button(form, 'Next')!.click();
    await until(() => heading(form) === 'Trip details', 'step 2');
    await fillTrip(form);
    submitButton(form).click();
    await until(() => fetchStub!.calls.length === 1, 'the request');
    expect((fetchStub.calls[0].body as { whatsapp: string }).whatsapp).to.equal('+6281234567890');
  });

  it('moved elsewhere on the page (frameworks and modals do that), it keeps what the guest typed and its request', async () => {
    fetchStub = stubFetch(() => 'hang');
    const form = await mountFilledForm();
    submitButton(form).click();
    await until(() => fetchStub!.calls.length === 1, 'the request');
    const box = fixture('<div class="modal"></div>');
    box.append(form); // out of the body and into the box: disconnected and connected again in one task
    await frame();
    await frame();
    expect(form.isConnected).to.equal(true);
    expect(fetchStub.calls[0].init.signal!.aborted).to.equal(false);
    expect(submitButton(form).getAttribute('aria-disabled')).to.equal('true');
    expect(input(form, 'budgetAmount').value).to.equal('15000000');
    // moveBefore() (where the browser has it) keeps the element connected throughout.
    const move = (document.body as unknown as { moveBefore?: (node: Node, child: Node | null) => void }).moveBefore;
    if (move) {
      move.call(document.body, form, null);
      await frame();
      expect(fetchStub.calls[0].init.signal!.aborted).to.equal(false);
    }
    form.remove();
    await until(() => fetchStub!.calls[0].init.signal!.aborted, 'the request to be aborted on removal');
    expect(shadow(form).childNodes.length).to.equal(0);
  });

  it('removing the element aborts a request in flight, clears its timeout and stays silent', async () => {
    fetchStub = stubFetch(() => 'hang');
    const form = await mountFilledForm();
    const events: string[] = [];
    for (const type of ['bookingerror', 'bookingsuccess']) form.addEventListener(type, () => events.push(type));
    const clock = installClock();
    try {
      submitButton(form).click();
      await until(() => fetchStub!.calls.length === 1, 'the request');
      expect(clock.countTimers()).to.equal(1); // the 15 s timeout
      form.remove();
      const signal = fetchStub.calls[0].init.signal!;
      await until(() => signal.aborted && clock.countTimers() === 0, 'the request to be aborted');
      await frame();
      await frame();
      expect(events).to.deep.equal([]);
    } finally {
      clock.uninstall();
    }
  });
});
