import { expect } from 'chai';
import '../../dist/bali-widgets.js';
import { cleanup, shadow, type, until } from '../../test/helpers/dom';
import { errorOf, input, mountForm } from '../../test/helpers/booking';

const idle = () => new Promise((r) => requestIdleCallback(r, { timeout: 3000 }));

// Alone in its file: a fresh page, where no number formatter has been built yet.
describe('<bali-booking-form> work done by the keys that show a message', () => {
  const built: string[] = [];
  const intl = Intl as unknown as Record<string, new (...args: unknown[]) => object>;
  const original = intl.NumberFormat!;
  before(() => {
    intl.NumberFormat = new Proxy(original, { construct: (t, args) => (built.push(`NumberFormat ${args[0]}`), Reflect.construct(t, args)) });
  });
  after(() => {
    intl.NumberFormat = original;
    cleanup();
  });

  it('the first message to appear builds no number formatter in its key press (the messages are known by key from an idle moment before)', async () => {
    document.documentElement.lang = 'en';
    const form = await mountForm();
    await idle();
    await idle();
    const before = built.length;
    await type(input(form, 'name'), 'M');
    await until(() => errorOf(form, 'bf-name'), 'the name message');
    expect(errorOf(form, 'bf-name')).to.equal('Name must be at least 2 characters.');
    expect(built.slice(before)).to.deep.equal([]);
  });

  it('fields change colour at once when focused and when their message comes or goes: no transition runs while a guest types', async () => {
    const form = await mountForm();
    const running = () => shadow(form).getAnimations().map((a) => `${(a as CSSTransition).transitionProperty ?? a.constructor.name} on ${((a.effect as KeyframeEffect).target as Element).className}`);
    await type(input(form, 'email'), 'w');
    await until(() => errorOf(form, 'bf-email'), 'the e-mail message');
    expect(input(form, 'email').getAttribute('aria-invalid')).to.equal('true');
    expect(running()).to.deep.equal([]);
    await type(input(form, 'email'), 'ayan@example.com');
    await until(() => !errorOf(form, 'bf-email'), 'the e-mail message to go');
    expect(running()).to.deep.equal([]);
    const phone = shadow(form).querySelector<HTMLInputElement>('input[type="tel"]')!;
    await type(phone, '8');
    expect(running()).to.deep.equal([]);
  });
});
