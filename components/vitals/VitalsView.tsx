'use client';

import { vitalsMessages } from '@/lib/messages/vitals';
import { GOOD_THRESHOLDS, POOR_THRESHOLDS, VITAL_NAMES, type VitalName } from '@/lib/vitals/metrics';
import type { VitalsRow } from '@/lib/vitals/percentile';
import { NoConnection } from '@/components/layout/NoConnection';
import { Denied, RoleGate } from '@/components/dashboard/RoleGate';
import { isDenied, useApi } from '@/components/dashboard/use-api';
import { Skeleton } from '@/components/ui/Skeleton';
import admin from '@/components/admin/admin.module.css';
type Report = { days: number; samples: number; rows: VitalsRow[] };

/** The value as shown: CLS with 2 decimals, the others in whole milliseconds. */
function shown(name: VitalName, value: number): string {
  return name === 'CLS' ? value.toFixed(2) : `${Math.round(value)} ms`;
}

function rating(name: VitalName, value: number): string {
  if (value <= GOOD_THRESHOLDS[name]) return vitalsMessages.good;
  return value <= POOR_THRESHOLDS[name] ? vitalsMessages.needsImprovement : vitalsMessages.poor;
}

/** /adminVitals (super admins): the 75th percentile of LCP, INP, CLS and TTFB per page and per day. */
export function VitalsView() {
  return (
    <RoleGate permission="vitals:read">
      <Report />
    </RoleGate>
  );
}

function Report() {
  const { data, error } = useApi<Report>('/api/vitals', { dedupingInterval: 0 });
  if (isDenied(error)) return <Denied signedIn />;
  if (error && !data) return <NoConnection />;
  if (!data) return <Skeleton height={240} />;
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
