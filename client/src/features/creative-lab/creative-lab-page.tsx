import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BookOpen, Gamepad2, Palette } from 'lucide-react';
import type { Creation, Quota } from '@common/contracts/creative-lab.ts';
import { PageHeader } from '@/components/layout/page-header.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { useProfile } from '@/lib/account-queries.ts';
import { cn } from '@/lib/cn.ts';
import { ArtGenerator } from './components/art-generator.tsx';
import { GameBuilder } from './components/game-builder.tsx';
import { PresentationMaker } from './components/presentation-maker.tsx';
import { MyCreations } from './components/my-creations.tsx';
import { draftOf, emptyDraft, StoryCreator, type Draft } from './components/story-creator.tsx';

const TOOLS = [
  { id: 'story-creator', icon: BookOpen },
  { id: 'art-generator', icon: Palette },
  { id: 'interactive-maker', icon: Gamepad2 },
] as const;
type Tool = (typeof TOOLS)[number]['id'];

/** /creative-lab (spec 001 §2, issue 15): the story creator, the art generator, the interactive maker and My Creations. */
export default function CreativeLabPage() {
  const { t } = useTranslation();
  const profile = useProfile();
  const [tool, setTool] = useState<Tool>('story-creator');
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const [quota, setQuota] = useState<Quota | null>(null);
  // A story opened from My Creations (or a fresh one) starts the creator afresh: out of edit mode, nothing pending.
  const [session, setSession] = useState(0);
  // A game opened from My Creations to change; null builds a new one.
  const [openedGame, setOpenedGame] = useState<Creation | null>(null);

  return (
    <div className="min-h-screen bg-bg pb-28 text-fg">
      <PageHeader
        title={t('modules.creative-lab.name')}
        subtitle={t('modules.creative-lab.description')}
        actions={<Badge tone="primary">{t('common.level', { level: profile.data?.level ?? 1 })}</Badge>}
      />
      <main className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-6">
        <div className="grid gap-4 sm:grid-cols-3" role="group" aria-label={t('creativeLab.tools.label')}>
          {TOOLS.map(({ id, icon: Icon }) => (
            <button
              key={id}
              type="button"
              aria-pressed={tool === id}
              onClick={() => {
                if (id === 'interactive-maker' && tool !== id) setOpenedGame(null);
                setTool(id);
              }}
              className={cn('rounded-lg text-start focus-visible:outline-2 focus-visible:outline-offset-2', tool === id && 'ring-2 ring-primary')}
            >
              <Card className="h-full">
                <CardHeader>
                  <CardTitle level={2} className="flex items-center gap-2">
                    <Icon aria-hidden className="size-5" />
                    {t(`creativeLab.tools.${id}.title`)}
                  </CardTitle>
                  <CardDescription>{t(`creativeLab.tools.${id}.description`)}</CardDescription>
                </CardHeader>
              </Card>
            </button>
          ))}
        </div>

        {tool === 'story-creator' && <StoryCreator key={session} draft={draft} onDraftChange={setDraft} quota={quota} onQuota={setQuota} />}
        {tool === 'art-generator' && <ArtGenerator />}
        {tool === 'interactive-maker' && (
          <>
            <GameBuilder key={session} opened={openedGame} onQuota={setQuota} />
            <PresentationMaker />
          </>
        )}

        <MyCreations
          onCreateFirst={() => {
            setDraft(emptyDraft());
            setOpenedGame(null);
            setSession((n) => n + 1);
            setTool('story-creator');
          }}
          onEdit={(creation) => {
            setSession((n) => n + 1);
            if (creation.type === 'game') {
              setOpenedGame(creation);
              setTool('interactive-maker');
            } else {
              setDraft(draftOf(creation));
              setTool('story-creator');
            }
            window.scrollTo({ top: 0, behavior: 'smooth' });
          }}
        />
      </main>
    </div>
  );
}
