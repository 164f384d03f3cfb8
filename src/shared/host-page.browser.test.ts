/**
 * The widgets on a hostile host page: realistic global CSS (a 62.5 % root font size, global button, input,
 * div and paragraph rules, a `*` rule for box-sizing and line-height) must not change how they look, and
 * the documented theming hooks (`--bali-*`, `::part()`) must still apply. Runs against the built bundle.
 */
import { expect } from 'chai';
import { setViewport } from '@web/test-runner-commands';
import '../../dist/bali-widgets.js';
import { button, cleanup, fixture, q, until } from '../../test/helpers/dom';
import { phoneIsLive } from '../../test/helpers/booking';

const HOSTILE = `
html { font-size: 62.5%; }
* { box-sizing: content-box; line-height: 3; }
body { font: italic 1.3rem/2 "Comic Sans MS", cursive; letter-spacing: .1em; color: #333; text-transform: lowercase; }
button { text-transform: uppercase; letter-spacing: .2em; background: red; padding: 40px; border: 4px dashed blue; font-size: 30px; }
input, select { border: 5px solid lime; padding: 20px; height: auto; font-size: 2rem; }
div { margin: 20px; }
p { color: magenta; margin: 3em; font-size: 2rem; }
img { max-width: 50%; border-radius: 0; }
article, section, label, h3 { padding: 9px; color: orange; font-size: 2rem; }
`;

const PROPS = [
  'fontFamily', 'fontSize', 'fontStyle', 'fontWeight', 'lineHeight', 'letterSpacing', 'textTransform', 'color',
  'backgroundColor', 'paddingTop', 'paddingLeft', 'marginTop', 'borderTopWidth', 'borderTopStyle', 'borderTopColor',
  'boxSizing', 'width', 'height',
] as const;

type Snapshot = Record<string, Record<string, string>>;

function style(el: Element | null | undefined, what: string): Record<string, string> {
  if (!el) throw new Error(`no ${what}`);
  const cs = getComputedStyle(el);
  const { width, height } = el.getBoundingClientRect();
  return { ...Object.fromEntries(PROPS.map((p) => [p, cs[p]])), boxWidth: width.toFixed(1), boxHeight: height.toFixed(1) };
}

function size(el: Element): Record<string, string> {
  const { width, height } = el.getBoundingClientRect();
  return { boxWidth: width.toFixed(1), boxHeight: height.toFixed(1) };
}

/** Computed styles and sizes of representative pieces of both widgets. */
function snapshot(form: HTMLElement, reviews: HTMLElement): Snapshot {
  const r = reviews.shadowRoot!;
  return {
    // The host element itself matches the page's `*` rule (its own line-height may change): only its size counts.
    'form host': size(form),
    'form card': style(q(form, '[part="form"]'), 'form card'),
    'step heading': style(q(form, 'h3'), 'heading'),
    'field label': style(q(form, 'label'), 'label'),
    'name input': style(q(form, 'input[name="name"]'), 'name input'),
    'phone input': style(q(form, 'input[name="whatsapp"]'), 'phone input'),
    'Next button': style(button(form, 'Next'), 'Next'),
    'reviews host': size(reviews),
    'review card': style(r.querySelector('[part="card"]'), 'card'),
    'review text': style(r.querySelector('[part="text"]'), 'text'),
    'review author': style(r.querySelector('[part="author"]'), 'author'),
    avatar: style(r.querySelector('[part="avatar"]'), 'avatar'),
    'next slide button': style(r.querySelector('[part~="next-button"]'), 'next slide'),
    'read more button': style(r.querySelector('[part~="read-more"]'), 'read more'),
  };
}

async function mountBoth(wrapperStyle = ''): Promise<{ form: HTMLElement; reviews: HTMLElement; wrapper: HTMLElement }> {
  // Fixed widths: the page's `div { margin }` may move the wrappers, not resize them.
  const wrapper = fixture(`<section style="width: 600px; ${wrapperStyle}">
    <span><bali-booking-form></bali-booking-form></span>
    <span><bali-reviews image-base-path="/demo/images" autoplay-delay="0"></bali-reviews></span>
  </section>`);
  const form = wrapper.querySelector<HTMLElement>('bali-booking-form')!;
  const reviews = wrapper.querySelector<HTMLElement>('bali-reviews')!;
  await until(() => q(form, 'input[name="name"]') && phoneIsLive(form) && reviews.shadowRoot?.querySelector('[part~="read-more"]'), 'both widgets to render');
  await until(() => [...reviews.shadowRoot!.querySelectorAll('img')].every((img) => img.complete), 'avatars to load');
  // keen-slider sizes the slides after its first measurement.
  await until(() => Math.abs(reviews.shadowRoot!.querySelector('.keen-slider__slide')!.getBoundingClientRect().width - 600) < 1, 'the slides to be sized');
  return { form, reviews, wrapper };
}

function addSheet(css: string): HTMLStyleElement {
  const sheet = document.createElement('style');
  sheet.textContent = css;
  document.head.append(sheet);
  return sheet;
}

describe('<bali-booking-form> and <bali-reviews> on a hostile host page', () => {
  let sheets: HTMLStyleElement[] = [];
  before(() => setViewport({ width: 1280, height: 900 }));
  afterEach(() => {
    for (const s of sheets) s.remove();
    sheets = [];
    cleanup();
  });

  it('look exactly the same with and without global resets, button/input rules and a 62.5 % root font size', async () => {
    const plain = await mountBoth();
    const before = snapshot(plain.form, plain.reviews);
    cleanup();

    sheets.push(addSheet(HOSTILE));
    // The page itself did change (the stylesheet is live)…
    expect(getComputedStyle(document.documentElement).fontSize).to.equal('10px');
    const hostile = await mountBoth();
    expect(getComputedStyle(hostile.wrapper).lineHeight).to.not.equal(getComputedStyle(document.createElement('div')).lineHeight);
    // …and the widgets did not.
    const after = snapshot(hostile.form, hostile.reviews);
    const changed = Object.keys(before).flatMap((part) =>
      Object.keys(before[part])
        .filter((prop) => after[part][prop] !== before[part][prop])
        .map((prop) => `${part} ${prop}: ${before[part][prop]} -> ${after[part][prop]}`),
    );
    expect(changed).to.deep.equal([]);
  });

  it('still take the --bali-* custom properties and ::part() rules of the site', async () => {
    sheets.push(addSheet(HOSTILE));
    sheets.push(
      addSheet(`
      bali-reviews::part(card) { border-top-width: 7px; }
      bali-booking-form::part(title) { text-transform: uppercase; }
      bali-booking-form::part(input) { border-radius: 0; }
    `),
    );
    const { form, reviews } = await mountBoth('--bali-accent: rgb(1, 2, 3); --bali-accent-contrast: rgb(250, 251, 252); --bali-radius: 3px; --bali-font: Georgia, serif; --bali-text: rgb(10, 20, 30)');
    const next = getComputedStyle(button(form, 'Next')!);
    expect(next.backgroundColor).to.equal('rgb(1, 2, 3)');
    expect(next.color).to.equal('rgb(250, 251, 252)');
    expect(getComputedStyle(q(form, '[part="form"]')!).borderTopLeftRadius).to.equal('3px');
    expect(getComputedStyle(q(form, 'label')!).fontFamily).to.equal('Georgia, serif');
    expect(getComputedStyle(q(form, 'label')!).color).to.equal('rgb(10, 20, 30)');
    expect(getComputedStyle(q(form, 'h3')!).textTransform).to.equal('uppercase');
    expect(getComputedStyle(q(form, 'input[name="email"]')!).borderTopLeftRadius).to.equal('0px');
    expect(getComputedStyle(q(form, 'input[name="whatsapp"]')!).borderTopLeftRadius).to.equal('0px');

    const r = reviews.shadowRoot!;
    expect(getComputedStyle(r.querySelector('[part~="next-button"]')!).backgroundColor).to.equal('rgb(1, 2, 3)');
    expect(getComputedStyle(r.querySelector('[part="card"]')!).borderTopWidth).to.equal('7px');
    expect(getComputedStyle(r.querySelector('[part="text"]')!).color).to.equal('rgb(10, 20, 30)');
  });
});

describe('<bali-booking-form> and <bali-reviews> on one page', () => {
  afterEach(() => cleanup());

  it('appear together: added in one task, both show their content in the same task (one frame)', async () => {
    const wrapper = document.createElement('section');
    wrapper.innerHTML = '<bali-booking-form></bali-booking-form><bali-reviews autoplay-delay="0"></bali-reviews>';
    const [form, reviews] = [...wrapper.children] as HTMLElement[];
    const filled = (el: HTMLElement) => (el.shadowRoot?.childElementCount ?? 0) > 0;
    // Mutation records are delivered at the end of the task that made them: each delivery shows what one
    // task rendered.
    const deliveries: string[] = [];
    const observer = new MutationObserver(() => deliveries.push(`form ${filled(form)}, reviews ${filled(reviews)}`));
    for (const el of [form, reviews]) observer.observe(el.shadowRoot!, { childList: true });
    fixture('<div></div>').append(wrapper);
    await until(() => filled(form) && filled(reviews), 'both widgets to render');
    observer.disconnect();
    expect(deliveries[0]).to.equal('form true, reviews true');
  });

  it('use the system font by default, with no missing family ahead of it (each costs a font lookup at start-up)', async () => {
    const { form, reviews } = await mountBoth();
    for (const el of [q(form, 'label'), reviews.shadowRoot!.querySelector('[part="text"]')]) {
      expect(getComputedStyle(el!).fontFamily.split(',')[0].trim()).to.equal('system-ui');
    }
  });
});
