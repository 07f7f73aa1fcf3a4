import type { ReactNode } from 'react';
import { PageHeader } from './page-header.tsx';
import { Card, CardContent } from '@/components/ui/card.tsx';

/** The frame of a screen below the dashboard: header with back link, then the screen's own content. */
export function AreaScreen({ title, description, children }: { title: string; description: string; children?: ReactNode }) {
  return (
    <div className="min-h-screen bg-bg pb-28">
      <PageHeader title={title} />
      <main className="mx-auto max-w-6xl space-y-6 px-4 py-6">
        <Card>
          <CardContent className="pt-5">
            <p>{description}</p>
          </CardContent>
        </Card>
        {children}
      </main>
    </div>
  );
}
