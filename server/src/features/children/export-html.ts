/**
 * The child's data as a page a parent reads and prints: who the child is, then one section per kind of record with
 * every row. Long structured values (strokes, marks) are shortened and recordings and pictures named only; the
 * JSON export carries them whole. Everything is escaped: stories and prompts are text the child typed.
 */
import type { ChildExportData } from './export.ts';
import { RECORD_TITLES } from './export.ts';

const escape = (value: string) => value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Columns too large to read on paper: named, with their size. */
const BULKY = new Set(['strokes', 'image_data_url', 'audio', 'file', 'engine_marks', 'heard', 'expression_evidence', 'code']);

function cell(column: string, value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (BULKY.has(column)) return `(${Math.ceil(JSON.stringify(value).length / 1024)} KB, in the JSON export)`;
  const shown = typeof value === 'string' ? value : JSON.stringify(value);
  return shown.length > 400 ? `${shown.slice(0, 400)}…` : shown;
}

function section(key: string, rows: Record<string, unknown>[]): string {
  const title = RECORD_TITLES[key] ?? key;
  if (rows.length === 0) return `<section><h2>${escape(title)}</h2><p>None.</p></section>`;
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const head = columns.map((c) => `<th scope="col">${escape(c.replace(/_/g, ' '))}</th>`).join('');
  const body = rows.map((row) => `<tr>${columns.map((c) => `<td>${escape(cell(c, row[c]))}</td>`).join('')}</tr>`).join('\n');
  return `<section><h2>${escape(title)} (${rows.length})</h2><div class="scroll"><table><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table></div></section>`;
}

export function childExportHtml(data: ChildExportData): string {
  const child = data.child;
  const name = [child.firstName, child.lastName].filter(Boolean).join(' ');
  const about = ['username', 'firstName', 'lastName', 'age', 'preferredLanguage', 'plan', 'tokens', 'level', 'missionStreak', 'isActive', 'createdAt']
    .map((key) => `<tr><th scope="row">${escape(key)}</th><td>${escape(cell(key, child[key]))}</td></tr>`)
    .join('');
  const sections = Object.entries(data.records)
    .map(([key, rows]) => section(key, rows))
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(`Everything Wren keeps about ${name}`)}</title>
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
<h1>${escape(`Everything Wren keeps about ${name}`)}</h1>
<p>Exported ${escape(data.exportedAt)}. The JSON export holds the same records in full, recordings and pictures included.</p>
<section><h2>Account</h2><table><tbody>${about}</tbody></table></section>
${sections}
</main>
</body>
</html>
`;
}
