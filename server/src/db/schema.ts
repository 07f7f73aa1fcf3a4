import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { auditSearchText, peopleSearchText } from './search.ts';
import type { Preferences } from '@common/contracts/auth.ts';
import type { GridSetup } from '@common/contracts/mission-creator.ts';
import type { AssessmentAnswerRecord, AssessmentSkillScore } from '@common/contracts/assessments.ts';
import type { SkillsAssessmentResult } from '@common/contracts/skills-assessment.ts';
import type { ExpressionEvidence, WordMark } from '@common/contracts/fluency.ts';
import type { DailyPlan, Lesson, PLAN_TIMELINES } from '@common/contracts/ai.ts';
import type { ControlledApp, SafetyLevel } from '@common/contracts/parental-controls.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Provinces contain school boards, which contain schools. Administrators are assigned to one of them. */
export const organizations = pgTable('organizations', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  type: text('type', { enum: ['province', 'school_board', 'school'] }).notNull(),
  code: text('code').notNull().unique(),
  parentId: uuid('parent_id').references((): AnyPgColumn => organizations.id, { onDelete: 'restrict' }),
  city: text('city'),
  province: text('province'),
  plan: text('plan', { enum: ['free', 'premium', 'school'] })
    .notNull()
    .default('school'),
  createdAt: createdAt(),
});

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull(),
    email: text('email'),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['child', 'parent', 'teacher', 'trainer', 'admin'] }).notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    age: integer('age'),
    /** A child's school grade ('Kindergarten', 'Grade 2'), from a teacher's roster or the school's CSV; null when no school said. */
    grade: text('grade'),
    preferredLanguage: text('preferred_language').notNull().default('en'),
    theme: text('theme').notNull().default('default'),
    /** The account's own clock (IANA), from its browser after the first screen (common/domain/calendar.ts); null until then. */
    timeZone: text('time_zone'),
    plan: text('plan', { enum: ['free', 'premium', 'school'] })
      .notNull()
      .default('free'),
    /** The school (or board) a child, teacher or staff member belongs to. */
    organizationId: uuid('organization_id').references(() => organizations.id, { onDelete: 'set null' }),
    tokens: integer('tokens').notNull().default(0),
    level: integer('level').notNull().default(1),
    missionStreak: integer('mission_streak').notNull().default(0),
    preferences: jsonb('preferences').$type<Partial<Preferences>>().notNull().default({}),
    isActive: boolean('is_active').notNull().default(true),
    /**
     * When a parent who signed up accepted the terms and the privacy notice, and which version: the record of the
     * parental consent (COPPA / GDPR-K) that covers the children they add. Null for accounts made otherwise.
     */
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    termsVersion: text('terms_version'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_username_key').on(t.username),
    uniqueIndex('users_email_key').on(t.email),
    /** People lists an organisation's accounts by name, a page at a time. */
    index('users_name_idx').on(t.lastName, t.firstName, t.id),
    /** People's search looks for what was typed anywhere in `peopleSearchText`, through trigrams (as the audit log's). */
    index('users_search_idx').using('gin', sql`${peopleSearchText(t)} gin_trgm_ops`),
    check('users_child_no_email', sql`${t.role} <> 'child' OR ${t.email} IS NULL`),
    check('users_tokens_nonnegative', sql`${t.tokens} >= 0`),
  ],
);

/** A parent (guardian) of a child. */
export const guardianships = pgTable(
  'guardianships',
  {
    parentId: uuid('parent_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    childId: uuid('child_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.parentId, t.childId] }), index('guardianships_child_idx').on(t.childId)],
);

/** An administrator's (or staff member's) role at an organisation; covers everything below it. */
export const staffRoles = pgTable('staff_roles', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  level: integer('level').notNull(),
  description: text('description').notNull().default(''),
  permissions: jsonb('permissions').$type<string[]>().notNull().default([]),
  canDelegate: boolean('can_delegate').notNull().default(false),
  createdAt: createdAt(),
});

export const staffAssignments = pgTable(
  'staff_assignments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    roleId: uuid('role_id').references(() => staffRoles.id, { onDelete: 'set null' }),
    isActive: boolean('is_active').notNull().default(true),
    startDate: timestamp('start_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('staff_assignments_user_idx').on(t.userId)],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the cookie's token: a copy of the table cannot be replayed as cookies. */
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * An adult listening beside a child (issue 11): on the child's own session, an adult who may read the child's data
 * signed in with their own password to mark spoken answers by ear and to correct a reading's marks
 * (auth/listeners.ts). One per session; it ends with the session, at `until`, or when the adult ends it.
 */
export const sessionListeners = pgTable('session_listeners', {
  sessionId: text('session_id')
    .primaryKey()
    .references(() => sessions.id, { onDelete: 'cascade' }),
  listenerId: uuid('listener_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  until: timestamp('until', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

/**
 * Failed sign-ins counted per key, one row each, for throttling across processes (server/src/auth/sign-in-throttle.ts):
 * `pair:<user>@<address>`, `account:<user>`, and for names no account has, `pair:?<digest of the name>@<address>` and
 * `unknown:<address>`. Each row counts within a window that starts at its first failure.
 */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    key: text('key').primaryKey(),
    /** The account the key counts for (none for unknown names), so an unlock can clear every key of it. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    failures: integer('failures').notNull(),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sign_in_failures_user_idx').on(t.userId), index('sign_in_failures_window_idx').on(t.windowStartedAt)],
);

/**
 * A teacher's course (spec 002 §3 "Course"). Its code is unique within the school (within the teacher's own courses
 * for a teacher without a school), compared without case. Archiving keeps the course and its enrolments (a teacher's
 * history and the students' progress) but takes it off the active list and closes enrolment.
 */
export const courses = pgTable(
  'courses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    grade: text('grade').notNull(),
    subject: text('subject').notNull(),
    startDate: text('start_date').notNull(),
    endDate: text('end_date').notNull(),
    maxStudents: integer('max_students').notNull().default(20),
    teacherId: uuid('teacher_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id').references(() => organizations.id, { onDelete: 'set null' }),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('courses_school_code_key').on(sql`coalesce(${t.organizationId}, ${t.teacherId})`, sql`lower(${t.code})`),
    index('courses_teacher_idx').on(t.teacherId),
    index('courses_organization_idx').on(t.organizationId),
    check('courses_max_students_range', sql`${t.maxStudents} BETWEEN 1 AND 50`),
  ],
);

export const courseEnrollments = pgTable(
  'course_enrollments',
  {
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.courseId, t.studentId] }), index('course_enrollments_student_idx').on(t.studentId)],
);

/** Handwriting practice: one row per saved sample. */
export const writingSamples = pgTable(
  'writing_samples',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['letter', 'word'] }).notNull(),
    target: text('target').notNull(),
    language: text('language').notNull(),
    strokes: jsonb('strokes').$type<unknown>().notNull(),
    imageDataUrl: text('image_data_url'),
    analysis: jsonb('analysis').$type<Record<string, unknown> | null>(),
    overallScore: integer('overall_score'),
    createdAt: createdAt(),
  },
  (t) => [index('writing_samples_user_idx').on(t.userId, t.createdAt)],
);

/** Pronunciation practice: one row per analysed attempt. */
export const phonicsAttempts = pgTable(
  'phonics_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['sound', 'word'] }).notNull(),
    target: text('target').notNull(),
    groupId: text('group_id'),
    language: text('language').notNull(),
    accuracy: real('accuracy').notNull(),
    clarity: real('clarity').notNull(),
    pace: real('pace').notNull(),
    overallScore: integer('overall_score').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('phonics_attempts_user_idx').on(t.userId, t.createdAt)],
);

/** Raw bytes (Postgres bytea), as a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * The recording of a child's Phonics Tutor attempt, kept so a teacher or parent can listen back (issue 11). Bounded:
 * only the newest PHONICS_RECORDINGS_KEPT recordings of each sound or word (per child, kind, text and language) stay;
 * older ones are deleted when a new one is saved (the attempt's scores stay). In the row, like a fluency reading's,
 * so it goes with the child when their account is deleted. At most 10 s (PHONICS_MAX_AUDIO_SECONDS).
 */
export const phonicsRecordings = pgTable(
  'phonics_recordings',
  {
    attemptId: uuid('attempt_id')
      .primaryKey()
      .references(() => phonicsAttempts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['sound', 'word'] }).notNull(),
    target: text('target').notNull(),
    language: text('language').notNull(),
    audio: bytea('audio').notNull(),
    audioType: text('audio_type').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('phonics_recordings_target_idx').on(t.userId, t.kind, t.target, t.language, t.createdAt)],
);

/** Block-coding runs, as re-simulated by the server. */
export const missionRuns = pgTable(
  'mission_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    missionId: text('mission_id').notNull(),
    code: jsonb('code').$type<unknown>().notNull(),
    success: boolean('success').notNull(),
    steps: integer('steps').notNull(),
    itemsCollected: integer('items_collected').notNull().default(0),
    efficiency: integer('efficiency').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('mission_runs_user_idx').on(t.userId, t.createdAt)],
);

/**
 * A child's Creative Lab creations (spec 001 §2–3, issue 15): stories (parts separated by blank lines, one picture
 * per part) and art. Images are /api/images/:id URLs of the owner's own pictures.
 */
export const stories = pgTable(
  'stories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    content: text('content').notNull(),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    type: text('type').notNull().default('story'),
    language: text('language').notNull().default('en'),
    /** A Game Builder game (type game): the intro, the question and 2–3 choices each with its ending. */
    game: jsonb('game').$type<{ intro: string; question: string; choices: { text: string; ending: string }[] }>(),
    /** When the child shared it with their parents and teachers (issue 15); they may read it either way. */
    sharedAt: timestamp('shared_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stories_user_idx').on(t.userId, t.createdAt)],
);

/**
 * Grade-level reading assessments (spec 000 §3 "Assessment record", issue 11). Everything is the server's own
 * scoring: overallScore is the percent correct re-scored from the content key, the standard scores, percentiles and
 * categories come from common/domain/norms.ts with the provisional norms in content/assessments/norms.json, and the
 * cohort rank is computed at save time among the child's class (else school), same grade and program.
 */
export const assessments = pgTable(
  'assessments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gradeLevel: text('grade_level', { enum: ['kindergarten', 'grade1', 'grade2-3'] }).notNull(),
    curriculumType: text('curriculum_type', { enum: ['english', 'french_first_language', 'french_immersion'] })
      .notNull()
      .default('english'),
    /** Which question form of the bank was drawn ('A', 'B'); a retry draws another. */
    form: text('form').notNull().default('A'),
    overallScore: integer('overall_score').notNull(),
    passed: boolean('passed').notNull(),
    totalQuestions: integer('total_questions').notNull(),
    correctAnswers: integer('correct_answers').notNull(),
    /** Per question id: the answer given, whether the key accepted it, its skill, and for pronunciation the measured accuracy. */
    answers: jsonb('answers').$type<Record<string, AssessmentAnswerRecord>>().notNull().default({}),
    standardScore: integer('standard_score'),
    percentile: integer('percentile'),
    category: text('category', { enum: ['above', 'at', 'below', 'well_below'] }),
    /** Per skill (spec field name): raw correct, items, standard score, percentile and category. */
    skills: jsonb('skills').$type<Record<string, AssessmentSkillScore>>().notNull().default({}),
    cohortRank: integer('cohort_rank'),
    cohortSize: integer('cohort_size'),
    assessmentDate: timestamp('assessment_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('assessments_user_idx').on(t.userId, t.assessmentDate),
    index('assessments_cohort_idx').on(t.gradeLevel, t.curriculumType, t.userId),
    check('assessments_score_range', sql`${t.overallScore} BETWEEN 0 AND 100`),
  ],
);

/**
 * A pronunciation item of a grade assessment, analysed by the server (the Phonics Tutor engine) when the child
 * recorded it. POST /api/assessments takes the id of this row as the answer, so the accuracy that scores the item
 * is the one the server measured, never a number the client sends.
 */
export const assessmentPronunciations = pgTable(
  'assessment_pronunciations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gradeLevel: text('grade_level').notNull(),
    questionId: text('question_id').notNull(),
    target: text('target').notNull(),
    accuracy: real('accuracy').notNull(),
    clarity: real('clarity').notNull(),
    pace: real('pace').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('assessment_pronunciations_user_idx').on(t.userId, t.createdAt)],
);

/**
 * Every prompt a child sends to an AI feature, approved or refused, with the moderation verdict (spec 002 §3
 * "Prompt log"); the child's parents, teachers and school administrators read it. Personal data in the prompt is
 * stored redacted ("[phone number]").
 */
export const promptLogs = pgTable(
  'prompt_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    childId: uuid('child_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    prompt: text('prompt').notNull(),
    category: text('category', { enum: ['creative-story', 'creative-art', 'educational', 'question', 'general'] }).notNull(),
    safetyScore: integer('safety_score').notNull(),
    isApproved: boolean('is_approved').notNull(),
    flaggedWords: jsonb('flagged_words').$type<string[]>().notNull().default([]),
    reasons: jsonb('reasons').$type<string[]>().notNull().default([]),
    feature: text('feature').notNull(),
    kind: text('kind', { enum: ['generative', 'practice'] }).notNull(),
    language: text('language').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('prompt_logs_child_idx').on(t.childId, t.createdAt), check('prompt_logs_score_range', sql`${t.safetyScore} BETWEEN 0 AND 100`)],
);

/**
 * AI interactions a child used per UTC day, for the Free plan's daily quota. One row per child and day, counted
 * with an atomic upsert so that several server processes never let a child past the limit.
 */
export const aiUsage = pgTable(
  'ai_usage',
  {
    childId: uuid('child_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: text('day').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.childId, t.day] }), check('ai_usage_count_nonnegative', sql`${t.count} >= 0`)],
);

/** Pictures made by the AI images capability, stored as files under AiConfig.filesDir and served at /api/images/:id. */
export const generatedImages = pgTable(
  'generated_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    mime: text('mime').notNull(),
    /** What the engine drew from. */
    prompt: text('prompt').notNull(),
    altText: text('alt_text').notNull().default(''),
    engine: text('engine').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('generated_images_owner_idx').on(t.ownerId, t.createdAt)],
);

/**
 * Block-coding missions designed in the Mission Creator (spec 002 §3 "Custom mission"). Texts are stored per
 * language ({en, ar}); the grid is stored as sent ({width, height, cells}) and converted to a robot mission
 * (common/robot/custom-mission.ts) when played. maxSteps is the solver's shortest solution or the author's larger
 * value.
 */
export const customMissions = pgTable(
  'custom_missions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: jsonb('title').$type<{ en: string; ar: string }>().notNull(),
    description: jsonb('description').$type<{ en: string; ar: string }>().notNull(),
    objectives: jsonb('objectives').$type<{ en: string[]; ar: string[] }>().notNull(),
    difficulty: text('difficulty', { enum: ['beginner', 'intermediate', 'advanced'] }).notNull(),
    category: text('category', { enum: ['movement', 'logic', 'loops', 'problem-solving'] }).notNull(),
    ageGroup: text('age_group', { enum: ['4-6', '7-9', '10-12'] }).notNull(),
    estimatedTime: integer('estimated_time').notNull().default(15),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    safetyLevel: text('safety_level', { enum: ['high', 'medium', 'low'] })
      .notNull()
      .default('high'),
    gridSetup: jsonb('grid_setup').$type<GridSetup>().notNull(),
    maxSteps: integer('max_steps').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('custom_missions_author_idx').on(t.authorId, t.createdAt),
    check('custom_missions_estimated_time_range', sql`${t.estimatedTime} BETWEEN 5 AND 60`),
    check('custom_missions_max_steps_positive', sql`${t.maxSteps} > 0`),
  ],
);

/** A custom mission given to one child, or to every child enrolled in a course; exactly one of the two. */
export const missionAssignments = pgTable(
  'mission_assignments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    missionId: uuid('mission_id')
      .notNull()
      .references(() => customMissions.id, { onDelete: 'cascade' }),
    childId: uuid('child_id').references(() => users.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id').references(() => courses.id, { onDelete: 'cascade' }),
    assignedBy: uuid('assigned_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('mission_assignments_one_target', sql`(${t.childId} IS NULL) <> (${t.courseId} IS NULL)`),
    uniqueIndex('mission_assignments_child_key').on(t.missionId, t.childId),
    uniqueIndex('mission_assignments_course_key').on(t.missionId, t.courseId),
    index('mission_assignments_child_idx').on(t.childId),
    index('mission_assignments_course_idx').on(t.courseId),
  ],
);

// ------------------------------------------------------------------------------------------ struggling readers

/**
 * A teacher's change to one score of an assessment (a skill's standard score, or the overall one), with the reason:
 * the assessment row itself is never changed, so the original stays; the newest override of a score is the one in
 * force. `category` is the band of the new value (common/domain/norms.ts categoryOf), so lists filter on it in SQL.
 */
export const assessmentOverrides = pgTable(
  'assessment_overrides',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    assessmentId: uuid('assessment_id')
      .notNull()
      .references(() => assessments.id, { onDelete: 'cascade' }),
    /** 'overall' or a skill name of the record's `skills`. */
    skill: text('skill').notNull(),
    originalValue: integer('original_value'),
    newValue: integer('new_value').notNull(),
    category: text('category', { enum: ['above', 'at', 'below', 'well_below'] }).notNull(),
    reason: text('reason').notNull(),
    teacherId: uuid('teacher_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('assessment_overrides_assessment_idx').on(t.assessmentId, t.skill, t.createdAt),
    check('assessment_overrides_value_range', sql`${t.newValue} BETWEEN 55 AND 145`),
  ],
);

/**
 * Each student's latest assessment, per grade level and over all grades ('all'), so struggling readers reads one row
 * per student instead of probing every student's history (bench/struggling-readers.bench.ts: an administrator's
 * 5,000 students). Kept exact by a trigger on assessments (hand-written migration `*_assessment_latest_trigger.sql`);
 * never written by code.
 */
export const assessmentLatest = pgTable(
  'assessment_latest',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** A grade level of the record, or 'all'. */
    gradeLevel: text('grade_level').notNull(),
    assessmentId: uuid('assessment_id').notNull(),
    assessmentDate: timestamp('assessment_date', { withTimezone: true }).notNull(),
    overallScore: integer('overall_score').notNull(),
    category: text('category'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.gradeLevel] })],
);

/** Children with the same weakest skill practising together, formed by a teacher (or administrator) who owns it. */
export const interventionGroups = pgTable(
  'intervention_groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    skill: text('skill').notNull(),
    /** The practice the group works on (common/contracts/struggling-readers.ts practiceSchema). */
    practice: jsonb('practice').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('intervention_groups_owner_idx').on(t.ownerId, t.createdAt)],
);

export const interventionGroupMembers = pgTable(
  'intervention_group_members',
  {
    groupId: uuid('group_id')
      .notNull()
      .references(() => interventionGroups.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.studentId] }), index('intervention_group_members_student_idx').on(t.studentId)],
);

/**
 * A skills assessment (spec 000 §2 "Skills assessment", §3 letter/rhyme/fluency results): the three results as the
 * server computed them from the raw answers and the grade's benchmarks, with the standard scores. `assessedBy` is
 * the adult who ran it for the child (null when the child took it alone); `fluencyReadingId` the stored reading
 * its fluency figures come from (the fluency lane's fluency_readings).
 */
export const skillsAssessments = pgTable(
  'skills_assessments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    assessedBy: uuid('assessed_by').references(() => users.id, { onDelete: 'set null' }),
    grade: text('grade').notNull(),
    language: text('language').notNull(),
    letter: jsonb('letter').$type<SkillsAssessmentResult['letter']>().notNull(),
    rhyme: jsonb('rhyme').$type<SkillsAssessmentResult['rhyme']>().notNull(),
    fluency: jsonb('fluency').$type<SkillsAssessmentResult['fluency']>().notNull(),
    // No action on delete: a reading that a stored assessment scored stays while the assessment does (both go with the child).
    fluencyReadingId: uuid('fluency_reading_id')
      .notNull()
      .references((): AnyPgColumn => fluencyReadings.id),
    overallScore: integer('overall_score').notNull(),
    overallStandardScore: integer('overall_standard_score').notNull(),
    percentile: integer('percentile').notNull(),
    category: text('category').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('skills_assessments_user_idx').on(t.userId, t.createdAt),
    check('skills_assessments_standard_range', sql`${t.overallStandardScore} BETWEEN 55 AND 145`),
  ],
);

/**
 * An oral reading fluency reading (issue 11): the child read a passage aloud, the engine listened, an adult may
 * have flipped words and chosen the expression. The engine's own marks are kept beside the adult's flips, so a
 * flip can be undone and the figures recomputed. The recording lives in the row (bytea, at most a minute: ~1 MB
 * of WAV, far less of WebM), so it goes with the child when their account is deleted and with every backup.
 * The figures are stored as computed, for lists and reports.
 */
export const fluencyReadings = pgTable(
  'fluency_readings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    childId: uuid('child_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Who ran the test (the child themself or an adult). */
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    passageId: text('passage_id').notNull(),
    language: text('language', { enum: ['en', 'fr', 'ar'] }).notNull(),
    durationSeconds: real('duration_seconds').notNull(),
    engine: text('engine', { enum: ['alignment', 'transcription', 'manual'] }).notNull(),
    notice: text('notice'),
    engineMarks: jsonb('engine_marks').$type<WordMark[]>().notNull(),
    heard: jsonb('heard').$type<(string | null)[]>().notNull(),
    engineLastWordIndex: integer('engine_last_word_index'),
    /** Word indexes the adult flipped (correct ↔ error), ascending. */
    flips: jsonb('flips').$type<number[]>().notNull().default([]),
    lastWordIndex: integer('last_word_index'),
    insertions: integer('insertions').notNull().default(0),
    wordsRead: integer('words_read').notNull(),
    wordsCorrect: integer('words_correct').notNull(),
    errors: integer('errors').notNull(),
    wcpm: real('wcpm').notNull(),
    accuracy: real('accuracy').notNull(),
    expressionSuggested: integer('expression_suggested').notNull(),
    expressionChosen: integer('expression_chosen'),
    expressionEvidence: jsonb('expression_evidence').$type<ExpressionEvidence>().notNull(),
    audio: bytea('audio'),
    audioType: text('audio_type'),
    adjustedBy: uuid('adjusted_by').references(() => users.id, { onDelete: 'set null' }),
    adjustedAt: timestamp('adjusted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('fluency_readings_child_idx').on(t.childId, t.createdAt),
    check('fluency_readings_duration_range', sql`${t.durationSeconds} > 0 AND ${t.durationSeconds} <= 60`),
    check('fluency_readings_expression_range', sql`${t.expressionChosen} IS NULL OR ${t.expressionChosen} BETWEEN 1 AND 5`),
  ],
);

/**
 * An AI parenting plan (spec 002 §3), saved by a parent and theirs alone. `completedActivities` holds the ticked
 * activities as "day:index"; `progress` is computed from it by the server and stored for the list. `startDate` puts
 * day 1 on the family's calendar (null until the parent schedules it).
 */
export const parentingPlans = pgTable(
  'parenting_plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    childId: uuid('child_id').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    parentingStyle: text('parenting_style').notNull(),
    childName: text('child_name').notNull().default(''),
    childAge: integer('child_age').notNull(),
    goals: jsonb('goals').$type<string[]>().notNull().default([]),
    focusAreas: jsonb('focus_areas').$type<string[]>().notNull().default([]),
    timeline: integer('timeline').$type<(typeof PLAN_TIMELINES)[number]>().notNull(),
    totalDays: integer('total_days').notNull(),
    hoursPerDay: real('hours_per_day').notNull(),
    additionalNotes: text('additional_notes').notNull().default(''),
    dailyPlans: jsonb('daily_plans').$type<DailyPlan[]>().notNull(),
    status: text('status', { enum: ['active', 'completed'] })
      .notNull()
      .default('active'),
    progress: integer('progress').notNull().default(0),
    completedActivities: jsonb('completed_activities').$type<string[]>().notNull().default([]),
    startDate: date('start_date', { mode: 'string' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('parenting_plans_user_idx').on(t.userId, t.createdAt),
    check('parenting_plans_child_age_range', sql`${t.childAge} BETWEEN 1 AND 18`),
    check('parenting_plans_hours_range', sql`${t.hoursPerDay} BETWEEN 0.5 AND 3`),
    check('parenting_plans_progress_range', sql`${t.progress} BETWEEN 0 AND 100`),
  ],
);

/**
 * Parental controls a parent saved for a child (spec 002 §2; issue 13). No row: nothing is limited (a school's
 * child, or a family that has not set controls yet). The server enforces them (features/parental-controls).
 */
export const parentalSettings = pgTable('parental_settings', {
  childId: uuid('child_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  safetyLevel: text('safety_level').$type<SafetyLevel>().notNull().default('high'),
  apps: jsonb('apps').$type<Record<ControlledApp, boolean>>().notNull(),
  dailyLimitMinutes: integer('daily_limit_minutes').notNull().default(120),
  /** Allowed window in the family's time zone, "HH:MM". */
  startTime: text('start_time').notNull().default('08:00'),
  endTime: text('end_time').notNull().default('20:00'),
  breakReminders: boolean('break_reminders').notNull().default(true),
  blockInappropriateLanguage: boolean('block_inappropriate_language').notNull().default(true),
  aiContentModeration: boolean('ai_content_moderation').notNull().default(true),
  safeSearchOnly: boolean('safe_search_only').notNull().default(true),
  blockedWebsites: jsonb('blocked_websites').$type<string[]>().notNull().default([]),
  /** The family's IANA time zone: days and the window are counted in it. */
  timeZone: text('time_zone').notNull().default('UTC'),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A child's screen time per day of the family's calendar, counted from heartbeats (at most one minute per clock
 * minute: `last_minute` is the last minute counted, in minutes since the epoch). `streak_minutes` counts continuous
 * use for break reminders; `extra_minutes` and `extended_until` come from extra time a parent granted.
 */
export const screenTimeDays = pgTable(
  'screen_time_days',
  {
    childId: uuid('child_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: text('day').notNull(),
    minutes: integer('minutes').notNull().default(0),
    learningMinutes: integer('learning_minutes').notNull().default(0),
    lastMinute: integer('last_minute').notNull().default(0),
    streakMinutes: integer('streak_minutes').notNull().default(0),
    extraMinutes: integer('extra_minutes').notNull().default(0),
    extendedUntil: timestamp('extended_until', { withTimezone: true }),
    limitReachedAt: timestamp('limit_reached_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.childId, t.day] }), check('screen_time_days_minutes_nonnegative', sql`${t.minutes} >= 0`)],
);

/** A child's request for more time from the rest screen, and the parent's answer. */
export const extraTimeRequests = pgTable(
  'extra_time_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    childId: uuid('child_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: text('day').notNull(),
    status: text('status', { enum: ['pending', 'granted', 'declined'] })
      .notNull()
      .default('pending'),
    minutes: integer('minutes'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('extra_time_requests_child_idx').on(t.childId, t.createdAt),
    // One open request per child at a time, even with parallel clicks or several processes.
    uniqueIndex('extra_time_requests_one_pending')
      .on(t.childId)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/** What the controls refused, for the parents' reports: the daily limit reached, an app switched off. Once a day each. */
export const controlEvents = pgTable(
  'control_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    childId: uuid('child_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: text('day').notNull(),
    kind: text('kind', { enum: ['limit-reached', 'app-blocked'] }).notNull(),
    detail: text('detail').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('control_events_once_a_day').on(t.childId, t.day, t.kind, t.detail), index('control_events_child_idx').on(t.childId, t.createdAt)],
);

// ------------------------------------------------------------------------------------------ accounts

/**
 * A password-reset link (issue 13): only the SHA-256 of its token is kept, so a copy of the table opens no account.
 * Single use and valid for an hour; using one (or changing the password) spends every other link of the account.
 * `channel` says how the link left the server: by mail, printed to the server log when no mail server is configured
 * (administrators of the user's organisations then see the request and can issue a link of their own), or issued by
 * such an administrator.
 */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    channel: text('channel', { enum: ['mail', 'log', 'admin'] }).notNull(),
    /** The administrator who issued an 'admin' link. */
    issuedBy: uuid('issued_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('password_reset_tokens_hash_key').on(t.tokenHash), index('password_reset_tokens_user_idx').on(t.userId, t.createdAt)],
);

/**
 * A teacher's lesson plan (spec 002 §3 "Lesson plan"; issue 12): the form's values, the lessons (with their printable
 * exercises and answers) as generated and then customised. It belongs to the teacher or trainer who saved it.
 */
export const lessonPlans = pgTable(
  'lesson_plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teacherId: uuid('teacher_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    ageGroups: jsonb('age_groups').$type<number[]>().notNull(),
    subjectAreas: jsonb('subject_areas').$type<string[]>().notNull(),
    classDuration: integer('class_duration').notNull(),
    numberOfLessons: integer('number_of_lessons').notNull(),
    learningGoals: jsonb('learning_goals').$type<string[]>().notNull(),
    teachingStyle: text('teaching_style').notNull(),
    differentiationNeeds: text('differentiation_needs').notNull().default(''),
    assessmentStyle: text('assessment_style').notNull(),
    language: text('language').notNull().default('en'),
    phonicsFocus: text('phonics_focus'),
    lessons: jsonb('lessons').$type<Lesson[]>().notNull(),
    lessonSequence: jsonb('lesson_sequence').$type<string[]>().notNull().default([]),
    customizations: text('customizations').notNull().default(''),
    isPublic: boolean('is_public').notNull().default(false),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    aiGenerated: boolean('ai_generated').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('lesson_plans_teacher_idx').on(t.teacherId, t.createdAt),
    check('lesson_plans_duration_range', sql`${t.classDuration} BETWEEN 15 AND 120`),
    check('lesson_plans_lessons_range', sql`${t.numberOfLessons} BETWEEN 1 AND 20`),
  ],
);

// ------------------------------------------------------------------------------------------ people (issue 14)

/**
 * An invitation to a new staff or parent account made by an administrator: the person opens the link, chooses a
 * password and the invitation is spent. Only the SHA-256 of its one-time code is kept. Valid for a week.
 */
export const userInvitations = pgTable(
  'user_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    /** How the link left the server: mailed, or printed to the log and shown to the administrator. */
    channel: text('channel', { enum: ['mail', 'shown'] }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('user_invitations_hash_key').on(t.tokenHash), index('user_invitations_user_idx').on(t.userId)],
);

/**
 * Every administrative change (who, what, when, before and after) and every sign-in and failed sign-in, kept for
 * the administrators of the organisation it happened in. Rows are never changed; the actor's id goes null when their
 * account is deleted so the trail stays.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** The actor's name when it happened, so the entry reads the same after a rename or deletion. */
    actorName: text('actor_name').notNull().default(''),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    organizationId: uuid('organization_id').references(() => organizations.id, { onDelete: 'set null' }),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
    createdAt: createdAt(),
  },
  // The log is read newest first a page at a time, ordered by time then id (server/src/features/staff/audit.ts): with
  // the id in the index, a page is read from it in order and stops at its last entry, rather than sorting every match.
  // Its search looks for what was typed anywhere in `auditSearchText`: a trigram index finds the few entries that hold
  // it without reading the whole log (bench/people.bench.ts).
  (t) => [
    index('audit_log_org_time_idx').on(t.organizationId, t.createdAt, t.id),
    index('audit_log_time_idx').on(t.createdAt, t.id),
    index('audit_log_search_idx').using('gin', sql`${auditSearchText(t)} gin_trgm_ops`),
  ],
);
