// The builtin parenting-plan writer: a plan that fits what the parent asked for (focus areas, goals, age, time,
// language, their own goal and notes), with Wren's own modules where they suit the child.
import { describe, expect, it } from 'vitest';
import { parentingPlanInputSchema, type ParentingPlan, type ParentingPlanInput } from '@common/contracts/ai.ts';
import { parenting, type ContentLanguage } from './content.ts';
import { composeParentingPlan } from './parenting.ts';
import { createRandom } from './random.ts';

const base: ParentingPlanInput = {
  parentingStyle: 'friendly',
  goals: [],
  timeline: 7,
  hoursPerDay: 1,
  childAge: 6,
  focusAreas: [],
  additionalNotes: '',
  childName: 'Sam',
};

function plan(change: Partial<ParentingPlanInput> = {}, language: ContentLanguage = 'en', seed = 7): ParentingPlan {
  return composeParentingPlan(parentingPlanInputSchema.parse({ ...base, ...change }), language, createRandom(seed));
}

const library = parenting().activities;
/** The library entry of a planned activity, found by its title in the plan's language. */
const entryOf = (title: string, language: ContentLanguage = 'en') => library.find((a) => a[language].title === title)!;
const WREN_MODULES = /Phonics Tutor|Writing Buddy|Creative Lab|Mission Coach/;

describe('builtin parenting plans fit the inputs', () => {
  it('every activity suits the child age, and each day adds up exactly to the daily commitment', () => {
    for (const childAge of [1, 3, 6, 9, 13, 18]) {
      for (const hoursPerDay of [0.5, 1, 1.5, 2, 3]) {
        const written = plan({ childAge, hoursPerDay, timeline: 14 });
        expect(written.dailyPlans).toHaveLength(14);
        for (const day of written.dailyPlans) {
          expect(day.activities.reduce((sum, a) => sum + a.duration, 0)).toBe(hoursPerDay * 60);
          for (const activity of day.activities) {
            const [from, to] = entryOf(activity.title).ages;
            expect(childAge, `${activity.title} is for ${from}–${to}`).toBeGreaterThanOrEqual(from);
            expect(childAge).toBeLessThanOrEqual(to);
          }
        }
      }
    }
  });

  it('the days rotate through the chosen focus areas, each day led by an activity of its own area', () => {
    const focusAreas = ['Physical Activity', 'Responsibility', 'Communication'] as const;
    const written = plan({ focusAreas: [...focusAreas], timeline: 30, childAge: 8 });
    written.dailyPlans.forEach((day, i) => {
      expect(entryOf(day.activities[0]!.title).focus).toBe(focusAreas[i % 3]);
    });
    const areas = new Set(written.dailyPlans.flatMap((d) => d.activities.map((a) => entryOf(a.title).focus)));
    for (const area of focusAreas) expect(areas).toContain(area);
  });

  it('without focus areas the goals choose them (Leader → leadership, communication, responsibility)', () => {
    const written = plan({ goals: ['Leader'], childAge: 9 });
    const leading = written.dailyPlans.map((d) => entryOf(d.activities[0]!.title).focus);
    expect(new Set(leading)).toEqual(new Set(['Leadership Skills', 'Communication', 'Responsibility']));
    expect(written.title).toBe("Sam's 7-day plan for leadership");
  });

  it("a parent's own goal appears in the objectives and their notes in the first day's tips", () => {
    const written = plan({ goals: ['Confident', 'Tidies up without being asked'], additionalNotes: 'He is shy with adults' });
    expect(written.dailyPlans[0]!.objectives).toContain('Take a small step toward your own goal: Tidies up without being asked');
    expect(written.dailyPlans[0]!.parentTips.join(' ')).toMatch(/notes/);
  });

  it("Wren's modules come in where they suit: Phonics Tutor and Writing Buddy for a 6-year-old's academic support", () => {
    const written = plan({ focusAreas: ['Academic Support'], childAge: 6, timeline: 7 });
    const titles = written.dailyPlans.flatMap((d) => d.activities.map((a) => `${a.title} ${a.content ?? ''}`));
    expect(titles.some((t) => /Phonics Tutor/.test(t))).toBe(true);
    expect(titles.some((t) => /Writing Buddy/.test(t))).toBe(true);
    // A toddler's plan does not send them to a screen.
    const toddler = plan({ focusAreas: ['Academic Support', 'Problem Solving'], childAge: 2, timeline: 14 });
    expect(toddler.dailyPlans.flatMap((d) => d.activities.map((a) => `${a.title} ${a.content ?? ''}`)).some((t) => WREN_MODULES.test(t))).toBe(false);
  });

  it('is written in the language asked: French and Arabic plans use the same activities in their own words', () => {
    const en = plan({ focusAreas: ['Emotional Intelligence'] }, 'en', 3);
    const fr = plan({ focusAreas: ['Emotional Intelligence'] }, 'fr', 3);
    const ar = plan({ focusAreas: ['Emotional Intelligence'] }, 'ar', 3);
    expect(fr.dailyPlans[0]!.activities.map((a) => entryOf(a.title, 'fr').id)).toEqual(en.dailyPlans[0]!.activities.map((a) => entryOf(a.title).id));
    expect(fr.description).toMatch(/jours/);
    expect(fr.dailyPlans[0]!.totalTimeEstimate).toMatch(/heure/);
    expect(ar.description).toMatch(/[\u0600-\u06FF]/);
    expect(ar.dailyPlans[0]!.activities[0]!.title).toMatch(/[\u0600-\u06FF]/);
  });

  it('every activity carries content, guidance, an outcome and materials', () => {
    const written = plan({ timeline: 30, focusAreas: [], goals: ['Creative', 'Empathetic'] });
    for (const activity of written.dailyPlans.flatMap((d) => d.activities)) {
      expect(activity.content!.length).toBeGreaterThan(80);
      expect(activity.parentGuidance.length).toBeGreaterThan(20);
      expect(activity.expectedOutcome.length).toBeGreaterThan(20);
      expect(activity.materials.length).toBeGreaterThan(0);
    }
  });
});
