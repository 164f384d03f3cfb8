import { expect } from 'chai';
import '../../dist/bali-widgets.js';
import { button, cleanup, frame, q, shadow, stubFetch, until } from '../../test/helpers/dom';
import { installClock, type FakeClock } from '../../test/helpers/clock';
import { fillTrip, goToStep2, heading, input, mountFilledForm, mountForm, submitButton } from '../../test/helpers/booking';

const FAILURE = 'Failed to send request. Please check details or try again.';
const failureText = (form: Element) => q(form, '.failure')?.textContent ?? null;

async function bookUntilFailure(form: HTMLElement) {
  await goToStep2(form);
  await fillTrip(form, { amount: '1200', tiles: [1] });
  submitButton(form).click();
  await until(() => failureText(form), 'the failure message');
}

describe('<bali-booking-form> when sending fails', () => {
  let fetchStub: ReturnType<typeof stubFetch> | undefined;
  let clock: FakeClock | undefined;
  afterEach(() => {
    clock?.uninstall();
    clock = undefined;
    fetchStub?.restore();
    cleanup();
  });

  it('HTTP 500: the failure message on step 2, announced, focus kept on the button for a retry, every value kept', async () => {
    fetchStub = stubFetch(() => 500);
    const form = await mountForm();
    await goToStep2(form);
    await fillTrip(form, { amount: '1200', tiles: [1] });
    submitButton(form).focus();
    submitButton(form).click();
    await until(() => failureText(form), 'the failure message');
    expect(failureText(form)).to.equal(FAILURE);
    expect(q(form, '.alert-slot[role="alert"] .failure')).to.exist;
    expect(heading(form)).to.equal('Trip details');
    // Focus moved to the message as well as its live region made screen readers read it twice.
    await frame();
    await frame();
    expect(shadow(form).activeElement === submitButton(form), 'focus still on "Book Accommodation"').to.equal(true);
    expect(input(form, 'budgetAmount').value).to.equal('1200');
    expect(shadow(form).querySelectorAll('input[name="travelType"]:checked')).to.have.length(1);
    expect(submitButton(form).hasAttribute('aria-disabled')).to.equal(false);
    button(form, 'Back')!.click();
    await until(() => heading(form) === 'Contact details', 'step 1');
    expect(input(form, 'name').value).to.equal('Made Wirawan');
  });

  it('a redirect is a failure: a 302 followed as a GET would have shown "Success!" for a lost booking', async () => {
    const form = await mountForm('endpoint="/__test/redirect"');
    const errors: CustomEvent[] = [];
    form.addEventListener('bookingerror', (e) => errors.push(e as CustomEvent));
    let successes = 0;
    form.addEventListener('bookingsuccess', () => successes++);
    await bookUntilFailure(form);
    expect(failureText(form)).to.equal(FAILURE);
    expect(successes).to.equal(0);
    expect(errors.map((e) => e.detail.reason)).to.deep.equal(['http']);
  });

  it('a 400 from the server is a failure too', async () => {
    fetchStub = stubFetch(() => 400);
    const form = await mountForm();
    await bookUntilFailure(form);
    expect(failureText(form)).to.equal(FAILURE);
  });

  it('network failure: the message, then a retry with the same idempotency key succeeds', async () => {
    fetchStub = stubFetch((_call, i) => (i === 0 ? new TypeError('Failed to fetch') : 201));
    const form = await mountForm();
    await bookUntilFailure(form);
    submitButton(form).click();
    await until(() => heading(form) === 'Success!', 'the success screen');
    expect(fetchStub.calls).to.have.length(2);
    expect(fetchStub.calls[1].headers['Idempotency-Key']).to.equal(fetchStub.calls[0].headers['Idempotency-Key']);
    expect(fetchStub.calls[1].body).to.deep.equal(fetchStub.calls[0].body);
  });

  it('a retry after the visitor changed a value is a new request with a new key', async () => {
    fetchStub = stubFetch(() => 503);
    const form = await mountForm();
    await bookUntilFailure(form);
    input(form, 'budgetAmount').focus();
    await import('@web/test-runner-commands').then(({ sendKeys }) => sendKeys({ type: '0' }));
    submitButton(form).click();
    await until(() => fetchStub!.calls.length === 2, 'the second request');
    expect((fetchStub.calls[1].body as { budgetAmount: number }).budgetAmount).to.equal(12000);
    expect(fetchStub.calls[1].headers['Idempotency-Key']).to.not.equal(fetchStub.calls[0].headers['Idempotency-Key']);
  });

  it('no answer within 15 s is a timeout failure', async () => {
    fetchStub = stubFetch(() => 'hang');
    const form = await mountFilledForm();
    const errors: CustomEvent[] = [];
    form.addEventListener('bookingerror', (e) => errors.push(e));
    clock = installClock();
    submitButton(form).click();
    await until(() => submitButton(form).getAttribute('aria-disabled') === 'true', 'the busy state');
    clock.tick(14_999);
    await new Promise((r) => requestAnimationFrame(r));
    expect(failureText(form)).to.equal(null);
    clock.tick(1);
    await until(() => failureText(form) === FAILURE, 'the timeout failure');
    expect(errors[0].detail.reason).to.equal('timeout');
  });
});

describe('<bali-booking-form> events', () => {
  let fetchStub: ReturnType<typeof stubFetch> | undefined;
  afterEach(() => {
    fetchStub?.restore();
    cleanup();
  });

  function record(target: EventTarget) {
    const seen: { type: string; detail: unknown; bubbles: boolean; composed: boolean }[] = [];
    for (const type of ['bookingstep', 'bookingsubmit', 'bookingsuccess', 'bookingerror']) {
      target.addEventListener(type, (e) => {
        const { detail, bubbles, composed } = e as CustomEvent;
        seen.push({ type, detail, bubbles, composed });
      });
    }
    return seen;
  }

  it('step, submit and success reach the document with their details', async () => {
    fetchStub = stubFetch(() => 202);
    const form = await mountForm();
    const seen = record(document);
    await goToStep2(form);
    button(form, 'Back')!.click();
    await until(() => heading(form) === 'Contact details', 'step 1');
    button(form, 'Next')!.click();
    await until(() => q(form, 'input[name="checkIn"]'), 'step 2');
    await fillTrip(form);
    submitButton(form).click();
    await until(() => seen.some((e) => e.type === 'bookingsuccess'), 'bookingsuccess');

    expect(seen.map((e) => e.type)).to.deep.equal(['bookingstep', 'bookingstep', 'bookingstep', 'bookingsubmit', 'bookingsuccess']);
    expect(seen.slice(0, 3).map((e) => e.detail)).to.deep.equal([{ step: 2 }, { step: 1 }, { step: 2 }]);
    expect(seen.every((e) => e.bubbles && e.composed)).to.equal(true);
    const request = (seen[3].detail as { request: unknown }).request;
    expect(request).to.deep.equal(fetchStub.calls[0].body);
    expect(seen[4].detail).to.deep.equal({ request, status: 202 });

    (await until(() => button(form, 'Make Another Booking'), 'the reset button')).click();
    await until(() => seen.length === 6, 'the step event after reset');
    expect(seen[5]).to.include({ type: 'bookingstep' });
    expect(seen[5].detail).to.deep.equal({ step: 1 });
  });

  it("a listener that edits an event's request changes neither what is sent nor the retry's key", async () => {
    fetchStub = stubFetch((_call, i) => (i === 0 ? 503 : 201));
    const form = await mountFilledForm();
    // What a site owner does before an analytics call: strip the personal data.
    const strip = (e: Event) => {
      const request = (e as CustomEvent).detail.request as Record<string, unknown>;
      for (const key of ['name', 'email', 'whatsapp']) delete request[key];
      (request.travelType as string[]).length = 0;
    };
    for (const type of ['bookingsubmit', 'bookingerror', 'bookingsuccess']) form.addEventListener(type, strip);
    submitButton(form).click();
    await until(() => failureText(form), 'the failure message');
    submitButton(form).click();
    await until(() => button(form, 'Make Another Booking'), 'the success screen');
    const [first, retry] = fetchStub.calls;
    expect(first.body).to.include({ name: 'Made Wirawan', email: 'made@example.com', whatsapp: '+6281234567890' });
    expect((first.body as { travelType: string[] }).travelType).to.have.length(2);
    expect(retry.body).to.deep.equal(first.body);
    expect(retry.headers['Idempotency-Key']).to.equal(first.headers['Idempotency-Key']);
  });

  it('bookingerror carries the status for HTTP failures and the reason for network ones', async () => {
    fetchStub = stubFetch((_call, i) => (i === 0 ? 502 : new TypeError('offline')));
    const form = await mountForm();
    const seen = record(form);
    await bookUntilFailure(form);
    submitButton(form).click();
    await until(() => seen.filter((e) => e.type === 'bookingerror').length === 2, 'two bookingerror events');
    const [first, second] = seen.filter((e) => e.type === 'bookingerror').map((e) => e.detail as Record<string, unknown>);
    expect(first).to.deep.include({ status: 502, reason: 'http' });
    expect(second.reason).to.equal('network');
    expect('status' in second).to.equal(false);
    expect(first.request).to.deep.equal(fetchStub.calls[0].body);
  });
});
