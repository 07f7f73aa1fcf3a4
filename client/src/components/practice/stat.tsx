import { Card, CardContent } from '@/components/ui/card.tsx';

/** A labelled figure: the label names the group, so "Average score 72%" reads as one thing. */
export function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div role="group" aria-label={label} className="rounded-card bg-muted p-3">
      <div className="text-2xl font-bold tabular-nums">{value}</div>
      <div className="text-sm text-muted-fg">{label}</div>
    </div>
  );
}

/** The same figure larger, on a card of its own, for a row of figures under a practice panel. */
export function StatCard({ label, value }: { label: string; value: string }) {
  return (
    <Card>
      <CardContent className="pt-6">
        <div role="group" aria-label={label}>
          <div className="text-3xl font-bold tabular-nums">{value}</div>
          <div className="text-sm text-muted-fg">{label}</div>
        </div>
      </CardContent>
    </Card>
  );
}
