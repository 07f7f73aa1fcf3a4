/** Factories for real accounts and relationships in the test database (STYLE.md: buildChild(), buildParent()…). */
import crypto from 'node:crypto';
import type { Database } from '../db/client.ts';
import { hashPassword } from '../auth/passwords.ts';
import { courseEnrollments, courses, guardianships, organizations, staffAssignments, users } from '../db/schema.ts';

export const TEST_PASSWORD = 'secret-pass-1';
export const TEST_PIN = '2468';

const unique = (prefix: string) => `${prefix}-${crypto.randomBytes(4).toString('hex')}`;

// Hashing is deliberately slow; one hash per secret keeps test files fast.
const hashes = new Map<string, Promise<string>>();
const cachedHash = (secret: string) => {
  if (!hashes.has(secret)) hashes.set(secret, hashPassword(secret));
  return hashes.get(secret)!;
};

type UserInsert = typeof users.$inferInsert;

async function insertUser(db: Database, values: Partial<UserInsert> & Pick<UserInsert, 'role'>, secret: string) {
  const [row] = await db
    .insert(users)
    .values({ username: unique(values.role), firstName: 'Test', passwordHash: await cachedHash(secret), ...values })
    .returning();
  return row!;
}

export function buildChild(db: Database, values: Partial<UserInsert> = {}) {
  return insertUser(db, { age: 7, ...values, role: 'child' }, TEST_PIN);
}

export async function buildParent(db: Database, options: { children?: { id: string }[]; values?: Partial<UserInsert> } = {}) {
  const parent = await insertUser(db, { ...options.values, role: 'parent', email: `${unique('p')}@example.test` }, TEST_PASSWORD);
  for (const child of options.children ?? []) await db.insert(guardianships).values({ parentId: parent.id, childId: child.id });
  return parent;
}

export async function buildTeacher(db: Database, options: { students?: { id: string }[]; values?: Partial<UserInsert> } = {}) {
  const teacher = await insertUser(db, { ...options.values, role: options.values?.role ?? 'teacher' }, TEST_PASSWORD);
  if (options.students?.length) {
    const [course] = await db
      .insert(courses)
      .values({
        code: unique('C').slice(0, 10),
        name: 'Test course',
        grade: 'Grade 1',
        subject: 'English',
        startDate: '2026-09-01',
        endDate: '2027-06-30',
        teacherId: teacher.id,
      })
      .returning();
    await db.insert(courseEnrollments).values(options.students.map((s) => ({ courseId: course!.id, studentId: s.id })));
  }
  return teacher;
}

export async function buildOrganization(db: Database, values: { type: 'province' | 'school_board' | 'school'; parentId?: string }) {
  const [org] = await db
    .insert(organizations)
    .values({ name: unique(values.type), code: unique('org'), ...values })
    .returning();
  return org!;
}

export async function buildAdmin(db: Database, options: { organizationId?: string } = {}) {
  const admin = await insertUser(db, { role: 'admin', email: `${unique('a')}@example.test`, organizationId: options.organizationId }, TEST_PASSWORD);
  if (options.organizationId) await db.insert(staffAssignments).values({ userId: admin.id, organizationId: options.organizationId });
  return admin;
}
