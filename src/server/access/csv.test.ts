import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';

describe('csv', () => {
  it('quotes a cell with a quote, a comma or a line break, and doubles its quotes', () => {
    expect(csvCell('Made')).toBe('Made');
    expect(csvCell('Made, "the host"')).toBe('"Made, ""the host"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('two\r\nlines')).toBe('"two\r\nlines"');
  });

  it('neutralises cells a spreadsheet would run as a formula', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) expect(csvCell(`${start}1+1`).replace(/^"/, '')).toMatch(/^'/);
    expect(csvCell('=1+1')).toBe("'=1+1");
  });

  it('writes empty cells for null and undefined, a byte order mark and CRLF line ends', () => {
    expect(toCsv(['a', 'b'], [[null, undefined], [1, 'x']])).toBe('\uFEFFa,b\r\n,\r\n1,x\r\n');
  });
});
