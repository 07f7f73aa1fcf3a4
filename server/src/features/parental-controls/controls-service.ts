/**
 * Parental controls kept and enforced by the server (issue 13): settings per child, screen time counted from the
 * child's heartbeats in the family's time zone, the lock at the limit or outside the allowed hours, extra time.
 *
 * The enforcement hook (enforcement.ts) asks `ControlsStore.stateFor` on every request of a child, so on the
 * embedded database the settings and today's row are answered from memory: one process owns that database, and
 * every write below goes through this store, which drops the entry it changed. With DATABASE_URL several
 * processes may write, so every read goes to Postgres (one primary-key lookup each).
 */
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import {
  BREAK_EVERY_MINUTES,
  CONTROLLED_APPS,
  defaultParentalSettings,
  TIME_WARNINGS,
  type ControlledApp,
  type ExtraTimeDecision,
  type ExtraTimeRequest,
  type LockReason,
  type ParentalSettings,
  type ParentalSettingsResponse,
  type ScreenTimeStatus,
} from '@common/contracts/parental-controls.ts';
import type { Database } from '../../db/client.ts';
import { changeFeedOf, InvalidatedCache } from '../../db/change-feed.ts';
import { controlEvents, extraTimeRequests, parentalSettings, screenTimeDays, users } from '../../db/schema.ts';
import type { Clock } from '../../clock.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { message } from '../../http/messages.ts';
import { instantAt, localTime, minutesOf, nextDay } from '@common/domain/calendar.ts';

export type SettingsRow = typeof parentalSettings.$inferSelect;
export type DayRow = typeof screenTimeDays.$inferSelect;

export interface Lock {
  locked: boolean;
  reason: LockReason | null;
  comeBackAt: number | null;
  comeBackTime: string | null;
  limitMinutes: number;
  usedMinutes: number;
}

/** Whether the child must rest now, and until when. Pure: the hook and the heartbeat share it. */
export function lockOf(settings: SettingsRow, day: DayRow | null, now: number): Lock {
  const local = localTime(now, settings.timeZone);
  const usedMinutes = day?.minutes ?? 0;
  const limitMinutes = settings.dailyLimitMinutes + (day?.extraMinutes ?? 0);
  const extended = day?.extendedUntil ? day.extendedUntil.getTime() > now : false;
  const open = { locked: false, reason: null, comeBackAt: null, comeBackTime: null, limitMinutes, usedMinutes };
  const tomorrow = () => instantAt(nextDay(local.day), settings.startTime, settings.timeZone);
  if (usedMinutes >= limitMinutes) {
    return { ...open, locked: true, reason: 'daily-limit', comeBackAt: tomorrow(), comeBackTime: settings.startTime };
  }
  if (extended) return open;
  if (local.minuteOfDay < minutesOf(settings.startTime)) {
    const at = instantAt(local.day, settings.startTime, settings.timeZone);
    return { ...open, locked: true, reason: 'outside-hours', comeBackAt: at, comeBackTime: settings.startTime };
  }
  if (local.minuteOfDay >= minutesOf(settings.endTime)) {
    return { ...open, locked: true, reason: 'outside-hours', comeBackAt: tomorrow(), comeBackTime: settings.startTime };
  }
  return open;
}

export interface ChildControls {
  settings: SettingsRow;
  /** The family's day the state was read for. */
  day: string;
  today: DayRow | null;
}

export function presentSettings(row: SettingsRow): ParentalSettings {
  return {
    safetyLevel: row.safetyLevel,
    apps: { ...defaultParentalSettings().apps, ...row.apps },
    dailyLimitMinutes: row.dailyLimitMinutes,
    startTime: row.startTime,
    endTime: row.endTime,
    breakReminders: row.breakReminders,
    blockInappropriateLanguage: row.blockInappropriateLanguage,
    aiContentModeration: row.aiContentModeration,
    safeSearchOnly: row.safeSearchOnly,
    blockedWebsites: row.blockedWebsites,
    timeZone: row.timeZone,
  };
}

const allowedAppsOf = (settings: SettingsRow | null): ControlledApp[] =>
  settings ? CONTROLLED_APPS.filter((app) => settings.apps[app] !== false) : [...CONTROLLED_APPS];

export class ControlsStore {
  private readonly settingsCache: InvalidatedCache<SettingsRow | null> | null;
  private readonly dayCache: InvalidatedCache<DayRow | null> | null;

  constructor(
    private readonly db: Database,
    readonly clock: Clock,
  ) {
    const cached = changeFeedOf(db) !== null;
    this.settingsCache = cached ? new InvalidatedCache() : null;
    this.dayCache = cached ? new InvalidatedCache() : null;
  }

  private async loadSettings(childId: string): Promise<SettingsRow | null> {
    const [row] = await this.db.select().from(parentalSettings).where(eq(parentalSettings.childId, childId));
    return row ?? null;
  }

  private async loadDay(childId: string, day: string): Promise<DayRow | null> {
    const [row] = await this.db
      .select()
      .from(screenTimeDays)
      .where(and(eq(screenTimeDays.childId, childId), eq(screenTimeDays.day, day)));
    return row ?? null;
  }

  settingsFor(childId: string): Promise<SettingsRow | null> {
    return this.settingsCache ? this.settingsCache.get(childId, () => this.loadSettings(childId)) : this.loadSettings(childId);
  }

  dayFor(childId: string, day: string): Promise<DayRow | null> {
    const key = `${childId}:${day}`;
    return this.dayCache ? this.dayCache.get(key, () => this.loadDay(childId, day)) : this.loadDay(childId, day);
  }

  /** The child's controls now, or null when no parent saved any (nothing is limited). */
  async stateFor(childId: string, now = this.clock.now()): Promise<ChildControls | null> {
    const settings = await this.settingsFor(childId);
    if (!settings) return null;
    const day = localTime(now, settings.timeZone).day;
    return { settings, day, today: await this.dayFor(childId, day) };
  }

  private dropDay(childId: string, day: string): void {
    this.dayCache?.invalidate(`${childId}:${day}`);
  }

  // ---------------------------------------------------------------------------------------------- settings

  async getSettings(childId: string, parentTimeZone: string | null): Promise<ParentalSettingsResponse> {
    const row = await this.loadSettings(childId);
    if (!row) return { childId, saved: false, settings: defaultParentalSettings(parentTimeZone ?? 'UTC'), updatedAt: null };
    return { childId, saved: true, settings: presentSettings(row), updatedAt: row.updatedAt.toISOString() };
  }

  async saveSettings(childId: string, parentId: string, settings: ParentalSettings): Promise<ParentalSettingsResponse> {
    const values = { ...settings, updatedBy: parentId, updatedAt: new Date(this.clock.now()) };
    const [row] = await this.db
      .insert(parentalSettings)
      .values({ childId, ...values })
      .onConflictDoUpdate({ target: parentalSettings.childId, set: values })
      .returning();
    this.settingsCache?.invalidate(childId);
    return { childId, saved: true, settings: presentSettings(row!), updatedAt: row!.updatedAt.toISOString() };
  }

  // ---------------------------------------------------------------------------------------------- screen time

  private async latestRequest(childId: string, day: string) {
    const [row] = await this.db
      .select({ id: extraTimeRequests.id, status: extraTimeRequests.status, minutes: extraTimeRequests.minutes })
      .from(extraTimeRequests)
      .where(and(eq(extraTimeRequests.childId, childId), eq(extraTimeRequests.day, day)))
      .orderBy(desc(extraTimeRequests.createdAt))
      .limit(1);
    return row ?? null;
  }

  private async statusOf(childId: string, state: ChildControls | null, now: number, beat?: { counted: boolean }): Promise<ScreenTimeStatus> {
    if (!state) {
      return {
        controlled: false,
        allowedApps: allowedAppsOf(null),
        usedMinutes: 0,
        limitMinutes: null,
        remainingMinutes: null,
        locked: false,
        reason: null,
        comeBackAt: null,
        comeBackTime: null,
        timeZone: 'UTC',
        warning: null,
        breakDue: false,
        extraTimeRequest: null,
      };
    }
    const lock = lockOf(state.settings, state.today, now);
    const remaining = Math.max(0, lock.limitMinutes - lock.usedMinutes);
    const counted = beat?.counted ?? false;
    const streak = state.today?.streakMinutes ?? 0;
    return {
      controlled: true,
      allowedApps: allowedAppsOf(state.settings),
      usedMinutes: lock.usedMinutes,
      limitMinutes: lock.limitMinutes,
      remainingMinutes: remaining,
      locked: lock.locked,
      reason: lock.reason,
      comeBackAt: lock.comeBackAt === null ? null : new Date(lock.comeBackAt).toISOString(),
      comeBackTime: lock.comeBackTime,
      timeZone: state.settings.timeZone,
      warning: counted && (TIME_WARNINGS as readonly number[]).includes(remaining) ? remaining : null,
      breakDue: counted && state.settings.breakReminders && streak > 0 && streak % BREAK_EVERY_MINUTES === 0,
      extraTimeRequest: await this.latestRequest(childId, state.day),
    };
  }

  async status(childId: string): Promise<ScreenTimeStatus> {
    const now = this.clock.now();
    return this.statusOf(childId, await this.stateFor(childId, now), now);
  }

  /**
   * A heartbeat from a visible page of the child. Counts at most one minute per clock minute (several tabs, or a
   * client beating too often, count once), in the family's day; a gap of more than two minutes ends continuous use.
   * Nothing is counted while the child must rest.
   */
  async heartbeat(childId: string, app: ControlledApp | null): Promise<ScreenTimeStatus> {
    const now = this.clock.now();
    const settings = await this.settingsFor(childId);
    const timeZone = settings?.timeZone ?? 'UTC';
    const day = localTime(now, timeZone).day;
    const before = await this.dayFor(childId, day);
    if (settings && lockOf(settings, before, now).locked) return this.statusOf(childId, { settings, day, today: before }, now);

    const minute = Math.floor(now / 60_000);
    const switchedOff = settings !== null && app !== null && settings.apps[app] === false;
    // The page of an app switched off shows the child it is off; the parents' report still learns it was tried.
    if (switchedOff) await this.recordEvent(childId, day, 'app-blocked', app, now);
    const learning = app !== null && !switchedOff ? 1 : 0;
    const t = screenTimeDays;
    const isNew = sql`${t.lastMinute} < ${minute}`;
    const [after] = await this.db
      .insert(t)
      .values({ childId, day, minutes: 1, learningMinutes: learning, lastMinute: minute, streakMinutes: 1 })
      .onConflictDoUpdate({
        target: [t.childId, t.day],
        set: {
          minutes: sql`${t.minutes} + CASE WHEN ${isNew} THEN 1 ELSE 0 END`,
          learningMinutes: sql`${t.learningMinutes} + CASE WHEN ${isNew} THEN ${learning}::int ELSE 0 END`,
          streakMinutes: sql`CASE WHEN ${t.lastMinute} < ${minute - 2} THEN 1 WHEN ${isNew} THEN ${t.streakMinutes} + 1 ELSE ${t.streakMinutes} END`,
          lastMinute: sql`GREATEST(${t.lastMinute}, ${minute})`,
        },
      })
      .returning();
    this.dropDay(childId, day);
    const counted = !before || before.lastMinute < minute;
    let today = after ?? null;
    if (settings && today && counted && !today.limitReachedAt && today.minutes >= settings.dailyLimitMinutes + today.extraMinutes) {
      const [marked] = await this.db
        .update(t)
        .set({ limitReachedAt: new Date(now) })
        .where(and(eq(t.childId, childId), eq(t.day, day)))
        .returning();
      today = marked ?? today;
      await this.recordEvent(childId, day, 'limit-reached', '', now);
      this.dropDay(childId, day);
    }
    return this.statusOf(childId, settings ? { settings, day, today } : null, now, { counted });
  }

  /** Once a day per kind and detail (an app refused ten times is one line in the report). */
  async recordEvent(childId: string, day: string, kind: 'limit-reached' | 'app-blocked', detail: string, now = this.clock.now()): Promise<void> {
    await this.db
      .insert(controlEvents)
      .values({ childId, day, kind, detail, createdAt: new Date(now) })
      .onConflictDoNothing();
  }

  // ---------------------------------------------------------------------------------------------- extra time

  /** The child asks for more time from the rest screen. Only while resting, one open request at a time. */
  async requestExtraTime(childId: string): Promise<ScreenTimeStatus> {
    const now = this.clock.now();
    const state = await this.stateFor(childId, now);
    if (!state || !lockOf(state.settings, state.today, now).locked) throw conflict(message('screenTime.stillHaveTime'));
    const inserted = await this.db
      .insert(extraTimeRequests)
      .values({ childId, day: state.day, createdAt: new Date(now) })
      .onConflictDoNothing()
      .returning({ id: extraTimeRequests.id });
    if (inserted.length === 0) throw conflict(message('screenTime.alreadyAsked'));
    return this.statusOf(childId, state, now);
  }

  /** Requests of the children in `childScope` (a policy's scope), newest first; pending ones only when asked. */
  async listRequests(childScope: SQL, pendingOnly: boolean): Promise<ExtraTimeRequest[]> {
    const rows = await this.db
      .select({ request: extraTimeRequests, firstName: users.firstName })
      .from(extraTimeRequests)
      .innerJoin(users, eq(users.id, extraTimeRequests.childId))
      .where(and(sql`${extraTimeRequests.childId} IN ${childScope}`, pendingOnly ? eq(extraTimeRequests.status, 'pending') : undefined))
      .orderBy(desc(extraTimeRequests.createdAt))
      .limit(50);
    return rows.map(({ request, firstName }) => presentRequest(request, firstName));
  }

  async findRequest(id: string) {
    const [row] = await this.db.select().from(extraTimeRequests).where(eq(extraTimeRequests.id, id));
    if (!row) throw notFound(message('notFound.request'));
    return row;
  }

  /** The parent's answer. Granting adds the minutes to the day's limit and opens the allowed hours for as long. */
  async decide(id: string, parentId: string, decision: ExtraTimeDecision): Promise<ExtraTimeRequest> {
    const now = this.clock.now();
    const minutes = decision.decision === 'grant' ? decision.minutes : null;
    const [row] = await this.db
      .update(extraTimeRequests)
      .set({ status: decision.decision === 'grant' ? 'granted' : 'declined', minutes, decidedBy: parentId, decidedAt: new Date(now) })
      .where(and(eq(extraTimeRequests.id, id), eq(extraTimeRequests.status, 'pending')))
      .returning();
    if (!row) throw conflict(message('screenTime.alreadyAnswered'));
    if (minutes !== null) {
      const t = screenTimeDays;
      const until = new Date(now + minutes * 60_000);
      await this.db
        .insert(t)
        .values({ childId: row.childId, day: row.day, extraMinutes: minutes, extendedUntil: until })
        .onConflictDoUpdate({
          target: [t.childId, t.day],
          set: {
            // Counting stops at the limit, so the minutes granted are minutes the child really gets.
            extraMinutes: sql`${t.extraMinutes} + ${minutes}`,
            extendedUntil: until,
            limitReachedAt: null,
          },
        });
      this.dropDay(row.childId, row.day);
    }
    const [child] = await this.db.select({ firstName: users.firstName }).from(users).where(eq(users.id, row.childId));
    return presentRequest(row, child?.firstName ?? '');
  }
}

function presentRequest(row: typeof extraTimeRequests.$inferSelect, childName: string): ExtraTimeRequest {
  return {
    id: row.id,
    childId: row.childId,
    childName,
    day: row.day,
    status: row.status,
    minutes: row.minutes,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

/**
 * The family time zone a parent's page starts with for a child with nothing saved: the zone they last saved for a
 * child (the family's clock), else their account's own (their browser's), else none.
 */
export async function parentTimeZone(db: Database, parentId: string): Promise<string | null> {
  const [saved] = await db
    .select({ timeZone: parentalSettings.timeZone })
    .from(parentalSettings)
    .where(eq(parentalSettings.updatedBy, parentId))
    .orderBy(desc(parentalSettings.updatedAt))
    .limit(1);
  if (saved) return saved.timeZone;
  const [row] = await db.select({ timeZone: users.timeZone }).from(users).where(eq(users.id, parentId));
  return row?.timeZone ?? null;
}
