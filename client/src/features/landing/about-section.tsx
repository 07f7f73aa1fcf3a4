import { useTranslation } from 'react-i18next';
import { Languages, School, ShieldCheck } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';

const POINTS: { key: 'safety' | 'languages' | 'schools'; icon: LucideIcon }[] = [
  { key: 'safety', icon: ShieldCheck },
  { key: 'languages', icon: Languages },
  { key: 'schools', icon: School },
];

export function AboutSection() {
  const { t } = useTranslation();
  return (
    <section id="about" aria-labelledby="about-title" className="scroll-mt-28 bg-muted px-4 py-16">
      <div className="mx-auto max-w-6xl">
        <h2 id="about-title" className="text-3xl font-bold">
          {t('landing.about.title')}
        </h2>
        <p className="mt-2 max-w-3xl text-lg">{t('landing.about.text')}</p>
        <ul className="mt-8 grid gap-4 md:grid-cols-3">
          {POINTS.map(({ key, icon: Icon }) => (
            <li key={key} className="rounded-card border border-border bg-card p-5 text-card-fg shadow-sm">
              <Icon aria-hidden="true" className="h-7 w-7 text-primary" />
              <h3 className="mt-3 text-lg font-semibold">{t(`landing.about.${key}.title`)}</h3>
              <p className="mt-1 text-sm text-muted-fg">{t(`landing.about.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
