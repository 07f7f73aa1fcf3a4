import { useTranslation } from 'react-i18next';
import { BookOpen, Bot, Ear, Palette, PenLine } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';

type ModuleId = 'writing-buddy' | 'phonics-tutor' | 'stem-mission-coach' | 'creative-lab';

// The learning modules of spec 000 §1; the four with screens carry the names the dashboard shows.
const MODULES: { id: ModuleId | 'story-teller'; icon: LucideIcon }[] = [
  { id: 'writing-buddy', icon: PenLine },
  { id: 'phonics-tutor', icon: Ear },
  { id: 'stem-mission-coach', icon: Bot },
  { id: 'creative-lab', icon: Palette },
  { id: 'story-teller', icon: BookOpen },
];

export function FeaturesSection() {
  const { t } = useTranslation();
  return (
    <section id="features" aria-labelledby="features-title" className="scroll-mt-28 px-4 py-16">
      <div className="mx-auto max-w-6xl">
        <h2 id="features-title" className="text-3xl font-bold">
          {t('landing.features.title')}
        </h2>
        <p className="mt-2 max-w-2xl text-muted-fg">{t('landing.features.intro')}</p>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {MODULES.map(({ id, icon: Icon }) => (
            <li key={id} className="rounded-card border border-border bg-card p-5 text-card-fg shadow-sm">
              <Icon aria-hidden="true" className="h-8 w-8 text-primary" />
              <h3 className="mt-3 text-lg font-semibold">{id === 'story-teller' ? t('landing.features.storyTeller') : t(`modules.${id}.name`)}</h3>
              <p className="mt-1 text-sm text-muted-fg">{t(`landing.features.text.${id}`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
