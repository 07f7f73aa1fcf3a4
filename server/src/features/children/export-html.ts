/**
 * The child's data as a page a parent reads and prints, in the language of the page they opened it from: who the
 * child is, then one section per kind of record with every row. Long structured values (strokes, marks) are
 * shortened and recordings and pictures named only; the JSON export carries them whole. The records' column names
 * are the JSON export's keys, so a row on paper can be found in the file. Everything is escaped: stories and prompts
 * are text the child typed.
 */
import { directionOf, normalizeLanguage } from '@common/domain/languages.ts';
import { intlZoneAt, zoneOrUtc } from '@common/domain/calendar.ts';
import { message, type MessageLanguage } from '../../http/messages.ts';
import type { ChildExportData } from './export.ts';
import { RECORD_KINDS, recordTitle } from './export.ts';

const escape = (value: string) => value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Columns too large to read on paper: named, with their size. */
const BULKY = new Set(['strokes', 'image_data_url', 'audio', 'file', 'engine_marks', 'heard', 'expression_evidence', 'code']);

/** The account's facts a parent recognises, in this order. */
const ABOUT = ['username', 'firstName', 'lastName', 'age', 'preferredLanguage', 'plan', 'tokens', 'level', 'missionStreak', 'isActive', 'createdAt'] as const;

export interface ExportPageReader {
  language: MessageLanguage;
  /** The parent's time zone (IANA) for the page's dates (the export, the account's creation); UTC when none. */
  timeZone: string | null;
}

function cell(column: string, value: unknown, language: MessageLanguage): string {
  if (value === null || value === undefined) return '—';
  if (BULKY.has(column)) return message('childExport.inJson', { size: Math.ceil(JSON.stringify(value).length / 1024) }).in(language);
  const shown = typeof value === 'string' ? value : JSON.stringify(value);
  return shown.length > 400 ? `${shown.slice(0, 400)}…` : shown;
}

function aboutValue(key: (typeof ABOUT)[number], value: unknown, reader: ExportPageReader): string {
  const { language } = reader;
  if (key === 'isActive' && typeof value === 'boolean') return message(value ? 'childExport.yes' : 'childExport.no').in(language);
  if (key === 'plan' && (value === 'free' || value === 'premium' || value === 'school')) return message(`childExport.plans.${value}`).in(language);
  if (key === 'createdAt' && typeof value === 'string') return when(value, reader);
  if (key === 'preferredLanguage' && typeof value === 'string') {
    const known = normalizeLanguage(value);
    return known ? message(`languages.${known}`).in(language) : value;
  }
  return cell(key, value, language);
}

function section(title: string, rows: Record<string, unknown>[], language: MessageLanguage): string {
  if (rows.length === 0) return `<section><h2>${escape(title)}</h2><p>${escape(message('childExport.none').in(language))}</p></section>`;
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const head = columns.map((c) => `<th scope="col">${escape(c.replace(/_/g, ' '))}</th>`).join('');
  const body = rows.map((row) => `<tr>${columns.map((c) => `<td>${escape(cell(c, row[c], language))}</td>`).join('')}</tr>`).join('\n');
  return `<section><h2>${escape(title)} (${rows.length})</h2><div class="scroll"><table><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table></div></section>`;
}

/** A moment (the export, the account's creation) as the parent reads a date, with the zone named. */
function when(iso: string, { language, timeZone }: ExportPageReader): string {
  const at = new Date(iso);
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeStyle: 'long', timeZone: intlZoneAt(zoneOrUtc(timeZone), at.getTime()) }).format(at);
}

export function childExportHtml(data: ChildExportData, reader: ExportPageReader): string {
  const { language } = reader;
  const child = data.child;
  const name = [child.firstName, child.lastName].filter(Boolean).join(' ');
  const say = (key: Parameters<typeof message>[0], params?: Parameters<typeof message>[1]) => escape(message(key, params).in(language));
  const about = ABOUT.map(
    (key) => `<tr><th scope="row">${say(`childExport.fields.${key}`)}</th><td>${escape(aboutValue(key, child[key], reader))}</td></tr>`,
  ).join('');
  const sections = RECORD_KINDS.map((kind) => section(recordTitle(kind).in(language), data.records[kind] ?? [], language)).join('\n');
  const title = say('childExport.title', { name });
  return `<!doctype html>
<html lang="${language}" dir="${directionOf(language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>
body { font: 14px/1.5 system-ui, sans-serif; margin: 2rem; color: #111; background: #fff; }
h1 { font-size: 1.6rem; } h2 { font-size: 1.15rem; margin-top: 2rem; border-bottom: 1px solid #999; }
table { border-collapse: collapse; width: 100%; } th, td { border: 1px solid #bbb; padding: 4px 6px; text-align: start; vertical-align: top; }
th { background: #eee; } .scroll { overflow-x: auto; } td { word-break: break-word; }
@media print { body { margin: 0; } .scroll { overflow: visible; } section { break-inside: auto; } }
</style>
</head>
<body>
<main>
<h1>${title}</h1>
<p>${say('childExport.exported', { date: when(data.exportedAt, reader) })}</p>
<section><h2>${say('childExport.account')}</h2><table><tbody>${about}</tbody></table></section>
${sections}
</main>
</body>
</html>
`;
}
