/**
 * Teachers Hub courses (spec 002 §2 courses/students/analytics, §3 "Course", §5 course form, §7 calls, §9 limits;
 * issue 12). A course belongs to the teacher who made it and to their school: its code is unique within the school,
 * and the students it may enrol are the school's children. The course form's schema is the one the client checks
 * before it sends and the server checks when it receives; a teacherId in a body is never read.
 */
import { z } from 'zod/mini';
import { text } from './text.ts';

/** Spec 002 §9. */
export const COURSE_GRADES = ['Grade 1', 'Grade 2', 'Grade 3', 'Grade 4', 'Grade 5'] as const;
export const COURSE_SUBJECTS = ['Mathematics', 'English', 'Arabic', 'Science', 'Art'] as const;
export const COURSE_LIMITS = { code: 10, name: 100, description: 500, minStudents: 1, maxStudents: 50, defaultMaxStudents: 20 } as const;

/** The form's messages (spec 002 §5), the same on the server (400) and in the form. */
export const COURSE_MESSAGES = {
  codeRequired: 'Course code is required',
  codeTooLong: 'Course code too long',
  nameRequired: 'Course name is required',
  nameTooLong: 'Course name too long',
  descriptionTooLong: 'Description too long',
  gradeRequired: 'Grade level is required',
  subjectRequired: 'Subject is required',
  startRequired: 'Start date is required',
  endRequired: 'End date is required',
  endAfterStart: 'End date must be after the start date',
  minStudents: 'Must allow at least 1 student',
  maxStudents: 'Maximum 50 students allowed',
  wholeStudents: 'Maximum students must be a whole number',
  codeTaken: 'A course with this code already exists in your school',
  studentRequired: 'Choose a student',
  csvRequired: 'Choose a CSV file with one student per line',
} as const;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const date = (message: string) =>
  text({ error: message }).check(z.trim(), z.minLength(1, message), z.regex(ISO_DATE, message), z.meta({ examples: ['2026-09-01'] }));

export const courseFormSchema = z
  .object({
    code: text({ error: COURSE_MESSAGES.codeRequired }).check(
      z.trim(),
      z.minLength(1, COURSE_MESSAGES.codeRequired),
      z.maxLength(COURSE_LIMITS.code, COURSE_MESSAGES.codeTooLong),
    ),
    name: text({ error: COURSE_MESSAGES.nameRequired }).check(
      z.trim(),
      z.minLength(1, COURSE_MESSAGES.nameRequired),
      z.maxLength(COURSE_LIMITS.name, COURSE_MESSAGES.nameTooLong),
    ),
    description: z._default(text().check(z.trim(), z.maxLength(COURSE_LIMITS.description, COURSE_MESSAGES.descriptionTooLong)), ''),
    grade: z.enum(COURSE_GRADES, COURSE_MESSAGES.gradeRequired),
    subject: z.enum(COURSE_SUBJECTS, COURSE_MESSAGES.subjectRequired),
    startDate: date(COURSE_MESSAGES.startRequired),
    endDate: date(COURSE_MESSAGES.endRequired),
    maxStudents: z._default(
      z
        .int(COURSE_MESSAGES.wholeStudents)
        .check(z.minimum(COURSE_LIMITS.minStudents, COURSE_MESSAGES.minStudents), z.maximum(COURSE_LIMITS.maxStudents, COURSE_MESSAGES.maxStudents)),
      COURSE_LIMITS.defaultMaxStudents,
    ),
  })
  .check(
    z.refine((v) => !ISO_DATE.test(v.startDate) || !ISO_DATE.test(v.endDate) || v.endDate > v.startDate, {
      message: COURSE_MESSAGES.endAfterStart,
      path: ['endDate'],
    }),
  );
export type CourseForm = z.input<typeof courseFormSchema>;

/** Where a course stands today: running, not started yet, over, or archived by its teacher. */
export const COURSE_STATUSES = ['active', 'upcoming', 'ended', 'archived'] as const;
export type CourseStatus = (typeof COURSE_STATUSES)[number];

export const courseSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  description: z.string(),
  grade: z.string(),
  subject: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  maxStudents: z.int(),
  enrolledCount: z.int(),
  enrolledStudents: z.array(z.string()),
  teacherId: z.string(),
  teacherName: z.string(),
  status: z.enum(COURSE_STATUSES),
  /** The caller may edit, archive and enrol (their own course); an administrator only sees. */
  canChange: z.boolean(),
  createdAt: z.string(),
});
export type Course = z.infer<typeof courseSchema>;

export const courseListResponseSchema = z.object({ courses: z.array(courseSchema) });
export const courseResponseSchema = z.object({ course: courseSchema });

export const courseParamsSchema = z.object({ code: text().check(z.minLength(1), z.maxLength(64), z.meta({ examples: ['LIT-2A'] })) });
export const studentParamsSchema = z.object({ studentId: z.uuid('Student not found') });

export const enrollBodySchema = z.object({ studentId: z.uuid(COURSE_MESSAGES.studentRequired) });

export const enrollmentSummarySchema = z.object({
  total: z.int(),
  enrolled: z.int(),
  available: z.int(),
  /** Percent of the course's seats taken (enrolled / maxStudents). */
  enrollmentRate: z.int(),
});
export type EnrollmentSummary = z.infer<typeof enrollmentSummarySchema>;

export const courseStudentSchema = z.object({
  id: z.string(),
  name: z.string(),
  username: z.string(),
  grade: z.nullable(z.string()),
  age: z.nullable(z.int()),
  enrolled: z.boolean(),
});
export type CourseStudent = z.infer<typeof courseStudentSchema>;

export const courseStudentsResponseSchema = z.object({ students: z.array(courseStudentSchema), summary: enrollmentSummarySchema });
export type CourseStudentsResponse = z.infer<typeof courseStudentsResponseSchema>;

export const enrollResponseSchema = z.object({ enrolled: z.boolean(), summary: enrollmentSummarySchema });

// ---------------------------------------------------------------------------------------------------------------
// AI recommendations (spec 002 §7)

/** The spec's payload; the server reads only the course code and uses its own records for everything else. */
export const recommendStudentsBodySchema = z.object({
  course: z.object({ code: text({ error: COURSE_MESSAGES.codeRequired }).check(z.trim(), z.minLength(1, COURSE_MESSAGES.codeRequired), z.maxLength(64)) }),
  language: z.optional(z.enum(['en', 'fr', 'ar', 'it'])),
});

export const recommendedStudentSchema = z.object({
  studentId: z.string(),
  studentName: z.string(),
  reason: z.string(),
  matchScore: z.int(),
});
export const recommendStudentsResponseSchema = z.object({ recommendations: z.array(recommendedStudentSchema), engine: z.string() });
export type RecommendedStudent = z.infer<typeof recommendedStudentSchema>;

export const courseRecommendationsResponseSchema = z.object({
  studentProfile: z.object({ interests: z.array(z.string()), learningStyle: z.string() }),
  recommendations: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      code: z.string(),
      description: z.string(),
      grade: z.string(),
      subject: z.string(),
      currentStudents: z.int(),
      maxStudents: z.int(),
      recommendationScore: z.int(),
      reason: z.string(),
      matchingInterests: z.array(z.string()),
    }),
  ),
});

// ---------------------------------------------------------------------------------------------------------------
// Roster import

export const ROSTER_MAX_ROWS = 50;
export const rosterBodySchema = z.object({
  csv: text({ error: COURSE_MESSAGES.csvRequired }).check(
    z.minLength(1, COURSE_MESSAGES.csvRequired),
    z.maxLength(50_000, 'The file is too large (at most 50 KB)'),
  ),
});

export const rosterRowSchema = z.object({
  line: z.int(),
  firstName: z.string(),
  lastName: z.string(),
  grade: z.string(),
  parentEmail: z.string(),
  problems: z.array(z.string()),
});
export type RosterRow = z.infer<typeof rosterRowSchema>;
export const rosterPreviewSchema = z.object({ rows: z.array(rosterRowSchema), valid: z.boolean(), seatsLeft: z.int() });
export type RosterPreview = z.infer<typeof rosterPreviewSchema>;

export const rosterImportResponseSchema = z.object({
  accounts: z.array(z.object({ id: z.string(), name: z.string(), username: z.string(), pin: z.string(), grade: z.string(), parentEmail: z.string() })),
});
export type RosterImport = z.infer<typeof rosterImportResponseSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Student progress and analytics

export const PRACTICE_MODULES = ['letters', 'sounds', 'missions', 'stories'] as const;
export type PracticeModule = (typeof PRACTICE_MODULES)[number];
export const ASSESSMENT_CATEGORIES = ['above', 'at', 'below', 'well_below'] as const;
export const TRENDS = ['up', 'down', 'steady', 'none'] as const;

export const progressQuerySchema = z.object({ course: z.optional(text().check(z.maxLength(64), z.meta({ examples: ['LIT-2A'] }))) });

export const studentProgressSchema = z.object({
  id: z.string(),
  name: z.string(),
  courses: z.array(z.string()),
  /** Activities done per module (letters traced, sounds practised, missions solved, stories written). */
  practice: z.object({ letters: z.int(), sounds: z.int(), missions: z.int(), stories: z.int() }),
  lastActivity: z.nullable(z.string()),
  category: z.nullable(z.enum(ASSESSMENT_CATEGORIES)),
  score: z.nullable(z.int()),
  trend: z.enum(TRENDS),
  atRisk: z.boolean(),
});
export type StudentProgress = z.infer<typeof studentProgressSchema>;

export const progressResponseSchema = z.object({
  students: z.array(studentProgressSchema),
  summary: z.object({ activeThisWeek: z.int(), completedActivities: z.int(), needReview: z.int(), averageScore: z.nullable(z.int()) }),
});
export type ProgressResponse = z.infer<typeof progressResponseSchema>;

export const analyticsResponseSchema = z.object({
  /** Average score per module, 0–100 (stories have no score: their average is null). */
  skills: z.array(z.object({ module: z.enum(PRACTICE_MODULES), average: z.nullable(z.int()), attempts: z.int() })),
  /** The last 8 weeks, oldest first: activities per module, weeks starting Monday (ISO date). */
  weekly: z.array(z.object({ week: z.string(), letters: z.int(), sounds: z.int(), missions: z.int(), stories: z.int() })),
  categories: z.array(z.object({ category: z.enum([...ASSESSMENT_CATEGORIES, 'none']), count: z.int() })),
});
export type AnalyticsResponse = z.infer<typeof analyticsResponseSchema>;
