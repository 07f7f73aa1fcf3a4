import { describe, expect, it } from 'vitest';
import { csvCell, csvLine } from './csv.ts';

describe('CSV cells', () => {
  it('quotes commas, quotes and line breaks (RFC 4180), and ends a line in CRLF', () => {
    expect(csvLine(['a,b', 'say "hi"', 'two\nlines', 3, null])).toBe('"a,b","say ""hi""","two\nlines",3,\r\n');
  });

  it('defuses cells a spreadsheet would run as formulas', () => {
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('+33 1')).toBe("'+33 1");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('=A1,B1')).toBe(`"'=A1,B1"`);
    expect(csvCell(-2)).toBe('-2');
    expect(csvCell('Anna')).toBe('Anna');
  });
});
