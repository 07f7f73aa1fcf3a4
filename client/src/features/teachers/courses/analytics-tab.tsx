import { useEffect, useState } from 'react';
import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Cell, Legend, Pie, PieChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { PRACTICE_MODULES } from '@common/contracts/courses.ts';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useAnalytics } from './api/get-progress.ts';
import { CourseFilter } from './course-filter.tsx';
import { downloadCsv, toCsv } from './csv.ts';
import { categoryLabel } from './labels.ts';

const TOKENS = ['chart-1', 'chart-2', 'chart-3', 'chart-4', 'info', 'success', 'warning', 'danger', 'card', 'fg', 'muted-fg', 'border'] as const;
type Palette = Record<(typeof TOKENS)[number], string>;
/** The theme's chart colours, one per practice module in PRACTICE_MODULES' order. */
const MODULE_COLORS = ['chart-1', 'chart-2', 'chart-3', 'chart-4'] as const;

/** The theme's colours as values (SVG attributes cannot read CSS variables), read again when the theme changes. */
function usePalette(): Palette {
  const read = () => {
    const style = getComputedStyle(document.documentElement);
    return Object.fromEntries(TOKENS.map((t) => [t, style.getPropertyValue(`--${t}`).trim() || 'currentColor'])) as Palette;
  };
  const [palette, setPalette] = useState(read);
  useEffect(() => {
    const observer = new MutationObserver(() => setPalette(read()));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme', 'class', 'dir'] });
    return () => observer.disconnect();
  }, []);
  return palette;
}

function ExportButton({ name, headers, rows }: { name: string; headers: string[]; rows: (string | number)[][] }) {
  const { t } = useTranslation();
  return (
    <Button size="sm" variant="outline" onClick={() => downloadCsv(`${name}.csv`, toCsv(headers, rows))}>
      <Download aria-hidden="true" className="me-1 h-4 w-4" />
      {t('courses.exportCsv')}
    </Button>
  );
}

function DataTable({ caption, headers, rows }: { caption: string; headers: string[]; rows: (string | number)[][] }) {
  return (
    <table className="mt-3 w-full text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr>
          {headers.map((h) => (
            <th key={h} scope="col" className="p-1 text-start">
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={String(r[0])} className="border-t border-border">
            {r.map((c, i) => (
              <td key={i} className="p-1">
                {c}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Reports & Analytics (spec 002 §2 tab 5): charts of the enrolled students' own records, each with its table and CSV. */
export function AnalyticsTab() {
  const { t, i18n } = useTranslation();
  const [course, setCourse] = useState('');
  const analytics = useAnalytics(course || undefined);
  const palette = usePalette();
  const rtl = i18n.dir() === 'rtl';
  const data = analytics.data;
  // One hue per module (letters, sounds, missions, stories), the same in every chart of the tab.
  const moduleColor = (module: string) => palette[MODULE_COLORS[(PRACTICE_MODULES as readonly string[]).indexOf(module)] ?? 'fg'];
  const categoryColors = { above: palette.success, at: palette.info, below: palette.warning, well_below: palette.danger, none: palette['muted-fg'] };

  const skillRows = (data?.skills ?? []).map((s) => ({ module: s.module, name: t(`courses.modules.${s.module}`), average: s.average, attempts: s.attempts }));
  const weeklyRows = (data?.weekly ?? []).map((w) => ({
    ...w,
    label: new Date(`${w.week}T00:00:00Z`).toLocaleDateString(i18n.language, { timeZone: 'UTC', day: 'numeric', month: 'short' }),
  }));
  const categoryRows = (data?.categories ?? []).map((c) => ({ key: c.category, name: categoryLabel(t, c.category), value: c.count }));

  const skillHeaders = [t('courses.analytics.module'), t('courses.analytics.average'), t('courses.analytics.attempts')];
  const skillTable = skillRows.map((r) => [r.name, r.average === null ? '—' : `${r.average}%`, r.attempts]);
  const weeklyHeaders = [t('courses.analytics.week'), ...PRACTICE_MODULES.map((m) => t(`courses.modules.${m}`))];
  const weeklyTable = weeklyRows.map((w) => [w.label, w.letters, w.sounds, w.missions, w.stories]);
  const categoryHeaders = [t('courses.progress.category'), t('courses.analytics.students')];
  const categoryTable = categoryRows.map((c) => [c.name, c.value]);
  const axis = { stroke: palette['muted-fg'], tick: { fill: palette.fg, fontSize: 12 } };
  const tooltip = { contentStyle: { background: 'var(--card)', color: 'var(--card-fg)', border: `1px solid ${palette.border}` } };

  return (
    <section aria-labelledby="analytics-heading" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="analytics-heading" className="text-xl font-semibold">
          {t('courses.analytics.title')}
        </h2>
        <CourseFilter value={course} onChange={setCourse} />
      </div>
      {analytics.isLoading ? <Skeleton className="h-64" /> : null}
      {data ? (
        <div className="grid gap-4 lg:grid-cols-2">
          <Card>
            <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
              <CardTitle>{t('courses.analytics.skills')}</CardTitle>
              <ExportButton name="skill-averages" headers={skillHeaders} rows={skillTable} />
            </CardHeader>
            <CardContent>
              <div className="h-64" role="img" aria-label={t('courses.analytics.skills')}>
                <ResponsiveContainer width="100%" height="100%">
                  <BarChart data={skillRows}>
                    <CartesianGrid stroke={palette.border} strokeDasharray="3 3" />
                    <XAxis dataKey="name" reversed={rtl} {...axis} />
                    <YAxis domain={[0, 100]} orientation={rtl ? 'right' : 'left'} {...axis} />
                    <Tooltip {...tooltip} />
                    <Bar dataKey="average" name={t('courses.analytics.average')} isAnimationActive={false}>
                      {skillRows.map((r) => (
                        <Cell key={r.name} fill={moduleColor(r.module)} />
                      ))}
                    </Bar>
                  </BarChart>
                </ResponsiveContainer>
              </div>
              <DataTable caption={t('courses.analytics.skills')} headers={skillHeaders} rows={skillTable} />
            </CardContent>
          </Card>

          <Card>
            <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
              <CardTitle>{t('courses.analytics.categories')}</CardTitle>
              <ExportButton name="assessment-categories" headers={categoryHeaders} rows={categoryTable} />
            </CardHeader>
            <CardContent>
              <div className="h-64" role="img" aria-label={t('courses.analytics.categories')}>
                <ResponsiveContainer width="100%" height="100%">
                  <PieChart>
                    <Pie data={categoryRows.filter((c) => c.value > 0)} dataKey="value" nameKey="name" outerRadius={90} isAnimationActive={false}>
                      {categoryRows
                        .filter((c) => c.value > 0)
                        .map((c) => (
                          <Cell key={c.key} fill={categoryColors[c.key]} stroke={palette.fg} />
                        ))}
                    </Pie>
                    <Tooltip {...tooltip} />
                    <Legend wrapperStyle={{ color: palette.fg }} />
                  </PieChart>
                </ResponsiveContainer>
              </div>
              <DataTable caption={t('courses.analytics.categories')} headers={categoryHeaders} rows={categoryTable} />
            </CardContent>
          </Card>

          <Card className="lg:col-span-2">
            <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
              <CardTitle>{t('courses.analytics.weekly')}</CardTitle>
              <ExportButton name="weekly-activity" headers={weeklyHeaders} rows={weeklyTable} />
            </CardHeader>
            <CardContent>
              <div className="h-72" role="img" aria-label={t('courses.analytics.weekly')}>
                <ResponsiveContainer width="100%" height="100%">
                  <BarChart data={weeklyRows}>
                    <CartesianGrid stroke={palette.border} strokeDasharray="3 3" />
                    <XAxis dataKey="label" reversed={rtl} {...axis} />
                    <YAxis allowDecimals={false} orientation={rtl ? 'right' : 'left'} {...axis} />
                    <Tooltip {...tooltip} />
                    <Legend wrapperStyle={{ color: palette.fg }} />
                    {/* A seam in the card's colour between stacked parts, so neighbours never run together. */}
                    {PRACTICE_MODULES.map((m) => (
                      <Bar
                        key={m}
                        dataKey={m}
                        stackId="a"
                        name={t(`courses.modules.${m}`)}
                        fill={moduleColor(m)}
                        stroke={palette.card}
                        isAnimationActive={false}
                      />
                    ))}
                  </BarChart>
                </ResponsiveContainer>
              </div>
              <DataTable caption={t('courses.analytics.weekly')} headers={weeklyHeaders} rows={weeklyTable} />
            </CardContent>
          </Card>
        </div>
      ) : null}
    </section>
  );
}
