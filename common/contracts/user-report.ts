import { z } from 'zod/mini';
import { profileSchema } from './user.ts';

/**
 * One person's figures in the printable progress report. The same numbers as the profile (built by the same
 * code), without account details such as username, e-mail or preferences.
 */
export const reportEntrySchema = z.pick(profileSchema, {
  id: true,
  firstName: true,
  lastName: true,
  role: true,
  age: true,
  tokens: true,
  level: true,
  missionStreak: true,
  completedMissions: true,
  modules: true,
  overallProgress: true,
  achievements: true,
  counts: true,
});
export type ReportEntry = z.infer<typeof reportEntrySchema>;

/** GET /api/user/report: the signed-in person, and for a parent each of their children. */
export const userReportSchema = z.object({
  generatedAt: z.string(),
  self: reportEntrySchema,
  children: z.array(reportEntrySchema),
  /** For a child: whether a parent is linked to (and so manages) the account. */
  managedByParent: z.boolean(),
});
export type UserReport = z.infer<typeof userReportSchema>;
