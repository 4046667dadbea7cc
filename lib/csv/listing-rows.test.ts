import { checkListingRows, listingRecords, MAX_IMPORT_ROWS } from './listing-rows';
import { parseCsv, toCsv } from './rfc4180';

const HOGAR = 'c'.repeat(24);
const categoryId = (name: string) => (name.toLowerCase() === 'hogar' ? HOGAR : undefined);
const HEADER = 'nombre,descripcion,precio,categoria,existencias,barco';

describe('listing rows of a CSV', () => {
  test('a good row becomes the same input the create form sends', () => {
    const checked = checkListingRows(parseCsv(`${HEADER}\r\nOlla arrocera,"Olla, 1.8 L",25.5,Hogar,10,sí\r\n`), categoryId);
    expect(checked.errors).toEqual([]);
    expect(checked.valid).toHaveLength(1);
    expect(checked.valid[0]).toMatchObject({
      row: 2,
      input: { name: 'Olla arrocera', description: 'Olla, 1.8 L', price: 25.5, category: HOGAR, availableCount: 10, shippingBySea: true, maxCount: 5 },
    });
  });

  test('each bad row is reported with its row number, column and a Spanish message', () => {
    const csv = `${HEADER}\nBien,,10,Hogar,1,no\n,,10,Hogar,1,no\nCaro,,abc,Hogar,1,no\nOtra,,10,Juguetes,1,quizá\nGratis,,0,Hogar,1,no\n`;
    const checked = checkListingRows(parseCsv(csv), categoryId);
    expect(checked.valid.map((v) => v.row)).toEqual([2]);
    expect(checked.invalidRows).toBe(4);
    expect(checked.errors).toEqual([
      { row: 3, column: 'nombre', message: 'Debe poner el nombre del producto.' },
      { row: 4, column: 'precio', message: 'debe ser un número' },
      { row: 5, column: 'categoria', message: 'no existe esa categoría' },
      { row: 5, column: 'barco', message: 'escriba sí o no' },
      { row: 6, column: 'precio', message: 'El precio debe estar entre 0.01 y 100000 USD.' },
    ]);
  });

  test('headers forgive accents, case and spaces; unknown or missing columns refuse the file', () => {
    expect(checkListingRows(parseCsv('Nombre,Descripción,PRECIO,Categoría,Existencias,Entrega rápida\nA,,1,Hogar,1,si'), categoryId).valid).toHaveLength(1);
    expect(checkListingRows(parseCsv('nombre,precio,color\nA,1,rojo'), categoryId).fileErrors).toEqual([
      'Columna desconocida: color',
      'Falta la columna categoria',
      'Falta la columna existencias',
    ]);
    expect(checkListingRows(parseCsv(HEADER), categoryId).fileErrors).toEqual(['El archivo no tiene filas de anuncios.']);
    const many = [HEADER, ...Array.from({ length: MAX_IMPORT_ROWS + 1 }, (_, i) => `P${i},,1,Hogar,1,no`)].join('\n');
    expect(checkListingRows(parseCsv(many), categoryId).fileErrors).toEqual([`Importe como máximo ${MAX_IMPORT_ROWS} anuncios por archivo.`]);
  });

  test('what the export writes, the import reads back', () => {
    const listing = {
      name: 'Televisor, 55"',
      description: 'Línea 1\nLínea 2',
      price: 300,
      categoryName: 'Hogar',
      availableCount: 2,
      maxCount: 3,
      weight: 12.5,
      large: 130,
      height: 80,
      width: 10,
      shippingBySea: true,
      fastDelivery: false,
      mainImageUrl: '/demo/tv.webp',
    };
    const checked = checkListingRows(parseCsv(toCsv(listingRecords([listing]))), categoryId);
    expect(checked.errors).toEqual([]);
    expect(checked.valid[0].input).toMatchObject({
      name: listing.name,
      description: listing.description,
      price: 300,
      category: HOGAR,
      availableCount: 2,
      maxCount: 3,
      weight: 12.5,
      large: 130,
      height: 80,
      width: 10,
      shippingBySea: true,
      fastDelivery: false,
      mainImageUrl: '/demo/tv.webp',
    });
  });

  test('text a spreadsheet would run as a formula is exported as text, and imports back as it was', () => {
    const formulas = ['=HYPERLINK("http://example.com","Ver")', "+cmd|' /C calc'!A0", '@SUM(1+1)', '-2+3'];
    const listings = formulas.map((name) => ({
      name,
      description: name,
      price: 5,
      categoryName: 'Hogar',
      availableCount: 1,
      maxCount: 1,
      weight: 1,
      large: 1,
      height: 1,
      width: 1,
      shippingBySea: false,
      fastDelivery: false,
      mainImageUrl: '',
    }));
    const records = listingRecords(listings);
    for (const [index, formula] of formulas.entries()) {
      expect(records[index + 1][0]).toBe(`'${formula}`);
      expect(records[index + 1][1]).toBe(`'${formula}`);
    }
    const checked = checkListingRows(parseCsv(toCsv(records)), categoryId);
    expect(checked.valid.map((row) => row.input.name)).toEqual(formulas);
  });

  test('control characters the JSON routes refuse are refused in a cell too; a description keeps its line breaks', () => {
    const file = `${HEADER}\n"A\u0000B",,1,Hogar,1,no\nC\u0007,,1,Hogar,1,no\n"D\r\nE",,1,Hogar,1,no\nF,"uno\r\ndos",1,Hogar,1,no`;
    const checked = checkListingRows(parseCsv(file), categoryId);
    expect(checked.errors).toEqual([
      { row: 2, column: 'nombre', message: 'contiene caracteres no permitidos' },
      { row: 3, column: 'nombre', message: 'contiene caracteres no permitidos' },
      { row: 4, column: 'nombre', message: 'contiene caracteres no permitidos' },
    ]);
    expect(checked.valid.map((row) => row.input.description)).toEqual(['uno\ndos']);
  });
});
