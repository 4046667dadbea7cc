import { formatUsd } from '@/lib/money';
import { sellerMessages } from '@/lib/messages/seller';
import type { MonthSales } from '@/lib/selling/dto';
import styles from './seller.module.css';

const WIDTH = 600;
const HEIGHT = 220;
const TOP = 20;
const BOTTOM = 28;

/** Units sold per month as an SVG bar chart; each bar carries its month, units and income as text. */
export function SalesChart({ months }: { months: readonly MonthSales[] }) {
  const max = Math.max(1, ...months.map((m) => m.sells));
  const slot = WIDTH / Math.max(1, months.length);
  const barWidth = Math.min(56, slot * 0.6);
  const plot = HEIGHT - TOP - BOTTOM;
  return (
    <figure style={{ margin: 0 }}>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className={styles.chart} role="img" aria-label={sellerMessages.salesChart}>
        {months.map((m, i) => {
          const height = Math.round((m.sells / max) * plot);
          const x = i * slot + (slot - barWidth) / 2;
          const y = TOP + plot - height;
          return (
            <g key={m.month}>
              <title>{sellerMessages.monthBar(m.label, m.sells, formatUsd(m.incomes))}</title>
              <rect x={x} y={y} width={barWidth} height={Math.max(height, 1)} rx={4} className={styles.bar} />
              <text x={x + barWidth / 2} y={y - 6} className={styles.barValue}>
                {m.sells}
              </text>
              <text x={x + barWidth / 2} y={HEIGHT - 8} className={styles.barLabel}>
                {m.label}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption className="visually-hidden">{months.map((m) => sellerMessages.monthBar(m.label, m.sells, formatUsd(m.incomes))).join('; ')}</figcaption>
    </figure>
  );
}
