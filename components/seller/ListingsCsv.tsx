'use client';

import { useId, useState } from 'react';
import { adminMessages } from '@/lib/messages/admin';
import { csvMessages } from '@/lib/messages/csv';
import { screensMessages } from '@/lib/messages/screens';
import { LISTING_COLUMNS, type CsvImportReport } from '@/lib/csv/listing-rows';
import { parseJson, toApiError } from '@/lib/http/fetcher';
import { useSession } from '@/components/auth/use-session';
import styles from './seller.module.css';
const CSV_PATH = '/api/productsImport/csv';

/**
 * CSV export and import of the seller's listings on /myproducts: the columns are documented here,
 * a file is checked first, and a file with errors imports nothing unless the seller confirms the
 * valid rows after reading the per-row report.
 */
export function ListingsCsv({ onImported }: { onImported: () => void }) {
  const { token } = useSession();
  const fileId = useId();
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [report, setReport] = useState<CsvImportReport | null>(null);
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);

  async function send(confirmValid: boolean) {
    if (!file || !token) return;
    setBusy(true);
    setProblem('');
    try {
      const response = await fetch(`${CSV_PATH}${confirmValid ? '?confirmValid=true' : ''}`, {
        method: 'POST', headers: { authorization: token, 'content-type': 'text/csv; charset=utf-8' }, body: file.text,
      });
      const body = parseJson(await response.text());
      if (!response.ok) throw toApiError(response.status, body);
      const answer = body as CsvImportReport;
      setReport(answer);
      if (answer.imported > 0) onImported();
    } catch (error) {
      setProblem((error instanceof Error && error.message) || screensMessages.noConnection);
    } finally {
      setBusy(false);
    }
  }

  async function download() {
    if (!token) return;
    setProblem('');
    try {
      const response = await fetch(CSV_PATH, { headers: { authorization: token } });
      if (!response.ok) throw toApiError(response.status, parseJson(await response.text()));
      const link = document.createElement('a');
      link.href = URL.createObjectURL(await response.blob());
      link.download = 'mis-anuncios.csv';
      link.click();
      setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
    } catch (error) {
      setProblem((error instanceof Error && error.message) || screensMessages.noConnection);
    }
  }

  return (
    <section className={styles.card} aria-labelledby={`${fileId}-title`}>
      <div className={styles.spread}>
        <h2 id={`${fileId}-title`}>{csvMessages.title}</h2>
        <button type="button" className="button" onClick={() => void download()}>{adminMessages.finances.exportCsv}</button>
      </div>
      <details>
        <summary>{csvMessages.help}</summary>
        <ul className={styles.muted}>
          {LISTING_COLUMNS.map((column) => (
            <li key={column.header}><code>{column.header}</code>: {csvMessages.columns[column.header]} ({column.required ? csvMessages.required : csvMessages.optional})</li>
          ))}
        </ul>
      </details>
      <form
        className={styles.row}
        onSubmit={(event) => {
          event.preventDefault();
          void send(false);
        }}
      >
        <label htmlFor={fileId}>{csvMessages.file}</label>
        <input
          id={fileId}
          type="file"
          accept=".csv,text/csv"
          onChange={async (event) => {
            const chosen = event.target.files?.[0];
            setReport(null);
            setFile(chosen ? { name: chosen.name, text: await chosen.text() } : null);
          }}
        />
        <button type="submit" className="button" disabled={!file || busy}>{csvMessages.check}</button>
      </form>
      <div role="status" aria-live="polite">
        {problem && <p>{problem}</p>}
        {report && <CsvReport report={report} busy={busy} onConfirm={() => void send(true)} />}
      </div>
    </section>
  );
}

function CsvReport({ report, busy, onConfirm }: { report: CsvImportReport; busy: boolean; onConfirm: () => void }) {
  if (report.fileErrors.length) {
    return <ul>{report.fileErrors.map((text) => <li key={text}>{text}</li>)}</ul>;
  }
  return (
    <>
      {report.imported > 0 && <p><strong>{csvMessages.imported(report.imported)}</strong></p>}
      {report.invalid > 0 && (
        <>
          <p>{csvMessages.summary(report.valid, report.invalid)}</p>
          <ul>{report.errors.map((e, i) => <li key={i}>{csvMessages.rowError(e.row, e.column, e.message)}</li>)}</ul>
          {report.imported === 0 && (
            <>
              <p>{csvMessages.nothingImported}</p>
              {report.valid > 0 && <button type="button" className="button" disabled={busy} onClick={onConfirm}>{csvMessages.confirmValid(report.valid)}</button>}
            </>
          )}
        </>
      )}
    </>
  );
}
