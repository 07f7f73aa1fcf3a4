import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Check } from 'lucide-react';
import { PLANS, PLAN_IDS, type Plan } from '@common/domain/plans.ts';
import { cn } from '@/lib/cn.ts';

function usePrice() {
  const { i18n } = useTranslation();
  return (amount: number) =>
    new Intl.NumberFormat(i18n.language, {
      style: 'currency',
      currency: 'USD',
      currencyDisplay: 'narrowSymbol',
      // Whole amounts read "$0", not "$0.00"; cents show only when there are some.
      minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    }).format(amount) +
    // Arabic formats end in "US$"; without a left-to-right mark the bidi algorithm shows it as "$US".
    '\u200E';
}

function PlanPoints({ plan }: { plan: Plan }) {
  const { t } = useTranslation();
  const { aiPerDay } = PLANS[plan];
  const extras = { free: [], premium: [t('plans.multiChild')], school: [t('plans.organization')] }[plan];
  const points = [aiPerDay === null ? t('plans.unlimitedAi') : t('plans.aiPerDay', { count: aiPerDay }), ...extras];
  return (
    <ul className="mt-4 space-y-2 text-sm">
      {points.map((point) => (
        <li key={point} className="flex gap-2">
          <Check aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-success" />
          <span>{point}</span>
        </li>
      ))}
    </ul>
  );
}

const ACTION = 'mt-6 inline-flex h-11 w-full items-center justify-center rounded-[calc(var(--radius)*0.75)] px-4 font-medium';

function PlanAction({ plan }: { plan: Plan }) {
  const { t } = useTranslation();
  if (plan === 'school') {
    return (
      <a href="#about" className={cn(ACTION, 'border border-border bg-card text-card-fg hover:bg-muted')}>
        {t('plans.contactSales')}
      </a>
    );
  }
  return (
    <Link
      href={`/sign-up?plan=${plan}`}
      className={cn(ACTION, plan === 'premium' ? 'bg-primary text-primary-fg hover:opacity-90' : 'bg-secondary text-secondary-fg hover:opacity-90')}
    >
      {t(plan === 'premium' ? 'landing.startTrial' : 'plans.getStarted')}
    </Link>
  );
}

export function PricingSection() {
  const { t } = useTranslation();
  const price = usePrice();
  return (
    <section id="pricing" aria-labelledby="pricing-title" className="scroll-mt-28 px-4 py-16">
      <div className="mx-auto max-w-6xl">
        <h2 id="pricing-title" className="text-3xl font-bold">
          {t('landing.pricing.title')}
        </h2>
        <p className="mt-2 max-w-2xl text-muted-fg">{t('landing.pricing.intro')}</p>
        <ul className="mt-8 grid gap-4 md:grid-cols-3">
          {PLAN_IDS.map((plan) => {
            const { nameKey, priceMonthly } = PLANS[plan];
            const featured = plan === 'premium';
            return (
              <li
                key={plan}
                className={cn('flex flex-col rounded-card border bg-card p-6 text-card-fg shadow-sm', featured ? 'border-2 border-primary' : 'border-border')}
              >
                <h3 className="text-xl font-semibold">{t(nameKey)}</h3>
                <p className="mt-1 text-sm text-muted-fg">{t(`plans.${plan}.text`)}</p>
                <p className="mt-4">
                  {priceMonthly === null ? (
                    <span className="text-3xl font-bold">{t('plans.customPrice')}</span>
                  ) : (
                    <>
                      <span className="text-4xl font-bold">{price(priceMonthly)}</span> <span className="text-sm text-muted-fg">{t('plans.perMonth')}</span>
                    </>
                  )}
                </p>
                <div className="flex-1">
                  <PlanPoints plan={plan} />
                </div>
                <PlanAction plan={plan} />
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
