import { useTranslation } from 'react-i18next';
import { PublicHeader } from '@/components/layout/public-header.tsx';

/** A public text page: a heading, then sections of paragraphs, all from the catalogue. */
export function LegalPage({ title, intro, sections }: { title: string; intro: string; sections: { heading: string; body: string[] }[] }) {
  const { t } = useTranslation();
  return (
    <div className="min-h-screen bg-bg text-fg">
      <PublicHeader backHref="/sign-up" backLabel={t('legal.backToSignUp')} />
      <main className="mx-auto max-w-3xl px-4 py-10">
        <article className="rounded-card border border-border bg-card p-6 text-card-fg shadow-sm">
          <h1 className="text-2xl font-bold">{title}</h1>
          <p className="mt-2 text-muted-fg">{intro}</p>
          {sections.map((section) => (
            <section key={section.heading} className="mt-6">
              <h2 className="text-lg font-semibold">{section.heading}</h2>
              {section.body.map((paragraph) => (
                <p key={paragraph} className="mt-2">
                  {paragraph}
                </p>
              ))}
            </section>
          ))}
        </article>
      </main>
    </div>
  );
}
