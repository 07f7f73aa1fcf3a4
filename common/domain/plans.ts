/** Plans of spec 000 §9. `aiPerDay` null means unlimited. */
export const PLANS = {
  free: { nameKey: 'plans.free.name', priceMonthly: 0, aiPerDay: 5 as number | null },
  premium: { nameKey: 'plans.premium.name', priceMonthly: 19.99, aiPerDay: null as number | null },
  school: { nameKey: 'plans.school.name', priceMonthly: null as number | null, aiPerDay: null as number | null },
} as const;
export type Plan = keyof typeof PLANS;
export const PLAN_IDS = Object.keys(PLANS) as Plan[];
