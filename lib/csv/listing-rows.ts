import { csvMessages } from '../messages/csv';
import { listingMessages } from '../messages/listing';
import { foldText } from '../catalog/search-text';
import { productInputSchema, type ProductInput } from '../catalog/schemas';
import { hasControlCharacters } from '../http/input';
import { fromSpreadsheetText, spreadsheetText } from './rfc4180';

/**
 * A seller's listings as CSV rows and back (pure). The headers are Spanish and documented on
 * /myproducts; each imported row goes through the same zod schema as the create form.
 */

type Kind = 'text' | 'number' | 'yesNo' | 'category';
type Column = { header: keyof typeof csvMessages.columns; field: keyof ProductInput; kind: Kind; required: boolean };

/** The columns in file order. */
export const LISTING_COLUMNS: readonly Column[] = [
  { header: 'nombre', field: 'name', kind: 'text', required: true },
  { header: 'descripcion', field: 'description', kind: 'text', required: false },
  { header: 'precio', field: 'price', kind: 'number', required: true },
  { header: 'categoria', field: 'category', kind: 'category', required: true },
  { header: 'existencias', field: 'availableCount', kind: 'number', required: true },
  { header: 'maximo', field: 'maxCount', kind: 'number', required: false },
  { header: 'peso', field: 'weight', kind: 'number', required: false },
  { header: 'largo', field: 'large', kind: 'number', required: false },
  { header: 'alto', field: 'height', kind: 'number', required: false },
  { header: 'ancho', field: 'width', kind: 'number', required: false },
  { header: 'barco', field: 'shippingBySea', kind: 'yesNo', required: false },
  { header: 'entregaRapida', field: 'fastDelivery', kind: 'yesNo', required: false },
  { header: 'imagen', field: 'mainImageUrl', kind: 'text', required: false },
];

/** Most listings one file may bring. */
export const MAX_IMPORT_ROWS = 500;

/** A header as written by people: accents, case, spaces and underscores do not matter ('Entrega rápida'). */
const headerKey = (text: string) => foldText(text).replace(/[\s_-]+/g, '');
const COLUMN_BY_KEY = new Map(LISTING_COLUMNS.map((column) => [headerKey(column.header), column]));

/** One problem of one row: its spreadsheet row number (the headers are row 1), column header and Spanish message. */
export type RowError = { row: number; column: string; message: string };
/** The rows of a file checked: the valid ones ready to create, the errors of the others, and errors of the whole file. */
export type CheckedFile = { valid: { row: number; input: ProductInput }[]; errors: RowError[]; invalidRows: number; fileErrors: string[] };

const YES = new Set(['si', 'sí', 's', 'yes', 'true', '1', 'x']);
const NO = new Set(['no', 'n', 'false', '0', '']);

/**
 * Check every record (the first being the headers) against the listing schema; `categoryId`
 * resolves a category name, and `sellerCheck` refuses what the seller's record does not allow.
 */
export function checkListingRows(
  records: readonly string[][],
  categoryId: (name: string) => string | undefined,
  sellerCheck: (input: ProductInput) => { field: string; message: string } | null = () => null,
): CheckedFile {
  const result: CheckedFile = { valid: [], errors: [], invalidRows: 0, fileErrors: [] };
  const [headers = [], ...rows] = records;
  const columns = headers.map((header) => COLUMN_BY_KEY.get(headerKey(header)));
  headers.forEach((header, i) => {
    if (!columns[i] && header.trim()) result.fileErrors.push(csvMessages.unknownColumn(header.trim()));
  });
  for (const column of LISTING_COLUMNS) if (column.required && !columns.includes(column)) result.fileErrors.push(csvMessages.missingColumn(column.header));
  if (!rows.length) result.fileErrors.push(csvMessages.empty);
  if (rows.length > MAX_IMPORT_ROWS) result.fileErrors.push(csvMessages.tooMany(MAX_IMPORT_ROWS));
  if (result.fileErrors.length) return result;

  rows.forEach((record, index) => {
    const row = index + 2;
    const errors: RowError[] = [];
    const input: Record<string, unknown> = {};
    columns.forEach((column, i) => {
      if (!column) return;
      const raw = fromSpreadsheetText((record[i] ?? '').trim());
      const fail = (message: string) => errors.push({ row, column: column.header, message });
      // The same characters the JSON routes refuse (NUL, other C0 controls, DEL; a CR outside a description's line ends).
      if (hasControlCharacters(column.field === 'description' ? raw.replace(/\r\n?/g, '\n') : raw)) return void fail(csvMessages.controlCharacters);
      if (raw === '' && column.kind !== 'category' && column.kind !== 'text') return; // the schema's default (or its "required" message)
      if (column.kind === 'number') {
        const n = Number(raw.replace(',', '.'));
        if (Number.isFinite(n)) input[column.field] = n;
        else fail(csvMessages.notNumber);
      } else if (column.kind === 'yesNo') {
        const word = foldText(raw);
        if (YES.has(word)) input[column.field] = true;
        else if (NO.has(word)) input[column.field] = false;
        else fail(csvMessages.notYesNo);
      } else if (column.kind === 'category') {
        const id = raw ? categoryId(raw) : undefined;
        if (id) input.category = id;
        else fail(raw ? csvMessages.categoryUnknown : listingMessages.categoryRequired);
      } else input[column.field] = column.field === 'description' ? raw.replace(/\r\n?/g, '\n') : raw;
    });
    if (!errors.length) {
      const parsed = productInputSchema.safeParse(input);
      const refusal = parsed.success ? sellerCheck(parsed.data) : null;
      if (refusal) errors.push({ row, column: headerOf(refusal.field), message: refusal.message });
      else if (parsed.success) result.valid.push({ row, input: parsed.data });
      else for (const issue of parsed.error.issues) errors.push({ row, column: headerOf(String(issue.path[0] ?? '')), message: issue.message });
    }
    if (errors.length) {
      result.invalidRows++;
      result.errors.push(...errors);
    }
  });
  return result;
}

function headerOf(field: string): string {
  return LISTING_COLUMNS.find((column) => column.field === field)?.header ?? field;
}

/** What an import did: the rows found valid and invalid, their errors, and how many listings were created. */
export type CsvImportReport = { valid: number; invalid: number; imported: number; errors: RowError[]; fileErrors: string[] };

/** A stored listing as the export writes it (the import reads the same columns back). */
export type ExportableListing = {
  name: string;
  description: string;
  price: number;
  categoryName: string;
  availableCount: number;
  maxCount: number;
  weight: number;
  large: number;
  height: number;
  width: number;
  shippingBySea: boolean;
  fastDelivery: boolean;
  mainImageUrl: string;
};

/** The header record and one record per listing; text a spreadsheet would run as a formula is written as text. */
export function listingRecords(listings: readonly ExportableListing[]): string[][] {
  const yesNo = (value: boolean) => (value ? 'sí' : 'no');
  return [
    LISTING_COLUMNS.map((column) => column.header),
    ...listings.map((l) => [
      spreadsheetText(l.name),
      spreadsheetText(l.description),
      String(l.price),
      spreadsheetText(l.categoryName),
      String(l.availableCount),
      String(l.maxCount),
      String(l.weight),
      String(l.large),
      String(l.height),
      String(l.width),
      yesNo(l.shippingBySea),
      yesNo(l.fastDelivery),
      spreadsheetText(l.mainImageUrl),
    ]),
  ];
}
