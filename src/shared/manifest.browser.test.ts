/**
 * The built dist/custom-elements.json against the built elements in Chromium: the registered classes
 * observe exactly the manifest's attributes, expose its properties (parsed from the attributes), fire its
 * events on the element, and render its parts.
 */
import { expect } from 'chai';
import '../../dist/bali-widgets.js';
import { button, cleanup, fixture, q, shadow, until } from '../../test/helpers/dom';
import { fillTrip, goToStep2, phoneIsLive, submitButton } from '../../test/helpers/booking';

type Decl = {
  tagName: string;
  attributes: { name: string; type: { text: string }; fieldName: string }[];
  members: { name: string; attribute: string }[];
  events: { name: string }[];
  cssParts: { name: string }[];
  cssProperties: { name: string }[];
};

let declarations: Record<string, Decl>;

before(async () => {
  const manifest = await (await fetch('/dist/custom-elements.json')).json();
  declarations = Object.fromEntries(manifest.modules[0].declarations.map((d: Decl) => [d.tagName, d]));
});
afterEach(cleanup);

const partsIn = (host: Element) => new Set([...shadow(host).querySelectorAll('[part]')].flatMap((el) => el.getAttribute('part')!.split(/\s+/)));

describe('dist/custom-elements.json', () => {
  it('declares exactly the registered elements', () => {
    expect(Object.keys(declarations).sort()).to.deep.equal(['bali-booking-form', 'bali-reviews']);
    for (const tag of Object.keys(declarations)) expect(customElements.get(tag), tag).to.be.a('function');
  });

  for (const tag of ['bali-booking-form', 'bali-reviews']) {
    it(`<${tag}>: observed attributes and properties are the manifest's`, () => {
      const decl = declarations[tag];
      const observed = (customElements.get(tag) as unknown as { observedAttributes: string[] }).observedAttributes;
      expect([...observed].sort()).to.deep.equal(decl.attributes.map((a) => a.name).sort());
      const el = document.createElement(tag);
      for (const a of decl.attributes) {
        expect(a.fieldName in el, `${a.fieldName} property`).to.equal(true);
        el.setAttribute(a.name, a.type.text === 'number' ? '1234' : 'x-value');
        expect((el as unknown as Record<string, unknown>)[a.fieldName]).to.equal(a.type.text === 'number' ? 1234 : 'x-value');
      }
      expect(decl.members.map((m) => [m.name, m.attribute])).to.deep.equal(decl.attributes.map((a) => [a.fieldName, a.name]));
    });
  }

  it('<bali-booking-form>: fires the manifest\'s events and renders its parts', async () => {
    const decl = declarations['bali-booking-form'];
    const form = fixture('<bali-booking-form></bali-booking-form>');
    const fired = new Set<string>();
    for (const e of decl.events) document.addEventListener(e.name, () => fired.add(e.name), { once: true });
    await until(() => q(form, 'input[name="name"]') && phoneIsLive(form), 'the form');
    const seen = partsIn(form);
    button(form, 'Next')!.click();
    await until(() => q(form, '[part="banner"]') && q(form, '[part="error"]'), 'the banner and the field messages');
    partsIn(form).forEach((p) => seen.add(p));
    const original = window.fetch;
    window.fetch = (() => Promise.reject(new TypeError('offline'))) as typeof fetch;
    try {
      await goToStep2(form);
      partsIn(form).forEach((p) => seen.add(p));
      // "Every field label": the legends of Budget and the travel purposes too, not only the <label>s.
      const labels = [...shadow(form).querySelectorAll('label.field__label, legend')];
      expect(labels.map((el) => el.textContent)).to.include.members(['Check-in', 'Budget', 'What brings you to Bali?']);
      for (const el of labels) expect(el.part.contains('label'), el.textContent!).to.equal(true);
      await fillTrip(form);
      submitButton(form).click();
      await until(() => q(form, '[part="failure"]'), 'the failure message');
      partsIn(form).forEach((p) => seen.add(p));
      window.fetch = (() => Promise.resolve(new Response('{}', { status: 201 }))) as typeof fetch;
      submitButton(form).click();
      await until(() => q(form, '[part="success"]'), 'the success screen');
      partsIn(form).forEach((p) => seen.add(p));
    } finally {
      window.fetch = original;
    }
    expect([...fired].sort()).to.deep.equal(decl.events.map((e) => e.name).sort());
    expect([...seen].sort()).to.deep.equal(decl.cssParts.map((p) => p.name).sort());
  });

  it('<bali-reviews>: fires the manifest\'s events and renders its parts', async () => {
    const decl = declarations['bali-reviews'];
    const reviews = fixture('<bali-reviews autoplay-delay="0" image-base-path="/demo/images" style="width: 700px"></bali-reviews>');
    const fired = new Set<string>();
    for (const e of decl.events) document.addEventListener(e.name, () => fired.add(e.name), { once: true });
    await until(() => q(reviews, '[part~="read-more"]'), 'the carousel');
    (q(reviews, '[part~="next-button"]') as HTMLButtonElement).click();
    await until(() => fired.size === decl.events.length, 'every event');
    const withRotation = fixture('<bali-reviews image-base-path="/demo/images"></bali-reviews>');
    await until(() => q(withRotation, '[part~="rotation-button"]'), 'the rotation button');
    // A receiver's reviews (the test server's stand-in) carry the month, the origin and the owner's reply.
    const fromSource = fixture('<bali-reviews autoplay-delay="0" source="/__test/reviews?case=ok"></bali-reviews>');
    await until(() => q(fromSource, '[part~="reply"]'), 'the receiver\'s reviews');
    const seen = new Set([...partsIn(reviews), ...partsIn(withRotation), ...partsIn(fromSource)]);
    expect([...seen].sort()).to.deep.equal(decl.cssParts.map((p) => p.name).sort());
  });
});
