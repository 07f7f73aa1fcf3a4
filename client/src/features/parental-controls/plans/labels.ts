import { FOCUS_AREAS, PARENTING_GOALS, PARENTING_STYLES, PLAN_MESSAGES } from '@common/contracts/parenting-plans.ts';

/** Catalogue keys of the spec's goal and focus-area names (which hold spaces and '&', unfit for keys). */
export const GOAL_KEYS = {
  Leader: 'leader',
  'Smart & Intelligent': 'smart',
  'Ethical & Moral': 'ethical',
  'Pious & Spiritual': 'pious',
  Creative: 'creative',
  Confident: 'confident',
  Empathetic: 'empathetic',
  Independent: 'independent',
} as const satisfies Record<(typeof PARENTING_GOALS)[number], string>;

export const FOCUS_KEYS = {
  'Character Building': 'characterBuilding',
  'Life Skills': 'lifeSkills',
  'Academic Support': 'academicSupport',
  'Emotional Intelligence': 'emotionalIntelligence',
  'Social Skills': 'socialSkills',
  'Physical Activity': 'physicalActivity',
  'Creativity & Arts': 'creativityArts',
  'Cultural Values': 'culturalValues',
  'Problem Solving': 'problemSolving',
  'Leadership Skills': 'leadershipSkills',
  Communication: 'communication',
  Responsibility: 'responsibility',
} as const satisfies Record<(typeof FOCUS_AREAS)[number], string>;

export const isKnownGoal = (goal: string): goal is (typeof PARENTING_GOALS)[number] => goal in GOAL_KEYS;
export const isKnownFocus = (area: string): area is (typeof FOCUS_AREAS)[number] => area in FOCUS_KEYS;
export const isKnownStyle = (style: string): style is (typeof PARENTING_STYLES)[number] => (PARENTING_STYLES as readonly string[]).includes(style);

/** The catalogue key of one of the shared validation messages, so the form says it in the interface language. */
export function messageKey(message: string): keyof typeof PLAN_MESSAGES | null {
  const found = Object.entries(PLAN_MESSAGES).find(([, text]) => text === message);
  return found ? (found[0] as keyof typeof PLAN_MESSAGES) : null;
}
