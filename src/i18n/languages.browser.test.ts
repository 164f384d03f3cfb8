import { expect } from 'chai';
import { setViewport } from '@web/test-runner-commands';
import '../../dist/bali-widgets.js';
import { axeViolations } from '../../test/helpers/axe';
import { fillContact, fillTrip, input, isoIn, phoneIsLive } from '../../test/helpers/booking';
import { button, cleanup, fixture, pick, q, shadow, stubFetch, type, until } from '../../test/helpers/dom';
import { languageFor } from './language';

/** Each shipped language, declared on the page as sites write it (a region, or the language alone). */
const PAGES = [
  ['en-AU', 'en'],
  ['id', 'id'],
  ['zh-CN', 'zh'],
  ['zh-TW', 'zh-Hant'],
  ['ko-KR', 'ko'],
  ['ja', 'ja'],
  ['fr-FR', 'fr'],
  ['de-AT', 'de'],
] as const;

const errorOf = (form: Element, id: string) => q(form, `#${id}-error`)?.textContent ?? null;
const heading = (form: Element) => q(form, 'h3')?.textContent ?? '';

/** A booking form and a carousel on a page in `tag`. */
async function mountPage(tag: string) {
  const page = fixture(`<div lang="${tag}"><bali-booking-form></bali-booking-form><bali-reviews autoplay-delay="0" image-base-path="/demo/images"></bali-reviews></div>`);
  const form = page.querySelector('bali-booking-form')!;
  const reviews = page.querySelector('bali-reviews')!;
  await until(() => q(form, 'input[name="name"]') && phoneIsLive(form) && q(reviews, '.slide'), 'both widgets to render');
  return { page, form, reviews };
}

/** Waits for the step slide to finish: axe would sample colours halfway through the fade. */
const settled = (form: Element) =>
  until(() => {
    const panels = shadow(form).querySelectorAll('.booking__panel');
    return panels.length === 1 && getComputedStyle(panels[0]).opacity === '1';
  }, 'the slide to settle');

for (const [tag, lang] of PAGES) {
  const { t, format } = languageFor(lang, {});

  describe(`both widgets on a page in ${tag}`, () => {
    let fetchStub: ReturnType<typeof stubFetch> | undefined;
    afterEach(() => {
      fetchStub?.restore();
      cleanup();
    });

    it(`book in ${lang}: messages, banner, a date message, the failure, success; the request says Accept-Language: ${lang}`, async () => {
      fetchStub = stubFetch((_call, index) => (index === 0 ? 500 : 201));
      const { form } = await mountPage(tag);
      expect(q(form, '.frame')!.getAttribute('lang')).to.equal(lang);
      expect(heading(form)).to.equal(t.contactTitle);
      expect(q(form, '.step-header__count')!.textContent).to.equal(format('stepOf', 1));
      expect(q(form, 'label[for="bf-name"]')!.textContent).to.equal(t.nameLabel);
      expect(input(form, 'email').placeholder).to.equal(t.emailPlaceholder);
      expect(input(form, 'whatsapp').placeholder).to.equal(t.whatsappPlaceholder);

      button(form, t.next)!.click();
      await until(() => q(form, '.banner'), 'the banner');
      expect(q(form, '.banner')!.textContent).to.equal(t.banner);
      expect(errorOf(form, 'bf-name')).to.equal(t.name);
      expect(errorOf(form, 'bf-email')).to.equal(t.email);
      expect(errorOf(form, 'bf-whatsapp')).to.equal(t.whatsapp);

      await fillContact(form);
      button(form, t.next)!.click();
      await until(() => q(form, 'input[name="checkIn"]'), 'step 2');
      expect(heading(form)).to.equal(t.tripTitle);
      expect(q(form, '.tiles legend')!.textContent).to.equal(t.travelLegend);
      expect([...shadow(form).querySelectorAll('.tile__label')].map((l) => l.textContent)).to.deep.equal([
        t.tripHoliday, t.tripNomad, t.tripHoneymoon, t.tripFamily, t.tripWellness, t.tripLongStay,
      ]);

      await fillTrip(form, { checkIn: isoIn(10), checkOut: isoIn(5) });
      await until(() => errorOf(form, 'bf-check-out'), 'the date message');
      expect(errorOf(form, 'bf-check-out')).to.equal(t.checkOutOrder);
      pick(input(form, 'checkOut'), isoIn(14));
      await until(() => !errorOf(form, 'bf-check-out'), 'the date message to go');

      button(form, t.book)!.click();
      await until(() => q(form, '.failure'), 'the failure message');
      expect(q(form, '.failure')!.textContent).to.equal(t.failure);

      button(form, t.book)!.click();
      await until(() => q(form, '.success'), 'success');
      expect(q(form, '.success__title')!.textContent).to.equal(t.successTitle);
      expect(q(form, '.success__text')!.textContent).to.equal(t.successText);
      expect(button(form, t.another)).to.exist;

      expect(fetchStub.calls.map((c) => c.headers['Accept-Language'])).to.deep.equal([lang, lang]);
      // The payload does not change: the tags sent are the English ones.
      expect((fetchStub.calls[1].body as { travelType: string[] }).travelType).to.deep.equal(['Airbnb Guest - Holiday/ vacation', 'Airbnb Guest - Honeymoon']);
    });

    it(`the country search speaks ${lang}: its name, placeholder, list name and "none found"`, async () => {
      const { form } = await mountPage(tag);
      q(form, '.selected-flag')!.click();
      const search = await until(() => q<HTMLInputElement>(form, '.country-list input'), 'the country list');
      expect(search.getAttribute('aria-label')).to.equal(t.countrySearch);
      expect(search.placeholder).to.equal(t.countrySearch);
      expect(q(form, '[role="listbox"]')!.getAttribute('aria-label')).to.equal(t.countryList);
      await type(search, 'zzzz');
      await until(() => q(form, '.country-list [role="status"]')?.textContent?.includes(t.countryNotFound), '"none found"');
    });

    it(`the carousel speaks ${lang}: its region, buttons, slides, stars and Read more`, async () => {
      const { reviews } = await mountPage(tag);
      const region = q(reviews, 'section')!;
      expect(region.getAttribute('lang')).to.equal(lang);
      expect(region.getAttribute('aria-label')).to.equal(t.reviews);
      expect(region.getAttribute('aria-roledescription')).to.equal(t.carousel);
      expect(q(reviews, '[part~="previous-button"]')!.getAttribute('aria-label')).to.equal(t.previousSlide);
      expect(q(reviews, '[part~="next-button"]')!.getAttribute('aria-label')).to.equal(t.nextSlide);
      const slides = [...shadow(reviews).querySelectorAll('.slide')];
      expect(slides[2].getAttribute('aria-label')).to.equal(format('slideOf', 3, 6));
      expect(slides[0].getAttribute('aria-roledescription')).to.equal(t.slide);
      expect(q(reviews, '[part="stars"]')!.getAttribute('aria-label')).to.equal(format('rated', 5));
      const more = await until(() => q(reviews, '.slide:not([inert]) .read-more'), 'Read more');
      expect(more.textContent).to.equal(t.readMore);
      more.click();
      await until(() => more.textContent === t.readLess, 'Read less');
      // The built-in reviews are guests' words, quoted in English.
      expect(q(reviews, '.slide:not([inert]) blockquote')!.getAttribute('lang')).to.equal('en');
    });

    for (const width of [320, 1280]) {
      it(`is axe-clean at ${width} px in ${lang} (step 1 with messages, step 2, the carousel), with no sideways scroll`, async () => {
        await setViewport({ width, height: 900 });
        const { form, reviews } = await mountPage(tag);
        button(form, t.next)!.click();
        await until(() => errorOf(form, 'bf-name'), 'the messages');
        expect(await axeViolations(form), 'step 1 with messages').to.equal('');
        expect(document.documentElement.scrollWidth, 'page width').to.be.at.most(window.innerWidth);
        await fillContact(form);
        button(form, t.next)!.click();
        await until(() => q(form, 'input[name="checkIn"]'), 'step 2');
        await settled(form);
        button(form, t.book)!.click();
        await until(() => errorOf(form, 'bf-check-in'), 'the step 2 messages');
        expect(await axeViolations(form), 'step 2 with messages').to.equal('');
        expect(await axeViolations(reviews), 'the carousel').to.equal('');
        expect(document.documentElement.scrollWidth, 'page width').to.be.at.most(window.innerWidth);
        await setViewport({ width: 1280, height: 900 });
      });
    }
  });
}
