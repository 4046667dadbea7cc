import { CsvSyntaxError, parseCsv, toCsv } from './rfc4180';

describe('RFC 4180 CSV', () => {
  test('plain fields, CRLF and LF line ends, blank lines skipped', () => {
    expect(parseCsv('a,b,c\r\n1,2,3\n\n4,,6\r\n')).toEqual([
      ['a', 'b', 'c'],
      ['1', '2', '3'],
      ['4', '', '6'],
    ]);
  });

  test('quoted fields hold commas, doubled quotes and line breaks', () => {
    expect(parseCsv('nombre,descripcion\r\n"Olla, grande","Dice ""hola""\r\nen dos líneas"\r\n')).toEqual([
      ['nombre', 'descripcion'],
      ['Olla, grande', 'Dice "hola"\r\nen dos líneas'],
    ]);
  });

  test('a byte-order mark at the start is skipped', () => {
    expect(parseCsv('\uFEFFnombre,precio\n"Café",10')).toEqual([
      ['nombre', 'precio'],
      ['Café', '10'],
    ]);
  });

  test('the last record needs no line end, and an empty last field is kept', () => {
    expect(parseCsv('a,b\n1,')).toEqual([
      ['a', 'b'],
      ['1', ''],
    ]);
  });

  test('an unclosed quote is an error naming its line', () => {
    expect(() => parseCsv('a,b\n1,"abierto\n2,3')).toThrow(CsvSyntaxError);
    try {
      parseCsv('a,b\n1,"abierto\n2,3');
    } catch (error) {
      expect((error as CsvSyntaxError).line).toBe(2);
    }
  });

  test('what toCsv writes, parseCsv reads back the same', () => {
    const records = [
      ['nombre', 'precio', 'nota'],
      ['Olla, "grande"', '10.5', ' espacio '],
      ['Línea\nnueva', '0', ''],
    ];
    const text = toCsv(records);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(parseCsv(text)).toEqual(records);
  });
});
