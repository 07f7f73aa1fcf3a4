import { useId, type ReactNode } from 'react';

/** A titled region of the dashboard: a landmark named by its own heading. */
export function DashboardSection({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="space-y-3">
      <div>
        <h2 id={id} className="text-xl font-bold">
          {title}
        </h2>
        {description && <p className="text-sm text-muted-fg">{description}</p>}
      </div>
      {children}
    </section>
  );
}
