import { z } from 'zod/mini';

/**
 * GET /api/assessments: one grade-level reading assessment record (spec 000 §3 "Assessment record"). The answers
 * given stay on the server.
 */
export const assessmentRecordSchema = z.object({
  id: z.string(),
  userId: z.string(),
  gradeLevel: z.string(),
  curriculumType: z.string(),
  overallScore: z.int(),
  passed: z.boolean(),
  totalQuestions: z.int(),
  correctAnswers: z.int(),
  percentile: z.nullable(z.int()),
  category: z.nullable(z.string()),
  /** Score per skill tested, by skill name. */
  skills: z.record(z.string(), z.number()),
  assessmentDate: z.string(),
});
export type AssessmentRecord = z.infer<typeof assessmentRecordSchema>;

/** The signed-in person's own records, newest first. */
export const assessmentsResponseSchema = z.array(assessmentRecordSchema);
