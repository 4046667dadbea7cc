'use client';

import { vitalsMessages } from '@/lib/messages/vitals';
import { GOOD_THRESHOLDS, POOR_THRESHOLDS, VITAL_NAMES, type VitalName } from '@/lib/vitals/metrics';
import type { VitalsRow } from '@/lib/vitals/percentile';
import { gated } from '@/components/dashboard/RoleGate';
import { useApi } from '@/components/dashboard/use-api';
import { WhenLoaded } from '@/components/dashboard/WhenLoaded';
import admin from '@/components/admin/admin.module.css';
import { formatDecimal } from '@/lib/format';
type Report = { days: number; samples: number; rows: VitalsRow[] };

/** The value as shown: CLS with 2 decimals, the others in whole milliseconds. */
function shown(name: VitalName, value: number): string {
  return name === 'CLS' ? formatDecimal(value, 2) : `${Math.round(value)} ms`;
}

function rating(name: VitalName, value: number): string {
  if (value <= GOOD_THRESHOLDS[name]) return vitalsMessages.good;
  return value <= POOR_THRESHOLDS[name] ? vitalsMessages.needsImprovement : vitalsMessages.poor;
}

/** /adminVitals (super admins): the 75th percentile of LCP, INP, CLS and TTFB per page and per day. */
export const VitalsView = gated('vitals:read', function Report() {
  const query = useApi<Report>('/api/vitals', { dedupingInterval: 0 });
  return (
    <WhenLoaded query={query} skeleton={240}>
      {(data) => <VitalsTable report={data} />}
    </WhenLoaded>
  );
});

function VitalsTable({ report: data }: { report: Report }) {
  if (data.rows.length === 0) return <p>{vitalsMessages.none}</p>;
  return (
    <>
      <p>{vitalsMessages.intro(data.days, data.samples)}</p>
      <div className={admin.tableWrap}>
        <table className={admin.table}>
          <caption>{vitalsMessages.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{vitalsMessages.day}</th>
              <th scope="col">{vitalsMessages.page}</th>
              {VITAL_NAMES.map((name) => (
                <th key={name} scope="col" className={admin.num}>
                  {name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.rows.map((row) => (
              <tr key={`${row.day} ${row.route}`}>
                <td>{row.day}</td>
                <td>{row.route}</td>
                {VITAL_NAMES.map((name) => {
                  const m = row.metrics[name];
                  return (
                    <td key={name} className={admin.num} title={m ? `${rating(name, m.p75)} · ${vitalsMessages.samples(m.count)}` : undefined}>
                      {m ? shown(name, m.p75) : '—'}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
