import * as csv from '@/app/api/productsImport/csv/route';
import { Product } from '@/models/Product';
import { useTestDatabase } from '@/scripts/test-support/db';
import { createCategory, createProduct, createUser } from '@/scripts/test-support/fixtures';
import { call } from '@/scripts/test-support/http';
import type { CsvImportReport } from '@/lib/csv/listings-service';
import { messages } from '@/lib/messages';
import { User } from '@/models/User';
import { parseCsv } from '@/lib/csv/rfc4180';

const HEADER = 'nombre,descripcion,precio,categoria,existencias,barco';

async function upload(token: string, text: string, confirmValid = false) {
  const url = `/api/productsImport/csv${confirmValid ? '?confirmValid=true' : ''}`;
  return call<CsvImportReport>(csv.POST, { url, method: 'POST', body: text, token, headers: { 'content-type': 'text/csv' } });
}

async function download(token: string): Promise<{ status: number; text: string; type: string | null }> {
  const response = await csv.GET(new Request('http://localhost/api/productsImport/csv', { headers: { authorization: token } }), {
    params: Promise.resolve({}),
  });
  return { status: response.status, text: await response.text(), type: response.headers.get('content-type') };
}

describe("CSV import and export of a seller's listings", () => {
  useTestDatabase();
  let seller: { token: string; id: string };

  beforeEach(async () => {
    await Product.deleteMany({});
    await createCategory('Hogar');
    const created = await createUser({ isImportCompany: true });
    seller = { token: created.token, id: String(created.user._id) };
  });

  const mine = () => Product.find({ user: seller.id }).sort({ createdAt: 1 }).lean();

  test('a file with errors imports nothing and reports each bad row in Spanish', async () => {
    const text = `${HEADER}\r\nOlla arrocera,"Olla, 1.8 L",25,Hogar,10,no\r\nSin precio,,,Hogar,3,no\r\nJuguete,,5,Juguetes,1,no\r\n`;
    const answer = await upload(seller.token, text);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ valid: 1, invalid: 2, imported: 0, fileErrors: [] });
    expect(answer.body.errors).toEqual([
      { row: 3, column: 'precio', message: expect.stringMatching(/precio/) },
      { row: 4, column: 'categoria', message: 'no existe esa categoría' },
    ]);
    expect(await mine()).toHaveLength(0);
  });

  test("a row the seller's record does not allow is a bad row, never half an import; rows take the seller's percent (decision 19.7)", async () => {
    await User.updateOne(
      { _id: seller.id },
      { $set: { importCompanyFastDelivery: false, importCompanyPercent: 12, importCompanyMinPercent: 5, importCompanyMaxPercent: 30 } },
    );
    const text = 'nombre,precio,categoria,existencias,entregaRapida\r\nOlla,25,Hogar,10,no\r\nVentilador,30,Hogar,4,sí\r\n';
    const unconfirmed = await upload(seller.token, text);
    expect(unconfirmed.body).toMatchObject({ valid: 1, invalid: 1, imported: 0 });
    expect(unconfirmed.body.errors).toEqual([{ row: 3, column: 'entregaRapida', message: messages.listing.fastDeliveryNotAllowed }]);
    expect(await mine()).toHaveLength(0);
    expect((await upload(seller.token, text, true)).body).toMatchObject({ valid: 1, invalid: 1, imported: 1 });
    expect((await mine()).map((p) => [p.name, p.fastDelivery, p.percent])).toEqual([['Olla', false, 12]]);
  });

  test('once the seller confirms, only the valid rows are created, as the create form would', async () => {
    const text = `${HEADER}\r\nOlla arrocera,"Olla, 1.8 L",25,hogar,10,sí\r\nSin precio,,,Hogar,3,no\r\nCafetera,,12.5,Hogar,0,no\r\n`;
    const answer = await upload(seller.token, text, true);
    expect(answer.body).toMatchObject({ valid: 2, invalid: 1, imported: 2 });
    const stored = await mine();
    expect(stored.map((p) => p.name)).toEqual(['Olla arrocera', 'Cafetera']);
    expect(stored[0]).toMatchObject({ description: 'Olla, 1.8 L', price: 25, availableCount: 10, shippingBySea: true, category: { name: 'Hogar' } });
    expect(stored[0].searchTokens).toEqual(expect.arrayContaining(['olla', 'arrocera']));
    expect(stored[0].totalPrice).toBeGreaterThanOrEqual(25);
  });

  test('a file with an unclosed quote or unknown columns imports nothing', async () => {
    expect((await upload(seller.token, `${HEADER}\nOlla,"sin cerrar,25,Hogar,1,no\n`, true)).body).toMatchObject({
      imported: 0,
      fileErrors: ['El archivo no es un CSV válido: revise las comillas.'],
    });
    expect((await upload(seller.token, 'nombre,color\nOlla,rojo\n', true)).body.fileErrors).toContain('Columna desconocida: color');
    expect(await mine()).toHaveLength(0);
  });

  test("export lists the seller's own listings only, and importing it back recreates them", async () => {
    const hogar = await createCategory('Hogar');
    const other = (await createUser({ isImportCompany: true })).user;
    await createProduct({ _id: other._id }, { name: 'Ajeno', category: hogar });
    await upload(seller.token, `${HEADER}\nTelevisor "55",Pantalla grande,300,Hogar,2,sí\nOlla,,10,Hogar,4,no\n`);
    const first = await download(seller.token);
    expect(first.status).toBe(200);
    expect(first.type).toContain('text/csv');
    const records = parseCsv(first.text);
    expect(records[0]).toEqual([
      'nombre',
      'descripcion',
      'precio',
      'categoria',
      'existencias',
      'maximo',
      'peso',
      'largo',
      'alto',
      'ancho',
      'barco',
      'entregaRapida',
      'imagen',
    ]);
    expect(records.slice(1).map((r) => r[0])).toEqual(['Televisor "55"', 'Olla']);

    await Product.deleteMany({ user: seller.id });
    expect((await upload(seller.token, first.text)).body).toMatchObject({ valid: 2, invalid: 0, imported: 2 });
    const again = await download(seller.token);
    expect(again.text).toBe(first.text);
  });

  test('only sellers may import or export', async () => {
    const buyer = await createUser();
    expect((await upload(buyer.token, `${HEADER}\nOlla,,10,Hogar,4,no\n`)).status).toBe(403);
    expect((await download(buyer.token)).status).toBe(403);
  });
});
