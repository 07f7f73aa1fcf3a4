import { useTranslation } from 'react-i18next';
import { AreaScreen } from '@/components/layout/area-screen.tsx';
import { PageHeader } from '@/components/layout/page-header.tsx';
import type { ScreenFrame } from './routes.ts';

/**
 * A screen's header as it opens (routes.ts `frame`), drawn at build time into the page the server sends for the
 * screen's address (client/prerender.ts): the same components the screen draws, without what needs data or code
 * (its actions, its content).
 */
export function ScreenFrameView({ frame }: { frame: ScreenFrame }) {
  const { t } = useTranslation();
  // The keys are checked against the catalogue and the screen's own header (routes.test.ts, screen-frames E2E).
  const text = (key: string) => t(key as 'common.loading');
  if (frame.description) return <AreaScreen title={text(frame.title)} description={text(frame.description)} />;
  return (
    <div className="min-h-screen bg-bg pb-28 text-fg">
      <PageHeader title={text(frame.title)} subtitle={frame.subtitle ? text(frame.subtitle) : undefined} />
    </div>
  );
}
