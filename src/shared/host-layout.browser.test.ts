/**
 * The widgets where site owners really put them: in containers that size to their content (centred hero
 * columns, flex rows, grids, <dialog>s, floats), inside hidden drawers, on right-to-left pages, under a CSS
 * reset that strips every element, and configured by scripts that run before the bundle.
 */
import { expect } from 'chai';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import '../../dist/bali-widgets.js';
import { cleanup, fixture, q, stubFetch, until } from '../../test/helpers/dom';
import { goToStep2, fillTrip, mountForm, phoneIsLive, submitButton } from '../../test/helpers/booking';

const BOTH = `<bali-booking-form></bali-booking-form><bali-reviews image-base-path="/demo/images" autoplay-delay="0"></bali-reviews>`;

async function rendered(root: ParentNode) {
  const form = root.querySelector<HTMLElement>('bali-booking-form')!;
  const reviews = root.querySelector<HTMLElement>('bali-reviews')!;
  await until(() => q(form, 'input[name="name"]') && phoneIsLive(form) && reviews.shadowRoot?.querySelector('[part="card"]'), 'both widgets');
  return { form, reviews };
}

const width = (el: Element) => el.getBoundingClientRect().width;

/** Wrappers that size their content to its own width. */
const CONTENT_SIZED: Record<string, string> = {
  'a flex row': '<div style="display: flex">%</div>',
  'a centred flex column': '<div style="display: flex; flex-direction: column; align-items: center">%</div>',
  'a centred grid': '<div style="display: grid; place-items: center">%</div>',
  'an auto grid column': '<div style="display: grid; grid-template-columns: auto 1fr"><div>%</div><p>Text</p></div>',
  'an inline-block': '<div style="display: inline-block">%</div>',
  'a float': '<div style="float: left">%</div>',
  'a table cell': '<table><tr><td>%</td></tr></table>',
  'an absolutely placed box': '<div style="position: relative; height: 1400px"><div style="position: absolute; left: 0; top: 0">%</div></div>',
};

describe('the widgets in containers that size to their content', () => {
  afterEach(async () => {
    cleanup();
    await setViewport({ width: 800, height: 600 });
  });

  for (const [name, html] of Object.entries(CONTENT_SIZED)) {
    it(`take 640 px in ${name} on a wide page, and no more than the screen on a phone`, async () => {
      await setViewport({ width: 1280, height: 900 });
      // One wrapper each: side by side in one flex row they would rightly share the row.
      const [formHtml, reviewsHtml] = BOTH.split('</bali-booking-form>');
      const { form, reviews } = await rendered(fixture(`<div>${html.replace('%', `${formHtml}</bali-booking-form>`)}${html.replace('%', reviewsHtml)}</div>`));
      for (const el of [form, reviews]) expect(width(el), `${el.localName} on a wide page`).to.be.closeTo(640, 1);
      expect(width(q(form, 'input[name="name"]')!)).to.be.greaterThan(400);

      await setViewport({ width: 360, height: 740 });
      await until(() => width(form) <= 360 && width(reviews) <= 360, 'the widgets within the phone screen');
      for (const el of [form, reviews]) expect(width(el), `${el.localName} on a phone`).to.be.greaterThan(200);
    });
  }

  const NARROW: Record<string, string> = {
    'a wrapper in a 280 px grid sidebar': '<aside style="width: 280px; display: grid; gap: 16px"><div>%</div></aside>',
    'a section in a 600 px grid column': '<main style="max-width: 600px; padding: 0 24px; display: grid"><section>%</section></main>',
    'a wrapper in a 500 px flex row': '<div style="display: flex; width: 500px"><div>%</div></div>',
    'a wrapper in a 280 px centred column': '<div style="display: flex; flex-direction: column; align-items: center; width: 280px"><div>%</div></div>',
    'an inline-block in a 280 px sidebar': '<aside style="width: 280px"><div style="display: inline-block">%</div></aside>',
    'a table cell in a 280 px sidebar': '<aside style="width: 280px"><table style="border-spacing: 0"><tr><td style="padding: 0">%</td></tr></table></aside>',
  };
  for (const [name, html] of Object.entries(NARROW)) {
    it(`fit ${name}: as wide as it, never wider`, async () => {
      await setViewport({ width: 1280, height: 900 });
      const wrapper = fixture(`<div>${html.replace('%', BOTH)}</div>`);
      const { form, reviews } = await rendered(wrapper);
      const column = wrapper.firstElementChild as HTMLElement;
      const room = column.clientWidth - parseFloat(getComputedStyle(column).paddingLeft) - parseFloat(getComputedStyle(column).paddingRight);
      for (const el of [form, reviews]) expect(width(el), el.localName).to.be.closeTo(Math.min(room, 640), 1);
    });
  }

  it('fill a <dialog> opened as a modal, as wide as the dialog lets them', async () => {
    await setViewport({ width: 1280, height: 900 });
    const dialog = fixture<HTMLDialogElement>(`<dialog><h2>Request a booking</h2>${BOTH}</dialog>`);
    dialog.showModal();
    const { form, reviews } = await rendered(dialog);
    for (const el of [form, reviews]) expect(width(el), el.localName).to.be.closeTo(640, 1);
    dialog.close();
  });
});

describe('the widgets in the host page', () => {
  afterEach(() => cleanup());

  it('are hidden and click-through with a container hidden by visibility or pointer-events (closed drawers)', async () => {
    const wrapper = fixture(`<div style="visibility: hidden; pointer-events: none">${BOTH}</div>`);
    const { form, reviews } = await rendered(wrapper);
    for (const el of [q(form, 'input[name="name"]')!, reviews.shadowRoot!.querySelector('[part="card"]')!]) {
      expect(getComputedStyle(el).visibility).to.equal('hidden');
      expect(getComputedStyle(el).pointerEvents).to.equal('none');
    }
    wrapper.style.visibility = 'visible';
    wrapper.style.pointerEvents = 'auto';
    expect(getComputedStyle(q(form, 'input[name="name"]')!).visibility).to.equal('visible');
  });

  it('keep their narrow layout under a CSS reset that strips every element (`all: unset`)', async () => {
    fixture('<style>*:where(:not(html, iframe, canvas, img, svg, video, audio):not(svg *, symbol *)) { all: unset; display: revert; }</style>');
    const { form, reviews } = await rendered(fixture(`<div style="display: block; width: 400px">${BOTH}</div>`));
    // At 400 px: the card's padding of the narrow layout, and no position dots.
    expect(getComputedStyle(q(form, '[part="form"]')!).paddingLeft).to.equal('16px');
    expect(getComputedStyle(reviews.shadowRoot!.querySelector('[part="position"] .dot')!).display).to.equal('none');
    expect(width(q(form, '[part="form"]')!)).to.be.closeTo(400, 1);
  });

  it('stay English, left to right, on a right-to-left page: text, and the country list under its field', async () => {
    const { form, reviews } = await rendered(fixture(`<div dir="rtl" lang="ar" style="width: 600px">${BOTH}</div>`));
    for (const root of [q(form, '.frame')!, reviews.shadowRoot!.querySelector('[part="carousel"]')!]) {
      expect(root.getAttribute('lang')).to.equal('en');
      expect(getComputedStyle(root).direction).to.equal('ltr');
    }
    expect(getComputedStyle(q(form, 'input[name="name"]')!).textAlign).to.be.oneOf(['start', 'left']);
    q(form, '.selected-flag')!.focus();
    await sendKeys({ press: 'Enter' });
    const list = await until(() => q(form, '.country-list'), 'the country list');
    const field = q(form, '.react-tel-input')!.getBoundingClientRect();
    expect(list.getBoundingClientRect().left).to.be.closeTo(field.left, 1);
  });
});

describe('the widgets configured by scripts', () => {
  let fetchStub: ReturnType<typeof stubFetch> | undefined;
  afterEach(() => {
    fetchStub?.restore();
    fetchStub = undefined;
    cleanup();
  });

  type Form = HTMLElement & { endpoint?: string };

  /** A form made before the bundle ran (in a document without our definitions), then put on the page. */
  async function earlyForm(prepare: (form: Form) => void): Promise<Form> {
    const early = document.implementation.createHTMLDocument('').createElement('bali-booking-form') as Form;
    prepare(early);
    const holder = fixture('<div></div>');
    holder.append(document.adoptNode(early));
    const form = holder.querySelector<Form>('bali-booking-form')!;
    await until(() => q(form, 'input[name="name"]') && phoneIsLive(form), 'the form');
    return form;
  }

  /** Books with `form`; resolves with the URL the request went to. */
  async function endpointUsed(form: HTMLElement): Promise<string> {
    fetchStub = stubFetch(() => 201);
    await goToStep2(form);
    await fillTrip(form);
    submitButton(form).click();
    await until(() => fetchStub!.calls.length === 1, 'the request');
    return fetchStub.calls[0].url;
  }

  it('use properties set before the bundle defined the tags (a classic script runs first)', async () => {
    const form = await earlyForm((f) => (f.endpoint = '/api/early'));
    expect(form.endpoint).to.equal('/api/early');
    expect(form.getAttribute('endpoint')).to.equal('/api/early');
    expect(await endpointUsed(form)).to.equal('/api/early');
  });

  it('an early property wins over the attribute it replaced (the attribute then says the same)', async () => {
    const form = await earlyForm((f) => {
      f.setAttribute('endpoint', '/from-attribute');
      f.endpoint = '/from-property';
    });
    expect(form.getAttribute('endpoint')).to.equal('/from-property');
    expect(form.endpoint).to.equal('/from-property');
    expect(await endpointUsed(form)).to.equal('/from-property');
  });

  it('go back to the default when an attribute is removed or emptied', async () => {
    const form = await mountForm('endpoint="/api/custom"');
    form.removeAttribute('endpoint');
    expect(await endpointUsed(form)).to.equal('/api/book-accommodation');

    // A file the test server has, standing in for Next.js's optimizer: a 404 would turn the avatar into its
    // letter fallback before it could be read.
    const OPTIMIZER = '/demo/images/kenji.jpg';
    const reviews = fixture(`<bali-reviews image-base-path="/demo/images" image-optimizer="${OPTIMIZER}" autoplay-delay="0"></bali-reviews>`);
    const avatar = () => reviews.shadowRoot?.querySelector<HTMLImageElement>('[part="avatar"]')?.getAttribute('src') ?? '';
    await until(() => avatar().startsWith(`${OPTIMIZER}?url=`), 'optimised avatars');
    reviews.removeAttribute('image-optimizer');
    await until(() => avatar() === '/demo/images/ayu.jpg', 'plain avatars again');
    reviews.setAttribute('image-optimizer', OPTIMIZER);
    await until(() => avatar().startsWith(`${OPTIMIZER}?url=`), 'optimised avatars again');
    reviews.setAttribute('image-optimizer', '');
    await until(() => avatar() === '/demo/images/ayu.jpg', 'plain avatars for an empty attribute');
  });

  it('a property set to undefined or null removes its attribute: the default, not the text "undefined"', async () => {
    const reviews = fixture('<bali-reviews autoplay-delay="2000"></bali-reviews>') as HTMLElement & { autoplayDelay?: number | null };
    const form = await mountForm('endpoint="/api/custom"');
    for (const empty of [undefined, null]) {
      reviews.autoplayDelay = 4000;
      expect(reviews.getAttribute('autoplay-delay')).to.equal('4000');
      reviews.autoplayDelay = empty;
      expect(reviews.hasAttribute('autoplay-delay'), `autoplay-delay after ${empty}`).to.equal(false);
      expect(reviews.autoplayDelay, 'read back').to.equal(undefined);
      (form as HTMLElement & { endpoint?: string | null }).endpoint = empty;
      expect(form.hasAttribute('endpoint'), `endpoint after ${empty}`).to.equal(false);
    }
    expect(await endpointUsed(form)).to.equal('/api/book-accommodation');
  });
});
