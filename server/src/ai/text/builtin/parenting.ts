/**
 * The builtin parenting-plan writer. It chooses activities from the curated library that suit the child's age and
 * the focus areas (the parent's, or those the goals point to), rotates them so consecutive days differ, and scales
 * their lengths so every day adds up exactly to the daily commitment. One day per chosen timeline day.
 */
import { PARENTING_GOALS, type DailyPlan, type FocusArea, type ParentingPlan, type PlanActivity, type TextTaskParsedInput } from '@common/contracts/ai.ts';
import { parenting, type ContentLanguage, type ParentingActivity } from './content.ts';
import type { Random } from './random.ts';
import { fill, joinList, minutesLabel } from './text-tools.ts';

type Input = TextTaskParsedInput<'parentingPlan'>;

const DEFAULT_AREAS: FocusArea[] = ['Emotional Intelligence', 'Communication', 'Character Building'];

/** Shares `total` minutes among activities in proportion to their usual lengths, in steps of 5, summing exactly. */
export function shareMinutes(weights: readonly number[], total: number): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const shares = weights.map((w) => Math.max(5, Math.round(((w / sum) * total) / 5) * 5));
  let diff = total - shares.reduce((a, b) => a + b, 0);
  // Settle the rounding on the longest activities first, never taking one below 5 minutes.
  const order = shares.map((_, i) => i).sort((a, b) => shares[b]! - shares[a]!);
  for (let k = 0; diff !== 0 && k < order.length * 20; k++) {
    const i = order[k % order.length]!;
    const step = diff > 0 ? Math.min(diff, 5) : Math.max(diff, -(shares[i]! - 5));
    shares[i]! += step;
    diff -= step;
  }
  return shares;
}

/** How many activities fill a day: shorter ones for small children, never fewer than 2 or more than 6. */
function activityCount(totalMinutes: number, age: number): number {
  const usual = age <= 5 ? 15 : age <= 11 ? 20 : 30;
  return Math.min(6, Math.max(2, Math.round(totalMinutes / usual)));
}

function arabicCount(n: number, one: string, two: string, few: string, many: string): string {
  if (n === 1) return one;
  if (n === 2) return two;
  return n <= 10 ? `${n} ${few}` : `${n} ${many}`;
}

function unique<T>(items: readonly T[]): T[] {
  return [...new Set(items)];
}

export function composeParentingPlan(input: Input, language: ContentLanguage, random: Random): ParentingPlan {
  const content = parenting();
  const text = content.text[language];
  const age = input.childAge;
  const totalMinutes = Math.round(input.hoursPerDay * 60);
  const knownGoals = input.goals.filter((g): g is (typeof PARENTING_GOALS)[number] => g in content.goals);
  const ownGoal = input.goals.find((g) => !(g in content.goals));

  const goalAreas = unique(knownGoals.flatMap((g) => content.goals[g]!.focus));
  const primary: FocusArea[] = input.focusAreas.length ? unique(input.focusAreas) : goalAreas.length ? goalAreas.slice(0, 3) : DEFAULT_AREAS;
  const secondary = goalAreas.filter((a) => !primary.includes(a));

  const suits = (a: ParentingActivity) => a.ages[0] <= age && age <= a.ages[1];
  const forArea = (area: FocusArea | null) => random.shuffle(content.activities.filter((a) => a.focus === area && suits(a)));
  const pools = new Map<FocusArea | null, ParentingActivity[]>([...primary, ...secondary, null].map((area) => [area, forArea(area)]));
  const cursors = new Map<FocusArea | null, number>();
  const nextFrom = (area: FocusArea | null, taken: Set<string>): ParentingActivity | undefined => {
    const pool = pools.get(area) ?? [];
    for (let tries = 0; tries < pool.length; tries++) {
      const index = cursors.get(area) ?? 0;
      cursors.set(area, index + 1);
      const candidate = pool[index % pool.length]!;
      if (!taken.has(candidate.id)) return candidate;
    }
    return undefined;
  };

  const styleKey = input.parentingStyle in content.styles ? input.parentingStyle : 'custom';
  const style = content.styles[styleKey]![language];
  const count = activityCount(totalMinutes, age);
  const reviewDays = input.timeline >= 14;

  const dailyPlans: DailyPlan[] = [];
  for (let day = 1; day <= input.timeline; day++) {
    const focus = primary[(day - 1) % primary.length]!;
    const focusText = content.focusAreas[focus][language];
    const round = Math.floor((day - 1) / primary.length);
    const isReview = reviewDays && day % 7 === 0;

    // The day's own focus first, then the other chosen areas, the goals' areas, and the everyday anchors.
    // Rotating the others by day keeps two days with the same focus from getting the same set.
    const others: (FocusArea | null)[] = [...primary.filter((a) => a !== focus), ...secondary, null];
    const shift = Math.floor((day - 1) / primary.length) % others.length;
    const sources: (FocusArea | null)[] = [focus, ...others.slice(shift), ...others.slice(0, shift)];
    const taken = new Set<string>();
    const picks: ParentingActivity[] = [];
    for (let pass = 0; picks.length < count && pass < 3; pass++) {
      for (const area of sources) {
        if (picks.length >= count) break;
        // Each pass takes at most one activity per area, so a day mixes areas before repeating one.
        const activity = nextFrom(area, taken);
        if (activity) {
          picks.push(activity);
          taken.add(activity.id);
        }
      }
    }
    const minutes = shareMinutes(
      picks.map((p) => p.minutes),
      totalMinutes,
    );
    const activities: PlanActivity[] = picks.map((p, i) => ({ ...p[language], materials: [...p[language].materials], type: p.type, duration: minutes[i]! }));

    const objectives = isReview ? [text.reviewObjective] : [focusText.objectives[round % focusText.objectives.length]!];
    const otherArea = picks.map((p) => p.focus).find((a): a is FocusArea => a !== null && a !== focus);
    if (otherArea) objectives.push(content.focusAreas[otherArea][language].objectives[round % 3]!);
    if (ownGoal && day % 2 === 1) objectives.push(fill(text.ownGoal, { goal: ownGoal }));

    const parentTips = [focusText.tips[round % focusText.tips.length]!, style.tips[(day - 1) % style.tips.length]!];
    if (day === 1 && input.additionalNotes) parentTips.push(text.notes);

    dailyPlans.push({
      day,
      theme: isReview ? fill(text.review, { week: String(day / 7) }) : focusText.themes[round % focusText.themes.length]!,
      totalTimeEstimate: minutesLabel(totalMinutes, language),
      objectives,
      activities,
      parentTips,
    });
  }

  const goalLabels = knownGoals.map((g) => content.goals[g]!.label[language]);
  const areaLabels = primary.map((a) => content.focusAreas[a][language].label);
  const slots = {
    childName: input.childName,
    days: String(input.timeline),
    daysLabel: arabicCount(input.timeline, 'يوم واحد', 'يومان', 'أيام', 'يومًا'),
    age: String(age),
    ageLabel: arabicCount(age, 'سنة واحدة', 'سنتان', 'سنوات', 'سنة'),
    hours: minutesLabel(totalMinutes, language),
    style: style.name,
    goals: joinList(goalLabels.length ? goalLabels.slice(0, 3) : areaLabels.slice(0, 2), language),
    areas: joinList(areaLabels, language),
    goalPhrase: knownGoals.length
      ? joinList(
          knownGoals.slice(0, 3).map((g) => content.goals[g]![language]),
          language,
        )
      : joinList(areaLabels, language),
  };
  const named = fill(input.childName ? text.title : text.titleNoName, slots);
  // A long name and many goals could overflow the title; the plan then goes untitled by name.
  const title = named.length <= 160 ? named : fill(text.titleNoName, slots).slice(0, 160);
  return { title: title.charAt(0).toUpperCase() + title.slice(1), description: fill(text.description, slots), dailyPlans };
}
