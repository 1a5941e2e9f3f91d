import { describe, expect, it } from 'vitest';
import { csvRecord, spreadsheetText } from './csv';

describe('csvRecord (RFC 4180)', () => {
  it('joins plain fields with commas and ends the record with CRLF', () => {
    expect(csvRecord(['2026-11-20T10:00:00.000Z', 'send', '12.5', ''])).toBe(
      '2026-11-20T10:00:00.000Z,send,12.5,\r\n',
    );
  });

  it('quotes a field with a comma, a quote, CR or LF and doubles its quotes', () => {
    expect(csvRecord(['a,b', 'say "hi"', 'two\nlines', 'cr\rhere', 'x'])).toBe(
      '"a,b","say ""hi""","two\nlines","cr\rhere",x\r\n',
    );
    expect(csvRecord(['"'])).toBe('""""\r\n');
  });

  it('leaves unicode and spaces as they are', () => {
    expect(csvRecord([' rent · März ✓ ', 'Ω'])).toBe(' rent · März ✓ ,Ω\r\n');
  });
});

describe('spreadsheetText', () => {
  it('makes a memo that a spreadsheet would run as a formula plain text', () => {
    for (const memo of ['=HYPERLINK("x")', '+1', '-2', '@SUM(A1)', '\tx', '\rx']) {
      expect(spreadsheetText(memo)).toBe(`'${memo}`);
    }
    expect(spreadsheetText('rent for May')).toBe('rent for May');
    expect(spreadsheetText('')).toBe('');
  });
});
