import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { ArrowRight } from 'lucide-react';
import { LandingHeader } from './landing-header.tsx';
import { FeaturesSection } from './features-section.tsx';
import { AudiencesSection } from './audiences-section.tsx';
import { PricingSection } from './pricing-section.tsx';
import { AboutSection } from './about-section.tsx';
import { WrenLogo } from '@/components/wren-logo.tsx';

/** The public front page (spec 000 §2): no voice bar, plain markup, so it loads fast on any connection. */
export default function LandingPage() {
  const { t } = useTranslation();
  return (
    <div className="min-h-screen bg-bg text-fg">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-20 focus:rounded focus:bg-card focus:p-2">
        {t('landing.skipToContent')}
      </a>
      <LandingHeader />
      <main id="main">
        <Hero />
        <FeaturesSection />
        <AudiencesSection />
        <PricingSection />
        <AboutSection />
      </main>
      <footer className="border-t border-border px-4 py-8 text-sm text-muted-fg">
        <p className="mx-auto max-w-6xl">
          {t('app.name')} · {t('app.tagline')}
        </p>
      </footer>
    </div>
  );
}

function Hero() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="hero-title" className="px-4 py-16 md:py-24">
      <div className="mx-auto flex max-w-6xl flex-col items-center gap-10 md:flex-row">
        <div className="flex-1 text-center md:text-start">
          <h1 id="hero-title" className="text-4xl font-extrabold tracking-tight md:text-5xl">
            {t('landing.hero.title')}
          </h1>
          <p className="mt-4 max-w-xl text-lg text-muted-fg md:max-w-none">{t('landing.hero.text')}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3 md:justify-start">
            <Link
              href="/sign-up"
              className="inline-flex h-12 items-center gap-2 rounded-[calc(var(--radius)*0.75)] bg-primary px-6 text-lg font-medium text-primary-fg hover:opacity-90"
            >
              {t('landing.startTrial')}
              <ArrowRight aria-hidden="true" className="h-5 w-5 rtl:rotate-180" />
            </Link>
            <a
              href="#pricing"
              className="inline-flex h-12 items-center rounded-[calc(var(--radius)*0.75)] border border-border bg-card px-6 text-lg font-medium text-card-fg hover:bg-muted"
            >
              {t('landing.seePlans')}
            </a>
          </div>
        </div>
        <div aria-hidden="true" className="flex h-56 w-56 shrink-0 items-center justify-center rounded-full bg-secondary md:h-72 md:w-72">
          <WrenLogo className="h-36 w-36 md:h-48 md:w-48" />
        </div>
      </div>
    </section>
  );
}
