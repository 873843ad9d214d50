import { csvLine } from './csv-row';

describe('csvLine', () => {
  it('separates with ; and ends with CRLF, quoting only when needed', () => {
    expect(csvLine(['a', 1, null, undefined, 'é'])).toBe('a;1;;;é\r\n');
    expect(csvLine(['x;y', 'say "hi"', 'two\nlines', ' padded'])).toBe(
      '"x;y";"say ""hi""";"two\nlines";" padded"\r\n',
    );
  });

  it('neutralises cells that a spreadsheet would run as formulas', () => {
    expect(csvLine(['=SUM(A1)', '+33 1', '-x', '@cmd', 'ok'])).toBe(
      "'=SUM(A1);'+33 1;'-x;'@cmd;ok\r\n",
    );
  });
});
