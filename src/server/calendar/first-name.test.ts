import { describe, expect, it } from 'vitest';
import { firstName } from './ics-export';

describe('the name the exported calendar shows', () => {
  it.each([
    ['Ji-woo Park', 'Ji-woo'],
    ['  Made   Wirawan ', 'Made'],
    ['李小龍', '李.'],
    ['山田太郎', '山.'],
    ['Madonna', 'M.'],
    ['ayu.putri@example.com', 'Guest'],
    ['ayu@example.com Putri', 'Guest'],
    ['', 'Guest'],
    ['👩🏽‍🦱Ayu', '👩🏽‍🦱.'],
    ['E\u0301mile', 'E\u0301.'],
    [`${'a'.repeat(60)} b`, 'a'.repeat(40)],
  ])('%j → %j', (name, shown) => expect(firstName(name)).toBe(shown));
});
