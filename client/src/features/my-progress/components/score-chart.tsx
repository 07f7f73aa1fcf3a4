import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { STANDARD_MAX, STANDARD_MIN } from '@common/domain/norms.ts';
import type { AssessmentRecord } from '@common/contracts/assessments.ts';
import { chartPoints } from '../progress-model.ts';

const WIDTH = 600;
const HEIGHT = 220;
const PAD = { left: 40, right: 16, top: 12, bottom: 28 };
const TICKS = [55, 70, 85, 100, 115, 130, 145];

/**
 * Standard scores over time (oldest first) as a small SVG line chart, named by its title and description, with the
 * same figures in a table for anyone who cannot see the chart. The shaded band is the average range (85–115).
 */
export function ScoreChart({ records, gradeName }: { records: readonly AssessmentRecord[]; gradeName: string }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const points = chartPoints(records);
  if (points.length === 0) return null;
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const innerW = WIDTH - PAD.left - PAD.right;
  const innerH = HEIGHT - PAD.top - PAD.bottom;
  const x = (i: number) => PAD.left + (points.length === 1 ? innerW / 2 : (i / (points.length - 1)) * innerW);
  const y = (score: number) => PAD.top + ((STANDARD_MAX - score) / (STANDARD_MAX - STANDARD_MIN)) * innerH;
  const line = points.map((p, i) => `${x(i)},${y(p.standard)}`).join(' ');
  return (
    <figure className="space-y-3">
      <svg role="img" aria-labelledby={`${id}-t ${id}-d`} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="h-auto w-full max-w-2xl" direction="ltr">
        <title id={`${id}-t`}>{t('progress.report.chart.title')}</title>
        <desc id={`${id}-d`}>{t('progress.report.chart.description', { grade: gradeName })}</desc>
        <rect x={PAD.left} y={y(115)} width={innerW} height={y(85) - y(115)} className="fill-muted" />
        {TICKS.map((tick) => (
          <g key={tick}>
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(tick)} y2={y(tick)} className="stroke-border" strokeWidth={1} />
            <text x={PAD.left - 6} y={y(tick) + 4} textAnchor="end" className="fill-muted-fg text-[11px]">
              {tick}
            </text>
          </g>
        ))}
        <polyline points={line} fill="none" className="stroke-primary" strokeWidth={3} />
        {points.map((p, i) => (
          <circle key={p.id} cx={x(i)} cy={y(p.standard)} r={5} className="fill-primary" />
        ))}
      </svg>
      <figcaption className="text-sm text-muted-fg">{t('progress.report.chart.band')}</figcaption>
      <table className="w-full max-w-md text-sm">
        <caption className="text-start font-semibold">{t('progress.report.chart.table')}</caption>
        <thead>
          <tr>
            <th scope="col" className="py-1 text-start">
              {t('progress.report.chart.date')}
            </th>
            <th scope="col" className="py-1 text-end">
              {t('progress.report.chart.score')}
            </th>
          </tr>
        </thead>
        <tbody>
          {points.map((p) => (
            <tr key={p.id} className="border-t border-border">
              <td className="py-1">
                <time dateTime={p.date}>{format.format(new Date(p.date))}</time>
              </td>
              <td className="py-1 text-end tabular-nums">{p.standard}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
