import { describe, expect, it } from 'vitest';
import { SHIPPED_LANGUAGES } from './catalogs';
import { fill } from './format';

describe('fill', () => {
  it.each(SHIPPED_LANGUAGES)('writes 0 to 999 in %s exactly as Intl.NumberFormat does (the plain-digit path)', (lang) => {
    const intl = new Intl.NumberFormat(lang);
    for (let n = 0; n < 1000; n++) expect(fill('{0}', lang, n)).toBe(intl.format(n));
  });

  it('formats larger, negative and fractional numbers with Intl in the language: 10,000 in English, 10.000 in German', () => {
    expect(fill('{0} {1} {2}', 'en', 10000, -5, 1.5)).toBe('10,000 -5 1.5');
    expect(fill('{0} {1}', 'de', 10000, 2.5)).toBe('10.000 2,5');
  });

  it("uses Intl for a language a site added, whose digits may not be Latin (Persian's ۳)", () => {
    expect(fill('{0} / {1}', 'fa', 3, 6)).toBe(`${new Intl.NumberFormat('fa').format(3)} / ${new Intl.NumberFormat('fa').format(6)}`);
    expect(fill('{0}', 'fa', 3)).not.toBe('3');
  });

  it('leaves a placeholder without a number as it is', () => {
    expect(fill('Step {0} of {1}', 'en', 1)).toBe('Step 1 of {1}');
  });
});
