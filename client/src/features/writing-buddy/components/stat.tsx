/** A labelled figure: the label names the group, so "Average score 72%" reads as one thing. */
export function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div role="group" aria-label={label} className="rounded-card bg-muted p-3">
      <div className="text-2xl font-bold tabular-nums">{value}</div>
      <div className="text-sm text-muted-fg">{label}</div>
    </div>
  );
}
