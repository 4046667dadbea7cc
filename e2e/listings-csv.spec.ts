import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { messages as m } from '../lib/messages';
import { loginAs, openAs } from './support/shopper-fixtures';

test('a seller imports listings from a CSV: errors per row, nothing imported until confirmed, then exports them', async ({ page, request }) => {
  const seller = await loginAs(request, 'seller');
  await openAs(page, seller, '/myproducts');
  const name = `Olla de presión CSV ${Date.now()}`;
  const csv = `nombre,descripcion,precio,categoria,existencias\r\n"${name}","6 litros, acero",39.9,Hogar,7\r\nSin precio,,,Hogar,2\r\n`;

  await page.getByLabel('Archivo CSV').setInputFiles({ name: 'anuncios.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByRole('button', { name: 'REVISAR ARCHIVO' }).click();
  await expect(page.getByText(m.csv.summary(1, 1))).toBeVisible();
  await expect(page.getByText(/^Fila 3, precio: /)).toBeVisible();
  await expect(page.getByText(/No se importó nada/)).toBeVisible();

  await page.getByRole('button', { name: 'IMPORTAR LA FILA CORRECTA' }).click();
  await expect(page.getByText('Se importó 1 anuncio.')).toBeVisible();
  await expect(page.getByText(name).first()).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'EXPORTAR CSV' }).click();
  const file = await (await download).path();
  const exported = fs.readFileSync(file, 'utf8');
  expect(exported).toContain('nombre,descripcion,precio,categoria,existencias');
  expect(exported).toContain(`${name},"6 litros, acero",39.9,Hogar,7`);
});
