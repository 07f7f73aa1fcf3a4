import { describe, expect, it } from 'vitest';
import { toCsv } from './csv.ts';

describe('toCsv', () => {
  it('writes the headers and cells as shown, quoting commas, quotes and line breaks', () => {
    expect(
      toCsv(
        ['Student', 'Letters'],
        [
          ['Lee, Ann', 4],
          ['Say "hi"\nthere', 0],
        ],
      ),
    ).toBe('\uFEFFStudent,Letters\r\n"Lee, Ann",4\r\n"Say ""hi""\nthere",0\r\n');
  });

  it('keeps a spreadsheet from running a name as a formula, but not a negative number', () => {
    expect(toCsv(['Name', 'Change'], [['=HYPERLINK("x")', -5]])).toBe('\uFEFFName,Change\r\n"\'=HYPERLINK(""x"")",-5\r\n');
  });

  it('keeps Arabic text as it is', () => {
    expect(toCsv(['الطالب'], [['سارة']])).toBe('\uFEFFالطالب\r\nسارة\r\n');
  });
});
