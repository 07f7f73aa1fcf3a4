/**
 * Teachers Hub courses (spec 002 §7, issue 12): list, create, edit, archive; the school's students and enrolment; AI
 * recommendations of students for a course and of courses for a student; roster import; the class's progress and
 * analytics. The teacher is always the session's user: a teacherId in a body is never read.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  analyticsResponseSchema,
  courseFormSchema,
  courseListResponseSchema,
  courseParamsSchema,
  courseRecommendationsResponseSchema,
  courseResponseSchema,
  courseStudentsResponseSchema,
  enrollBodySchema,
  enrollResponseSchema,
  progressQuerySchema,
  progressResponseSchema,
  recommendStudentsBodySchema,
  recommendStudentsResponseSchema,
  rosterBodySchema,
  rosterImportResponseSchema,
  rosterPreviewSchema,
  studentParamsSchema,
} from '@common/contracts/courses.ts';
import {
  assertCanChangeCourse,
  assertCanCreateCourses,
  assertCanEnroll,
  assertCanRecommendCoursesFor,
  assertCanSeeCourse,
  assertCanUseCourses,
} from '../../auth/policies.ts';
import { actorOf, readerToday, readerZone, requireUser } from '../../http/context.ts';
import { requestLanguage, written } from '../../http/messages.ts';
import {
  courseStudents,
  createCourse,
  enroll,
  enrollmentSummary,
  findCourse,
  listCourses,
  presentCourse,
  recommendCourses,
  recommendStudents,
  setArchived,
  unenroll,
  updateCourse,
} from './service.ts';
import { classAnalytics, classProgress } from './progress.ts';
import { importRoster, previewRoster } from './roster.ts';

export const coursesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/courses', { schema: { response: { 200: courseListResponseSchema } } }, async (request) => {
    const actor = actorOf(request);
    assertCanUseCourses(actor);
    return { courses: await listCourses(app.db, actor, readerToday(request)) };
  });

  app.post('/api/courses', { schema: { body: courseFormSchema, response: { 201: courseResponseSchema }, errors: [409] } }, async (request, reply) => {
    const actor = actorOf(request);
    assertCanCreateCourses(actor);
    const id = await createCourse(app.db, actor, request.body);
    reply.status(201);
    return { course: await presentCourse(app.db, actor, id, readerToday(request)) };
  });

  app.get('/api/courses/:code', { schema: { params: courseParamsSchema, response: { 200: courseResponseSchema } } }, async (request) => {
    const actor = actorOf(request);
    assertCanUseCourses(actor);
    const course = await findCourse(app.db, actor, request.params.code);
    await assertCanSeeCourse(app.db, actor, course);
    return { course: await presentCourse(app.db, actor, course.id, readerToday(request)) };
  });

  app.put(
    '/api/courses/:code',
    { schema: { params: courseParamsSchema, body: courseFormSchema, response: { 200: courseResponseSchema }, errors: [409] } },
    async (request) => {
      const actor = actorOf(request);
      assertCanUseCourses(actor);
      const course = await findCourse(app.db, actor, request.params.code);
      await assertCanChangeCourse(app.db, actor, course);
      await updateCourse(app.db, course, request.body);
      return { course: await presentCourse(app.db, actor, course.id, readerToday(request)) };
    },
  );

  /** Archives the course: off the active list, enrolment closed, its students and their progress kept. */
  app.post('/api/courses/:code/archive', { schema: { params: courseParamsSchema, response: { 200: courseResponseSchema } } }, async (request) => {
    const actor = actorOf(request);
    assertCanUseCourses(actor);
    const course = await findCourse(app.db, actor, request.params.code);
    await assertCanChangeCourse(app.db, actor, course);
    await setArchived(app.db, course, true);
    return { course: await presentCourse(app.db, actor, course.id, readerToday(request)) };
  });

  /** Restores an archived course. */
  app.delete('/api/courses/:code/archive', { schema: { params: courseParamsSchema, response: { 200: courseResponseSchema } } }, async (request) => {
    const actor = actorOf(request);
    assertCanUseCourses(actor);
    const course = await findCourse(app.db, actor, request.params.code);
    await assertCanChangeCourse(app.db, actor, course);
    await setArchived(app.db, course, false);
    return { course: await presentCourse(app.db, actor, course.id, readerToday(request)) };
  });

  /** Manage students: the children of the course's school, each marked enrolled or not, and the summary. */
  app.get('/api/courses/:code/students', { schema: { params: courseParamsSchema, response: { 200: courseStudentsResponseSchema } } }, async (request) => {
    const actor = actorOf(request);
    assertCanUseCourses(actor);
    const course = await findCourse(app.db, actor, request.params.code);
    await assertCanSeeCourse(app.db, actor, course);
    return courseStudents(app.db, course);
  });

  app.post(
    '/api/courses/:code/enroll',
    { schema: { params: courseParamsSchema, body: enrollBodySchema, response: { 200: enrollResponseSchema }, errors: [409] } },
    async (request) => {
      const actor = actorOf(request);
      assertCanUseCourses(actor);
      const course = await findCourse(app.db, actor, request.params.code);
      await assertCanEnroll(app.db, actor, course, request.body.studentId);
      await enroll(app.db, course, request.body.studentId);
      return { enrolled: true, summary: await enrollmentSummary(app.db, course) };
    },
  );

  app.delete(
    '/api/courses/:code/enroll',
    { schema: { params: courseParamsSchema, body: enrollBodySchema, response: { 200: enrollResponseSchema } } },
    async (request) => {
      const actor = actorOf(request);
      assertCanUseCourses(actor);
      const course = await findCourse(app.db, actor, request.params.code);
      await assertCanChangeCourse(app.db, actor, course);
      await unenroll(app.db, course, request.body.studentId);
      return { enrolled: false, summary: await enrollmentSummary(app.db, course) };
    },
  );

  /** Spec 002 §7: ranks the course's available students from their assessment and practice records. */
  app.post(
    '/api/ai/recommend-students',
    { schema: { body: recommendStudentsBodySchema, response: { 200: recommendStudentsResponseSchema } } },
    async (request) => {
      const user = requireUser(request);
      const actor = actorOf(request);
      assertCanUseCourses(actor);
      const course = await findCourse(app.db, actor, request.body.course.code);
      await assertCanChangeCourse(app.db, actor, course);
      return recommendStudents(app, course, request.body.language ?? user.preferredLanguage);
    },
  );

  /** Spec 002 §7: the caller's courses that suit a student, ranked from the student's records. */
  app.get(
    '/api/courses/recommendations/:studentId',
    { schema: { params: studentParamsSchema, response: { 200: courseRecommendationsResponseSchema } } },
    async (request) => {
      const user = requireUser(request);
      const actor = actorOf(request);
      await assertCanRecommendCoursesFor(app.db, actor, request.params.studentId);
      return recommendCourses(app, actor, request.params.studentId, user.preferredLanguage, readerToday(request));
    },
  );

  /** The rows of a roster CSV with each row's problems; nothing is written. */
  app.post(
    '/api/courses/:code/roster/preview',
    { schema: { params: courseParamsSchema, body: rosterBodySchema, response: { 200: rosterPreviewSchema } } },
    async (request) => {
      const actor = actorOf(request);
      assertCanUseCourses(actor);
      const course = await findCourse(app.db, actor, request.params.code);
      await assertCanChangeCourse(app.db, actor, course);
      const { summary } = await courseStudents(app.db, course);
      return written(previewRoster(request.body.csv, course.maxStudents - summary.enrolled), requestLanguage(request));
    },
  );

  /** Creates every row's child account in the school with a PIN, enrolled in the course — all rows or none. */
  app.post(
    '/api/courses/:code/roster',
    { schema: { params: courseParamsSchema, body: rosterBodySchema, response: { 201: rosterImportResponseSchema }, errors: [409] } },
    async (request, reply) => {
      const actor = actorOf(request);
      assertCanUseCourses(actor);
      const course = await findCourse(app.db, actor, request.params.code);
      await assertCanChangeCourse(app.db, actor, course);
      const { summary } = await courseStudents(app.db, course);
      const result = await importRoster(app.db, course, request.body.csv, summary.enrolled);
      reply.status(201);
      return result;
    },
  );

  /** Student Progress: the caller's enrolled students (one course with `?course=`). */
  app.get('/api/teachers/progress', { schema: { querystring: progressQuerySchema, response: { 200: progressResponseSchema } } }, async (request) => {
    const actor = actorOf(request);
    assertCanUseCourses(actor);
    const course = request.query.course ? await findCourse(app.db, actor, request.query.course) : undefined;
    return classProgress(app.db, actor, course?.id);
  });

  /** Reports & Analytics: skill averages per module, weekly activity and the categories of the same students. */
  app.get('/api/teachers/analytics', { schema: { querystring: progressQuerySchema, response: { 200: analyticsResponseSchema } } }, async (request) => {
    const actor = actorOf(request);
    assertCanUseCourses(actor);
    const course = request.query.course ? await findCourse(app.db, actor, request.query.course) : undefined;
    return classAnalytics(app.db, actor, readerZone(request), course?.id);
  });
};
