'use client';

import { useState } from 'react';
import type { CsvImportReport } from '@/lib/csv/listing-rows';
import { parseJson, toApiError } from '@/lib/http/fetcher';
import { screensMessages } from '@/lib/messages/screens';

const CSV_PATH = '/api/productsImport/csv';

/**
 * The seller's listings CSV transfer: the chosen file, its check or import (`send`, the valid
 * rows only once confirmed), the download of every listing, and the problem to show. The CSV
 * goes as text/csv, not JSON, hence fetch rather than apiFetch.
 */
export function useCsvTransfer(token: string | null, onImported: () => void) {
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
        method: 'POST',
        headers: { authorization: token, 'content-type': 'text/csv; charset=utf-8' },
        body: file.text,
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

  /** A newly chosen file replaces the last one and its report. */
  async function choose(chosen: File | undefined) {
    setReport(null);
    setFile(chosen ? { name: chosen.name, text: await chosen.text() } : null);
  }

  return { file, choose, report, problem, busy, send, download };
}
