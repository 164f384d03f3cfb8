import { describe, expect, it } from 'vitest';
import { containsPattern, searchTerms } from './search';

describe('searchTerms', () => {
  it('keeps text as typed, lower-cased and trimmed', () => {
    expect(searchTerms('  SARAH@ ')).toEqual({ text: 'sarah@' });
    expect(searchTerms('villa-samudra')).toEqual({ text: 'villa-samudra' });
    expect(searchTerms('   ')).toBeUndefined();
    expect(searchTerms(undefined)).toBeUndefined();
  });

  it('reads a phone number by its digits, without the trunk 0 of a number written as at home', () => {
    expect(searchTerms('0812 3456')).toEqual({ text: '0812 3456', digits: '8123456' });
    expect(searchTerms('+62 812-3456')).toEqual({ text: '+62 812-3456', digits: '628123456' });
    expect(searchTerms('(0812) 3456.7890')).toEqual({ text: '(0812) 3456.7890', digits: '81234567890' });
    expect(searchTerms('4915112')).toEqual({ text: '4915112', digits: '4915112' });
  });

  it('takes no digits from too short a number or from text with letters', () => {
    expect(searchTerms('08')).toEqual({ text: '08' });
    expect(searchTerms('villa 12')).toEqual({ text: 'villa 12' });
  });
});

describe('containsPattern', () => {
  it('escapes LIKE wildcards', () => {
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});
