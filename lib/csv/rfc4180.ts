/**
 * CSV as RFC 4180 writes it (pure): fields separated by commas, records by CRLF (LF alone is
 * accepted too), a field in double quotes may hold commas, line breaks and doubled quotes. A UTF-8
 * byte-order mark at the start (Excel adds one) is skipped.
 */

/** A field opened with a quote that never closes. */
export class CsvSyntaxError extends Error {
  constructor(readonly line: number) {
    super(`CSV: comillas sin cerrar desde la línea ${line}`);
    this.name = 'CsvSyntaxError';
  }
}

/** The records of `text`, each a list of fields; blank lines are skipped. Throws CsvSyntaxError on an unclosed quote. */
export function parseCsv(text: string): string[][] {
  const input = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let quoteLine = 0;
  const endRecord = () => {
    record.push(field);
    if (record.length > 1 || record[0] !== '') records.push(record);
    record = [];
    field = '';
  };
  for (let i = 0; i < input.length; i++) {
    const c = input[i];
    if (quoted) {
      if (c === '"' && input[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else {
        if (c === '\n') line++;
        field += c;
      }
    } else if (c === '"' && field === '') {
      quoted = true;
      quoteLine = line;
    } else if (c === ',') {
      record.push(field);
      field = '';
    } else if (c === '\r' && input[i + 1] === '\n') {
      // CRLF: the LF ends the record
    } else if (c === '\n') {
      line++;
      endRecord();
    } else field += c;
  }
  if (quoted) throw new CsvSyntaxError(quoteLine);
  if (field !== '' || record.length) endRecord();
  return records;
}

/** What a spreadsheet reads as the start of a formula (=HYPERLINK(…), +cmd|…, -2+3, @SUM(…)), or a tab or carriage return before one. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A text cell a spreadsheet shows as text: one starting like a formula gets a leading apostrophe,
 * which spreadsheets take as "this is text" (OWASP's advice for CSV injection).
 */
export function spreadsheetText(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** The text of a cell spreadsheetText wrote: its apostrophe dropped again, so an export imports back unchanged. */
export function fromSpreadsheetText(text: string): string {
  return text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;
}

/** One field, quoted when it holds a comma, quote, line break or leading/trailing space. */
export function csvField(value: string | number | boolean): string {
  const text = String(value);
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Records as CSV text with CRLF line ends (RFC 4180). */
export function toCsv(records: readonly (readonly (string | number | boolean)[])[]): string {
  return records.map((record) => record.map(csvField).join(',')).join('\r\n') + '\r\n';
}
