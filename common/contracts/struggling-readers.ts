import { z } from 'zod/mini';
import { text } from './text.ts';
import { GROUP_IDS, phonicsRecordingSchema } from './phonics-tutor.ts';
import { GRADE_FILTERS, OVERRIDE_MAX, OVERRIDE_MIN, RISK_FILTERS } from '../domain/struggling-readers.ts';
import { CATEGORIES } from '../domain/norms.ts';
import { pageLanguageQuery } from './page-language.ts';
import { pageQuery } from './paging.ts';

/** The filters of spec 000 §2 (both default to all). */
export const strugglingFiltersSchema = z.object({
  grade: z._default(z.enum(GRADE_FILTERS, { error: 'Unknown grade level' }), 'all'),
  risk: z._default(z.enum(RISK_FILTERS, { error: 'Unknown risk level' }), 'all'),
});
export type StrugglingFilters = z.infer<typeof strugglingFiltersSchema>;

/** GET /api/struggling-readers.csv: the filters, and the language the screen is read in. */
export const strugglingCsvQuerySchema = z.extend(strugglingFiltersSchema, pageLanguageQuery);

/** A page of the list: at most this many records (the screen asks for STRUGGLING_PAGE_SIZE). */
export const STRUGGLING_PAGE_MAX = 100;
export const STRUGGLING_PAGE_SIZE = 24;
/**
 * Where the next page starts, as the server handed it out: the last record's place in the spec's order (0 for well
 * below, 1 for below; its overall score; its student's id). Opaque to the client.
 */
export const STRUGGLING_CURSOR = /^[01]_\d{1,3}_[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** GET /api/assessments/all: the filters, and which page. */
export const strugglingPageQuerySchema = z.object({
  grade: z._default(z.enum(GRADE_FILTERS, { error: 'Unknown grade level' }), 'all'),
  risk: z._default(z.enum(RISK_FILTERS, { error: 'Unknown risk level' }), 'all'),
  ...pageQuery(STRUGGLING_PAGE_MAX, STRUGGLING_PAGE_SIZE, STRUGGLING_CURSOR),
});
export type StrugglingPageQuery = z.infer<typeof strugglingPageQuerySchema>;

const categorySchema = z.enum(CATEGORIES);

export const skillScoreSchema = z.object({
  raw: z.number(),
  max: z.number(),
  standard: z.number(),
  percentile: z.number(),
  category: categorySchema,
});

export const practiceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('phonics'), groupId: z.enum(GROUP_IDS) }),
  z.object({ kind: z.literal('writing'), letters: z.array(z.string()) }),
  z.object({ kind: z.literal('fluency'), passageGrade: z.enum(['kindergarten', 'grade1', 'grade2', 'grade3', 'grade4']) }),
]);
export type PracticeView = z.infer<typeof practiceSchema>;

export const recommendationSchema = z.object({
  skill: z.string(),
  category: categorySchema,
  standard: z.number(),
  practice: practiceSchema,
});

/** A teacher's change to a score: the original stays in the assessment; this says who changed what, when and why. */
export const overrideSchema = z.object({
  id: z.string(),
  assessmentId: z.string(),
  /** 'overall' or a skill name. */
  skill: z.string(),
  originalValue: z.nullable(z.number()),
  newValue: z.number(),
  reason: z.string(),
  teacher: z.object({ id: z.string(), name: z.string() }),
  createdAt: z.string(),
});
export type AssessmentOverride = z.infer<typeof overrideSchema>;

/** A student's latest assessment as staff see it: scores with any override applied, risk, weakest skills. */
export const strugglingRecordSchema = z.object({
  id: z.string(),
  userId: z.string(),
  gradeLevel: z.string(),
  curriculumType: z.string(),
  overallScore: z.number(),
  totalQuestions: z.number(),
  correctAnswers: z.number(),
  standardScore: z.nullable(z.number()),
  percentile: z.nullable(z.number()),
  /** After any override of the overall score; `originalCategory` is the assessment's own. */
  category: categorySchema,
  originalCategory: z.nullable(categorySchema),
  risk: z.enum(['high_risk', 'at_risk', 'monitor']),
  assessmentDate: z.string(),
  /** How many spoken answers an adult marked by ear (no microphone) rather than the engine from a recording. */
  markedByEar: z.number(),
  skills: z.record(z.string(), skillScoreSchema),
  weakestSkill: z.nullable(z.string()),
  recommendations: z.array(recommendationSchema),
  overrides: z.array(overrideSchema),
});
export type StrugglingRecord = z.infer<typeof strugglingRecordSchema>;

export const strugglingSummarySchema = z.object({
  studentsAtRisk: z.number(),
  highRisk: z.number(),
  atRisk: z.number(),
  totalAssessments: z.number(),
  interventionRate: z.number(),
});

/** GET /api/users: the students the caller may see, as staff need them (no credentials, no settings). */
export const staffStudentSchema = z.object({
  id: z.string(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  age: z.nullable(z.number()),
  preferredLanguage: z.string(),
  school: z.nullable(z.string()),
});
export type StaffStudent = z.infer<typeof staffStudentSchema>;
export const staffStudentsResponseSchema = z.object({ users: z.array(staffStudentSchema) });

/** One page of the list, the summary over the whole filtered set, and the page's students (joined by id to userId). */
export const strugglingListResponseSchema = z.object({
  summary: strugglingSummarySchema,
  /** How many records the filters list over all pages. */
  listed: z.number(),
  records: z.array(strugglingRecordSchema),
  /** The students of this page's records (spec 000 §7: the records join the users by id). */
  students: z.array(staffStudentSchema),
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: z.nullable(z.string()),
});
export type StrugglingListResponse = z.infer<typeof strugglingListResponseSchema>;

export const studentParamsSchema = z.object({ id: z.string().check(z.uuid('Unknown student')) });
export const assessmentParamsSchema = z.object({ id: z.string().check(z.uuid('Unknown assessment')) });

/** Practice evidence from the modules, for the details modal. */
export const evidenceSchema = z.object({
  handwriting: z.object({
    samples: z.number(),
    averageScore: z.nullable(z.number()),
    /** Letters with the lowest average score, weakest first (at most 5). */
    weakestLetters: z.array(z.object({ letter: z.string(), averageScore: z.number(), samples: z.number() })),
    lastPracticed: z.nullable(z.string()),
  }),
  phonics: z.object({
    attempts: z.number(),
    averageAccuracy: z.nullable(z.number()),
    /** Per Phonics Tutor group, weakest first. */
    groups: z.array(z.object({ groupId: z.string(), attempts: z.number(), averageAccuracy: z.number() })),
    lastPracticed: z.nullable(z.string()),
    /** The newest kept pronunciation recordings, to listen back to (GET /api/phonics-tutor/recordings/:id/audio). */
    recordings: z.array(phonicsRecordingSchema),
  }),
  /**
   * The latest fluency reading (WCPM, accuracy) once the fluency lane's `fluency_readings` exists; null until then or
   * when the child has none. `audioUrl` is the recording to listen back to.
   */
  fluency: z.nullable(
    z.object({
      readingId: z.string(),
      wcpm: z.number(),
      accuracy: z.number(),
      createdAt: z.string(),
      audioUrl: z.nullable(z.string()),
    }),
  ),
  coding: z.object({
    runs: z.number(),
    successfulRuns: z.number(),
    missionsCompleted: z.number(),
    lastPracticed: z.nullable(z.string()),
  }),
});
export type Evidence = z.infer<typeof evidenceSchema>;

export const studentDetailsResponseSchema = z.object({
  student: staffStudentSchema,
  record: z.nullable(strugglingRecordSchema),
  /** The names of the adults who marked the record's spoken answers by ear (its `markedByEar`), each once. */
  markedByEarBy: z.array(z.string()),
  history: z.array(
    z.object({ id: z.string(), gradeLevel: z.string(), overallScore: z.number(), category: z.nullable(z.string()), assessmentDate: z.string() }),
  ),
  evidence: evidenceSchema,
});
export type StudentDetails = z.infer<typeof studentDetailsResponseSchema>;

/** POST /api/assessments/:id/overrides */
export const createOverrideSchema = z.object({
  skill: text().check(z.trim(), z.minLength(1, 'Choose a score to change'), z.maxLength(60, 'Unknown skill')),
  newValue: z
    .number({ error: 'The new score must be a number' })
    .check(
      z.int('The new score must be a whole number'),
      z.minimum(OVERRIDE_MIN, `The new score must be ${OVERRIDE_MIN} to ${OVERRIDE_MAX}`),
      z.maximum(OVERRIDE_MAX, `The new score must be ${OVERRIDE_MIN} to ${OVERRIDE_MAX}`),
    ),
  reason: text().check(z.trim(), z.minLength(3, 'Give a reason for the change'), z.maxLength(500, 'The reason is too long (500 characters at most)')),
});
export type CreateOverride = z.infer<typeof createOverrideSchema>;
export const overrideResponseSchema = z.object({ override: overrideSchema });

/** Intervention groups: children sharing a weakest skill, practising together; owned by the teacher who formed it. */
export const interventionGroupSchema = z.object({
  id: z.string(),
  name: z.string(),
  skill: z.string(),
  practice: practiceSchema,
  members: z.array(z.object({ id: z.string(), firstName: z.string(), lastName: z.string() })),
  createdAt: z.string(),
});
export type InterventionGroup = z.infer<typeof interventionGroupSchema>;
export const interventionGroupsResponseSchema = z.object({ groups: z.array(interventionGroupSchema) });
export const interventionGroupResponseSchema = z.object({ group: interventionGroupSchema });
export const groupParamsSchema = z.object({ id: z.string().check(z.uuid('Unknown group')) });

/** Whether two lists of students are the same students, in any order: the same skill and these make the same group. */
export function sameStudents(a: readonly string[], b: readonly string[]): boolean {
  const ids = new Set(a);
  return ids.size === new Set(b).size && b.every((id) => ids.has(id));
}

export const MAX_GROUP_MEMBERS = 40;
export const createGroupSchema = z.object({
  name: text().check(z.trim(), z.minLength(1, 'Give the group a name'), z.maxLength(80, 'The name is too long (80 characters at most)')),
  skill: text().check(z.trim(), z.minLength(1, 'Choose a skill'), z.maxLength(60, 'Unknown skill')),
  studentIds: z
    .array(z.string().check(z.uuid('Unknown student')))
    .check(z.minLength(1, 'Choose at least one student'))
    .check(z.maxLength(MAX_GROUP_MEMBERS, `A group has at most ${MAX_GROUP_MEMBERS} students`)),
});
export type CreateGroup = z.infer<typeof createGroupSchema>;

/** The CSV columns, in order (the screen's card fields); each is named by `strugglingReaders.csv.<column>`. */
export const CSV_COLUMNS = [
  'student',
  'username',
  'gradeLevel',
  'program',
  'overallScore',
  'standardScore',
  'percentile',
  'category',
  'risk',
  'weakestSkill',
  'practice',
  'overriddenBy',
  'overriddenAt',
  'assessmentDate',
] as const;
