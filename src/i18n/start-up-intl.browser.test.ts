import { expect } from 'chai';
import '../../dist/bali-widgets.js';
import { cleanup, fixture, q, until } from '../../test/helpers/dom';

// Alone in its file: a fresh page, where no number formatter or locale object has been built yet.
describe('what the first paint builds of Intl', () => {
  const built: string[] = [];
  const intl = Intl as unknown as Record<string, new (...args: unknown[]) => object>;
  const originals = { NumberFormat: intl.NumberFormat, Locale: intl.Locale };
  before(() => {
    for (const [name, target] of Object.entries(originals)) {
      intl[name] = new Proxy(target, { construct: (t, args) => (built.push(`${name} ${args[0]}`), Reflect.construct(t, args)) });
    }
  });
  after(() => {
    Object.assign(intl, originals);
    cleanup();
  });

  it('shows "Step 1 of 2" and the carousel without an Intl.NumberFormat or Intl.Locale (the first of each loads engine data at start-up)', async () => {
    document.documentElement.lang = 'en';
    const form = fixture('<bali-booking-form></bali-booking-form>');
    const reviews = fixture('<bali-reviews></bali-reviews>');
    await until(() => q(form, 'input[name="name"]') && q(reviews, 'button[part~="next-button"]'), 'both widgets to render');
    expect(form.shadowRoot!.textContent).to.contain('Step 1 of 2');
    expect(built).to.deep.equal([]);
  });
});
