import { expect } from 'chai';
import { setViewport } from '@web/test-runner-commands';
import '../../dist/bali-widgets.js';
import { axeViolations } from '../../test/helpers/axe';
import { input, phoneIsLive } from '../../test/helpers/booking';
import { button, cleanup, fixture, q, shadow, type, until } from '../../test/helpers/dom';

const heading = (form: Element) => q(form, 'h3')?.textContent ?? '';

async function rendered(form: Element) {
  await until(() => q(form, 'input[name="name"]') && phoneIsLive(form), 'the form to render');
  return form as HTMLElement;
}

/** Records console.warn calls until restored. */
function recordWarnings() {
  const warnings: string[] = [];
  const original = console.warn;
  console.warn = (...args: unknown[]) => warnings.push(args.join(' '));
  return { warnings, restore: () => (console.warn = original) };
}

describe('the language as the page changes it', () => {
  let recorder: ReturnType<typeof recordWarnings> | undefined;
  afterEach(() => {
    recorder?.restore();
    recorder = undefined;
    document.documentElement.lang = 'en';
    cleanup();
  });

  it('follows <html lang>, then the element\'s own lang, keeping what was typed', async () => {
    document.documentElement.lang = 'de';
    const form = await rendered(fixture('<bali-booking-form></bali-booking-form>'));
    expect(heading(form)).to.equal('Kontaktdaten');
    await type(input(form, 'name'), 'Made Wirawan');
    await type(input(form, 'whatsapp'), '81234');
    document.documentElement.lang = 'ja-JP';
    await until(() => heading(form) === 'ご連絡先', 'Japanese');
    form.lang = 'ko';
    await until(() => heading(form) === '연락처 정보', 'Korean');
    expect(input(form, 'name').value).to.equal('Made Wirawan');
    expect(input(form, 'whatsapp').value.replace(/\D/g, '')).to.equal('6281234');
    form.removeAttribute('lang');
    await until(() => heading(form) === 'ご連絡先', 'back to the page\'s Japanese');
    // Removed, the element stops watching: a later change does nothing to it, and nothing fails.
    form.remove();
    document.documentElement.lang = 'fr';
    await new Promise((r) => requestAnimationFrame(r));
    expect(q(form, 'h3')).to.equal(null);
  });

  it('reads a lang above a shadow root the element is in', async () => {
    const host = fixture('<div lang="fr"></div>');
    const root = host.attachShadow({ mode: 'open' });
    root.innerHTML = '<section><bali-booking-form></bali-booking-form></section>';
    const form = await rendered(root.querySelector('bali-booking-form')!);
    expect(heading(form)).to.equal('Coordonnées');
    root.querySelector('section')!.lang = 'id';
    await until(() => heading(form) === 'Detail kontak', 'Indonesian from inside the shadow root');
  });

  it('speaks English for a language not shipped and for a tag the browser calls invalid', async () => {
    for (const tag of ['ru', 'C', 'en_US', 'tlh-Latn']) {
      const page = fixture(`<div lang="${tag}"><bali-booking-form></bali-booking-form></div>`);
      const form = await rendered(page.querySelector('bali-booking-form')!);
      expect(heading(form), tag).to.equal('Contact details');
      expect(q(form, '.frame')!.getAttribute('lang'), tag).to.equal('en');
    }
  });
});

describe('a site\'s own words (data-messages)', () => {
  let recorder: ReturnType<typeof recordWarnings> | undefined;
  afterEach(() => {
    recorder?.restore();
    recorder = undefined;
    cleanup();
  });

  const script = (json: string) => `<script type="application/json" data-messages>${json}</script>`;

  it('changes a text of a shipped language and keeps the others', async () => {
    const page = fixture(`<div lang="de"><bali-booking-form>${script('{"de": {"next": "Los geht\'s"}}')}</bali-booking-form></div>`);
    const form = await rendered(page.querySelector('bali-booking-form')!);
    expect(button(form, "Los geht's")).to.exist;
    expect(heading(form)).to.equal('Kontaktdaten');
  });

  it('adds a language: its texts where given, English where not; the carousel too', async () => {
    const messages = script('{"ru": {"contactTitle": "Контактные данные", "next": "Далее", "reviews": "Отзывы гостей"}}');
    const page = fixture(`<div lang="ru-RU"><bali-booking-form>${messages}</bali-booking-form><bali-reviews autoplay-delay="0">${messages}</bali-reviews></div>`);
    const form = await rendered(page.querySelector('bali-booking-form')!);
    expect(q(form, '.frame')!.getAttribute('lang')).to.equal('ru');
    expect(heading(form)).to.equal('Контактные данные');
    expect(button(form, 'Далее')).to.exist;
    expect(q(form, 'label[for="bf-name"]')!.textContent).to.equal('Full Name');
    const reviews = page.querySelector('bali-reviews')!;
    await until(() => q(reviews, '.slide'), 'the carousel');
    expect(q(reviews, 'section')!.getAttribute('aria-label')).to.equal('Отзывы гостей');
    // The messages script is not taken for the carousel's reviews: the six built-in ones show.
    expect(shadow(reviews).querySelectorAll('.slide')).to.have.length(6);
  });

  it('warns once, naming the keys an added language lacks (they would silently stay English)', async () => {
    recorder = recordWarnings();
    const page = fixture(`<div lang="ru"><bali-booking-form>${script('{"ru": {"next": "Далее"}}')}</bali-booking-form></div>`);
    const form = await rendered(page.querySelector('bali-booking-form')!);
    await until(() => recorder!.warnings.length, 'the warning');
    await type(input(form, 'name'), 'Ayu');
    expect(recorder.warnings).to.have.length(1);
    expect(recorder.warnings[0]).to.contain('"ru" lacks stepOf, contactTitle').and.contain('availabilityChoose').and.not.contain(' next,');
  });

  it('leaves out what it cannot use with one warning, and uses the rest', async () => {
    recorder = recordWarnings();
    const page = fixture(`<div lang="fr"><bali-booking-form>${script('{"fr": {"next": "Continuer", "nxt": "?", "back": 7}, "en_US": {}}')}</bali-booking-form></div>`);
    const form = await rendered(page.querySelector('bali-booking-form')!);
    expect(button(form, 'Continuer')).to.exist;
    await until(() => recorder!.warnings.length, 'the warning');
    await type(input(form, 'name'), 'Ayu');
    expect(recorder.warnings).to.have.length(1);
    expect(recorder.warnings[0]).to.contain('data-messages').and.contain('"fr.nxt"').and.contain('"fr.back"').and.contain('"en_US"');
  });

  it('a script that is not JSON: one warning, and the shipped texts', async () => {
    recorder = recordWarnings();
    const page = fixture(`<div lang="ko"><bali-booking-form>${script('{"ko": {"next": ')}</bali-booking-form></div>`);
    const form = await rendered(page.querySelector('bali-booking-form')!);
    expect(heading(form)).to.equal('연락처 정보');
    await until(() => recorder!.warnings.length, 'the warning');
    expect(recorder.warnings).to.have.length(1);
    expect(recorder.warnings[0]).to.contain('not valid JSON');
  });
});

describe('hard pages', () => {
  afterEach(async () => {
    cleanup();
    await setViewport({ width: 1280, height: 900 });
  });

  it('a right-to-left page around a German form, and a 40-letter German word in a 320 px column: usable, axe-clean, no sideways scroll', async () => {
    await setViewport({ width: 320, height: 800 });
    const word = 'Donaudampfschifffahrtsgesellschaftskapitän'.slice(0, 40);
    const messages = `<script type="application/json" data-messages>{"de": {"nameLabel": "${word}", "next": "${word}"}}</script>`;
    const page = fixture(`<div dir="rtl" lang="de"><bali-booking-form>${messages}</bali-booking-form><bali-reviews autoplay-delay="0"></bali-reviews></div>`);
    const form = await rendered(page.querySelector('bali-booking-form')!);
    expect(getComputedStyle(q(form, '.frame')!).direction).to.equal('ltr');
    button(form, word)!.click();
    await until(() => q(form, '#bf-name-error'), 'the messages');
    expect(q(form, '#bf-name-error')!.textContent).to.equal('Der Name muss mindestens 2 Zeichen lang sein.');
    expect(document.documentElement.scrollWidth).to.be.at.most(window.innerWidth);
    for (const el of [q(form, 'label[for="bf-name"]')!, button(form, word)!]) {
      expect(el.getBoundingClientRect().right, el.tagName).to.be.at.most(window.innerWidth);
    }
    expect(await axeViolations(form)).to.equal('');
    const reviews = page.querySelector('bali-reviews')!;
    await until(() => q(reviews, '.slide'), 'the carousel');
    expect(await axeViolations(reviews)).to.equal('');
  });
});
