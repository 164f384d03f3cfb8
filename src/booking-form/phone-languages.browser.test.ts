import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import '../../dist/bali-widgets.js';
import { axeViolations } from '../../test/helpers/axe';
import { cleanup, q, shadow, type, until } from '../../test/helpers/dom';
import { input, mountForm } from '../../test/helpers/booking';

/** Opens the country list from the flag button; resolves with its search box. */
async function openList(form: Element) {
  (q(form, '.selected-flag') as HTMLElement).focus();
  await sendKeys({ press: 'Enter' });
  return until(() => q<HTMLInputElement>(form, '.country-list input[type="search"]'), 'the search box');
}

const options = (form: Element) => [...shadow(form).querySelectorAll<HTMLElement>('.country-list li.country')];
const codes = (form: Element) => options(form).map((li) => li.dataset.countryCode).join(',');
const nameOf = (form: Element, iso2: string) => q(form, `.country-list li[data-country-code="${iso2}"] .country-name`)?.textContent;
const flag = (form: Element) => q(form, '.selected-flag .flag')!.className;

/** Searches the open list for `query` (typed, as a guest would) and picks the first match with Enter. */
async function searchAndPick(form: Element, query: string, iso2: string) {
  const search = await openList(form);
  await type(search, query);
  await until(() => codes(form).split(',')[0] === iso2, `"${query}" -> ${iso2} first (got ${codes(form)})`);
  await sendKeys({ press: 'Enter' });
  await until(() => flag(form).includes(` ${iso2}`), `${iso2} picked`);
}

describe('<bali-booking-form> country picker in the page language', () => {
  afterEach(cleanup);

  it('in Korean: names and order in Korean, found by the Korean name, the English name and the calling code', async () => {
    const form = await mountForm('lang="ko"');
    await openList(form);
    expect(nameOf(form, 'id')).to.equal('인도네시아');
    expect(nameOf(form, 'kr')).to.equal('대한민국');
    // Sorted as Korean sorts: 가나 (Ghana) comes first, 홍콩 (Hong Kong) among the last.
    const names = options(form).map((li) => li.querySelector('.country-name')!.textContent!);
    expect(names).to.deep.equal([...names].sort(new Intl.Collator('ko').compare));
    expect(names[0]).to.equal('가나');
    expect(q(form, '.selected-flag')!.getAttribute('title')).to.equal('인도네시아: + 62');
    await sendKeys({ press: 'Escape' });

    await searchAndPick(form, '인도네시아', 'id');
    await searchAndPick(form, 'Australia', 'au');
    await searchAndPick(form, '+82', 'kr');
    expect(input(form, 'whatsapp').value).to.equal('+82');
    expect(await axeViolations(form)).to.equal('');
  });

  it('in French: "Indonésie" with or without its accent, and the default country stays as configured', async () => {
    const form = await mountForm('lang="fr" default-country="au"');
    expect(flag(form)).to.include(' au');
    expect(input(form, 'whatsapp').value).to.equal('+61');
    await openList(form);
    expect(nameOf(form, 'de')).to.equal('Allemagne');
    expect(nameOf(form, 'hk'), 'the short name, not the administrative title').to.equal('Hong Kong');
    await sendKeys({ press: 'Escape' });
    await searchAndPick(form, 'Indonésie', 'id');
    await searchAndPick(form, 'allemagne', 'de');
    await searchAndPick(form, 'etats-unis', 'us');
    // The former English names guests still use.
    await searchAndPick(form, 'turkey', 'tr');
  });

  it('in English (no lang): the names, the order and the search as before', async () => {
    const form = await mountForm();
    expect(flag(form)).to.include(' id');
    await openList(form);
    expect(nameOf(form, 'id')).to.equal('Indonesia');
    expect(nameOf(form, 'us')).to.equal('United States');
    expect(nameOf(form, 'gb')).to.equal('United Kingdom');
    expect(codes(form).split(',').slice(0, 3)).to.deep.equal(['af', 'al', 'dz']);
    expect(q(form, '.selected-flag')!.getAttribute('title')).to.equal('Indonesia: + 62');
    await sendKeys({ press: 'Escape' });
    await searchAndPick(form, 'india', 'in');
    await searchAndPick(form, 'germ', 'de');
    await searchAndPick(form, '+44', 'gb');
  });

  it('an invalid lang falls back to English names', async () => {
    const form = await mountForm('lang="en_US"');
    await openList(form);
    expect(nameOf(form, 'id')).to.equal('Indonesia');
  });
});
