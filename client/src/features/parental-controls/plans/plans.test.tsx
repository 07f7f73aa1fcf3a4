// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ParentingPlanRecord } from '@common/contracts/parenting-plans.ts';
import type { DailyPlan } from '@common/contracts/ai.ts';
import { stubFetch } from '@/test/fixtures.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { MyPlansTab, PlanBuilderTab } from './index.tsx';
import { preview } from './components/activity-item.tsx';

afterEach(() => vi.unstubAllGlobals());

const LONG =
  'Sit together and open Phonics Tutor. Let your child choose a sound, listen to it, and say it back into the microphone; then hunt for five things at home.';
const activity = (n: number) => ({
  title: `Activity ${n}`,
  type: 'lesson' as const,
  duration: 12,
  description: `What activity ${n} is about.`,
  content: LONG,
  parentGuidance: 'Praise the try.',
  expectedOutcome: 'More sure of the sounds.',
  materials: ['paper'],
});
const day = (n: number, activities = 2): DailyPlan => ({
  day: n,
  theme: `Theme ${n}`,
  totalTimeEstimate: '1 hour',
  objectives: [`Objective ${n}`],
  activities: Array.from({ length: activities }, (_, i) => activity(i + 1)),
  parentTips: [`Tip ${n}`],
});
const PLAN: ParentingPlanRecord = {
  id: '11111111-1111-4111-8111-111111111111',
  userId: 'u1',
  childId: null,
  title: "Sam's 14-day plan",
  description: 'Two weeks of short activities.',
  parentingStyle: 'nurturing',
  childName: 'Sam',
  childAge: 6,
  goals: ['Confident', 'Loves reading'],
  focusAreas: ['Academic Support'],
  timeline: 14,
  totalDays: 14,
  hoursPerDay: 1,
  additionalNotes: '',
  dailyPlans: Array.from({ length: 14 }, (_, i) => day(i + 1, i === 0 ? 5 : 2)),
  status: 'active',
  progress: 25,
  completedActivities: ['1:0'],
  startDate: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
};

describe('My plans', () => {
  it("says 'No parenting plans yet' when there are none", async () => {
    stubFetch(() => ({ status: 200, body: { plans: [] } }));
    await renderWithProviders(<MyPlansTab />);
    expect(await screen.findByText('No parenting plans yet')).toBeTruthy();
  });

  it("says 'Failed to fetch plans' when the list cannot be loaded", async () => {
    stubFetch(() => ({ status: 500, body: { message: 'boom' } }));
    await renderWithProviders(<MyPlansTab />);
    expect(await screen.findByText('Failed to fetch plans')).toBeTruthy();
  });

  it('a card shows days, hours, style, date and progress; the calendar shows 7 columns, 3 activities and +N more', async () => {
    stubFetch(() => ({ status: 200, body: { plans: [PLAN] } }));
    await renderWithProviders(<MyPlansTab />);
    const card = (await screen.findByRole('heading', { name: PLAN.title })).closest('li')!;
    for (const text of ['14 days', '1 hour a day', 'Nurturing', 'Progress: 25%', 'Created Nov 20, 2026']) expect(within(card).getByText(text)).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: `Calendar of ${PLAN.title}` }));
    const dialog = await screen.findByRole('dialog', { name: `Calendar: ${PLAN.title}` });
    const days = within(dialog).getByRole('list', { name: 'Days of the plan' });
    expect(days.getAttribute('style')).toContain('repeat(7, minmax(0, 1fr))');
    expect(within(days).getAllByRole('listitem')).toHaveLength(14);
    const first = within(days).getAllByRole('listitem')[0]!;
    expect(within(first).queryByText(/Activity 4/)).toBeNull();
    expect(within(first).getByText('+2 more activities')).toBeTruthy();
    fireEvent.click(within(first).getByRole('button'));
    expect(await within(dialog).findByRole('heading', { name: 'Day 1: Theme 1' })).toBeTruthy();
    expect((within(dialog).getAllByRole('checkbox', { name: 'Done' })[0] as HTMLInputElement).checked).toBe(true);
  });

  it('the detail previews content in 120 characters, with the full content in its dialog', async () => {
    expect(preview(LONG).length).toBeLessThanOrEqual(121);
    expect(LONG.startsWith(preview(LONG).slice(0, -1))).toBe(true);
    stubFetch(() => ({ status: 200, body: { plans: [PLAN] } }));
    await renderWithProviders(<MyPlansTab initialPlanId={PLAN.id} />);
    expect(await screen.findByRole('button', { name: 'Back to Plans' })).toBeTruthy();
    expect(screen.getByText('Loves reading')).toBeTruthy();
    expect(screen.getByText('Academic Support')).toBeTruthy();
    expect(screen.getAllByText(preview(LONG)).length).toBeGreaterThan(0);
    fireEvent.click(screen.getAllByRole('button', { name: 'View Full Content' })[0]!);
    const full = await screen.findByRole('dialog', { name: 'Activity 1' });
    expect(within(full).getByText(LONG)).toBeTruthy();
  });
});

describe('Plan builder', () => {
  it('a custom style needs its description, in the words of the shared schema', async () => {
    const fetchMock = stubFetch(() => ({ status: 500, body: {} }));
    await renderWithProviders(<PlanBuilderTab />);
    fireEvent.click(await screen.findByRole('radio', { name: /Custom/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Generate Plan' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Describe your parenting style');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("reads 'Generating Plan...' while working, ignores a second click, and saves the plan active with progress 0", async () => {
    let release: () => void = () => {};
    const generated = new Promise<void>((resolve) => (release = resolve));
    const calls: { url: string; body: unknown }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        calls.push({ url, body: init?.body ? JSON.parse(init.body as string) : undefined });
        if (url === '/api/parenting-plans/generate') {
          await generated;
          return Response.json({ title: 'Plan', description: 'Desc', dailyPlans: PLAN.dailyPlans.slice(0, 7), engine: 'builtin' });
        }
        return Response.json({ plan: { ...PLAN, timeline: 7, totalDays: 7, dailyPlans: PLAN.dailyPlans.slice(0, 7), progress: 0 } }, { status: 201 });
      }),
    );
    const onSaved = vi.fn();
    await renderWithProviders(<PlanBuilderTab childName="Sam" childAge={6} onSaved={onSaved} />);
    const button = await screen.findByRole('button', { name: 'Generate Plan' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Confident' }));
    fireEvent.click(button);
    fireEvent.click(button);
    expect(await screen.findByRole('button', { name: 'Generating Plan...' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Generating Plan...' }));
    release();
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(calls.map((c) => c.url)).toEqual(['/api/parenting-plans/generate', '/api/parenting-plans']);
    expect(calls[0]!.body).toMatchObject({ parentingStyle: 'friendly', goals: ['Confident'], timeline: 7, hoursPerDay: 1, childAge: 6, childName: 'Sam' });
    expect(calls[1]!.body).toMatchObject({ title: 'Plan', status: 'active', progress: 0, totalDays: 7 });
  });
});
