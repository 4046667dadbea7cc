'use client';

import { useId } from 'react';
import { adminMessages } from '@/lib/messages/admin';
import { csvMessages } from '@/lib/messages/csv';
import { LISTING_COLUMNS, type CsvImportReport } from '@/lib/csv/listing-rows';
import { useSession } from '@/components/auth/use-session';
import dashboard from '@/components/dashboard/dashboard.module.css';
import styles from './seller.module.css';
import { useCsvTransfer } from './use-csv-transfer';

/**
 * CSV export and import of the seller's listings on /myproducts: the columns are documented here,
 * a file is checked first, and a file with errors imports nothing unless the seller confirms the
 * valid rows after reading the per-row report.
 */
export function ListingsCsv({ onImported }: { onImported: () => void }) {
  const { token } = useSession();
  const fileId = useId();
  const { file, choose, report, problem, busy, send, download } = useCsvTransfer(token, onImported);

  return (
    <section className={dashboard.card} aria-labelledby={`${fileId}-title`}>
      <div className={dashboard.spread}>
        <h2 id={`${fileId}-title`}>{csvMessages.title}</h2>
        <button type="button" className="button" onClick={() => void download()}>
          {adminMessages.finances.exportCsv}
        </button>
      </div>
      <details>
        <summary>{csvMessages.help}</summary>
        <ul className={dashboard.muted}>
          {LISTING_COLUMNS.map((column) => (
            <li key={column.header}>
              <code>{column.header}</code>: {csvMessages.columns[column.header]} ({column.required ? csvMessages.required : csvMessages.optional})
            </li>
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
        <input id={fileId} type="file" accept=".csv,text/csv" onChange={(event) => void choose(event.target.files?.[0])} />
        <button type="submit" className="button" disabled={!file || busy}>
          {csvMessages.check}
        </button>
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
    return (
      <ul>
        {report.fileErrors.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
    );
  }
  return (
    <>
      {report.imported > 0 && (
        <p>
          <strong>{csvMessages.imported(report.imported)}</strong>
        </p>
      )}
      {report.invalid > 0 && (
        <>
          <p>{csvMessages.summary(report.valid, report.invalid)}</p>
          <ul>
            {report.errors.map((e, i) => (
              <li key={i}>{csvMessages.rowError(e.row, e.column, e.message)}</li>
            ))}
          </ul>
          {report.imported === 0 && (
            <>
              <p>{csvMessages.nothingImported}</p>
              {report.valid > 0 && (
                <button type="button" className="button" disabled={busy} onClick={onConfirm}>
                  {csvMessages.confirmValid(report.valid)}
                </button>
              )}
            </>
          )}
        </>
      )}
    </>
  );
}
