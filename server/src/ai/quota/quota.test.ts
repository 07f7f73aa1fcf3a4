import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '../../db/client.ts';
import { organizations, parentalSettings, users } from '../../db/schema.ts';
import { defaultParentalSettings } from '@common/contracts/parental-controls.ts';
import { buildChild, buildOrganization, buildParent } from '../../test/factories.ts';
import { bestPlan, consumeInteraction, effectivePlan, quotaDay, quotaStatus, releaseInteraction } from './quota.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openDatabase({ dataDir: null });
});
afterAll(() => database.close());

describe('plans', () => {
  it('the best plan wins: unlimited beats the Free plan', () => {
    expect(bestPlan(['free'])).toBe('free');
    expect(bestPlan(['free', 'premium'])).toBe('premium');
    expect(bestPlan(['school', 'free'])).toBe('school');
    expect(bestPlan([])).toBe('free');
  });

  it("a child's plan is the best of their own, their parents' and their school's", async () => {
    const db = database.db;
    const alone = await buildChild(db);
    expect(await effectivePlan(db, alone.id)).toBe('free');

    const withPremiumParent = await buildChild(db);
    await buildParent(db, { children: [withPremiumParent], values: { plan: 'premium' } });
    await buildParent(db, { children: [withPremiumParent] });
    expect(await effectivePlan(db, withPremiumParent.id)).toBe('premium');

    const school = await buildOrganization(db, { type: 'school' });
    const atSchool = await buildChild(db, { organizationId: school.id });
    expect(await effectivePlan(db, atSchool.id)).toBe('school');
    await db.update(organizations).set({ plan: 'free' }).where(eq(organizations.id, school.id));
    expect(await effectivePlan(db, atSchool.id)).toBe('free');
  });
});

describe('daily quota', () => {
  const noon = new Date('2026-03-10T12:00:00Z');

  it("resets at the next midnight of the family's clock", () => {
    expect(quotaDay(noon, 'UTC')).toEqual({ day: '2026-03-10', resetsAt: '2026-03-11T00:00:00.000Z' });
    expect(quotaDay(new Date('2026-12-31T23:59:59Z'), 'UTC')).toEqual({ day: '2026-12-31', resetsAt: '2027-01-01T00:00:00.000Z' });
    // Noon UTC is 05:00 in Edmonton (UTC−7 until 8 March, UTC−6 from then) and 02:00 the next day in Kiritimati (UTC+14).
    expect(quotaDay(noon, 'America/Edmonton')).toEqual({ day: '2026-03-10', resetsAt: '2026-03-11T06:00:00.000Z' });
    expect(quotaDay(noon, 'Pacific/Kiritimati')).toEqual({ day: '2026-03-11', resetsAt: '2026-03-11T10:00:00.000Z' });
  });

  it("counts a child's day on their parental controls' clock, else on their own account's", async () => {
    const db = database.db;
    const child = await buildChild(db, { timeZone: 'America/Edmonton' });
    for (let i = 0; i < 5; i++) await consumeInteraction(db, child.id, noon);
    // 23:00 UTC is still 10 March in Edmonton: nothing left. At 06:00 UTC on the 11th, Edmonton's day begins.
    expect((await consumeInteraction(db, child.id, new Date('2026-03-10T23:00:00Z'))).allowed).toBe(false);
    expect((await consumeInteraction(db, child.id, new Date('2026-03-11T05:59:00Z'))).allowed).toBe(false);
    expect((await consumeInteraction(db, child.id, new Date('2026-03-11T06:00:01Z'))).allowed).toBe(true);

    const parent = await buildParent(db, { children: [child] });
    await db.insert(parentalSettings).values({ childId: child.id, ...defaultParentalSettings('Pacific/Kiritimati'), updatedBy: parent.id });
    expect(await quotaStatus(db, child.id, noon)).toMatchObject({ day: '2026-03-11', resetsAt: '2026-03-11T10:00:00.000Z' });
    await db.update(users).set({ timeZone: 'Nowhere/Atlantis' }).where(eq(users.id, child.id));
    await db.delete(parentalSettings).where(eq(parentalSettings.childId, child.id));
    expect(await quotaStatus(db, child.id, noon)).toMatchObject({ day: '2026-03-10', resetsAt: '2026-03-11T00:00:00.000Z' });
  });

  it('a Free child gets 5 AI interactions a day, then none until the next day', async () => {
    const child = await buildChild(database.db);
    const remaining: (number | null)[] = [];
    for (let i = 0; i < 5; i++) {
      const attempt = await consumeInteraction(database.db, child.id, noon);
      expect(attempt.allowed).toBe(true);
      remaining.push(attempt.quota.remaining);
    }
    expect(remaining).toEqual([4, 3, 2, 1, 0]);
    const sixth = await consumeInteraction(database.db, child.id, noon);
    expect(sixth).toMatchObject({ allowed: false, quota: { remaining: 0, limit: 5, resetsAt: '2026-03-11T00:00:00.000Z' } });
    const tomorrow = await consumeInteraction(database.db, child.id, new Date('2026-03-11T00:00:01Z'));
    expect(tomorrow.allowed).toBe(true);
    expect(tomorrow.quota.remaining).toBe(4);
  });

  it('concurrent requests never let a child past the limit', async () => {
    const child = await buildChild(database.db);
    const attempts = await Promise.all(Array.from({ length: 12 }, () => consumeInteraction(database.db, child.id, noon)));
    expect(attempts.filter((a) => a.allowed)).toHaveLength(5);
    expect((await quotaStatus(database.db, child.id, noon)).used).toBe(5);
  });

  it('a released interaction can be used again', async () => {
    const child = await buildChild(database.db);
    for (let i = 0; i < 5; i++) await consumeInteraction(database.db, child.id, noon);
    await releaseInteraction(database.db, child.id, quotaDay(noon, 'UTC').day);
    expect((await consumeInteraction(database.db, child.id, noon)).allowed).toBe(true);
    expect((await consumeInteraction(database.db, child.id, noon)).allowed).toBe(false);
  });

  it('Premium and School children are unlimited', async () => {
    const child = await buildChild(database.db, { plan: 'premium' });
    for (let i = 0; i < 8; i++) expect((await consumeInteraction(database.db, child.id, noon)).allowed).toBe(true);
    expect(await quotaStatus(database.db, child.id, noon)).toMatchObject({ plan: 'premium', limit: null, remaining: null, used: 8 });
  });
});
