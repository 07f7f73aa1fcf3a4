// How the audit log reads an entry's change (common/contracts/audit.ts), in the words the CSV is written with: the
// server's reading of the screen's catalogues. The screen's own i18next is checked in audit-log-tab.test.tsx.
import { describe, expect, it } from 'vitest';
import { auditChange } from '@common/contracts/audit.ts';
import { interfaceStrings } from '../../http/interface-strings.ts';

/** A value as the change shows it: isolated, so that its own direction holds inside Arabic text. */
const v = (text: string) => `\u2068${text}\u2069`;

const ORG = '3f2a1b2c-0000-4000-8000-000000000001';
const OTHER_ORG = '9b1c2d3e-0000-4000-8000-000000000002';

describe('auditChange', () => {
  it('an update reads as the fields that changed, before → after, in words', async () => {
    const t = await interfaceStrings('en');
    expect(auditChange(t, { before: { isActive: true }, after: { isActive: false } })).toBe(`Active: ${v('Yes')} → ${v('No')}`);
    expect(
      auditChange(t, {
        before: { id: ORG, name: 'Pine', code: 'PINE', city: null, createdAt: '2026-01-01T00:00:00.000Z' },
        after: { id: ORG, name: 'Pine School', code: 'PINE', city: 'Regina', createdAt: '2026-01-01T00:00:00.000Z' },
      }),
    ).toBe(`Name: ${v('Pine')} → ${v('Pine School')}; City: ${v('—')} → ${v('Regina')}`);
    expect(auditChange(t, { before: { organizationId: ORG }, after: { organizationId: OTHER_ORG } })).toBe(`Organisation: ${v('3f2a1b2c')} → ${v('9b1c2d3e')}`);
    expect(auditChange(t, { before: { role: 'teacher', email: 'a@school.ca' }, after: { role: 'admin', email: 'b@school.ca' } })).toBe(
      `Role: ${v('Teacher')} → ${v('Administrator')}; Email: ${v('a@school.ca')} → ${v('b@school.ca')}`,
    );
  });

  it('a created record reads as what it holds, without its bookkeeping or empty fields', async () => {
    const t = await interfaceStrings('en');
    const created = {
      id: ORG,
      name: 'Pine School',
      type: 'school',
      code: 'PINE',
      parentId: OTHER_ORG,
      city: null,
      province: '',
      plan: 'school',
      createdAt: '2026-01-01T00:00:00.000Z',
    };
    expect(auditChange(t, { before: null, after: created })).toBe(
      `Name: ${v('Pine School')}; Type: ${v('School')}; Code: ${v('PINE')}; Belongs to: ${v('9b1c2d3e')}`,
    );
    expect(auditChange(t, { before: null, after: { address: '203.0.113.7', deactivated: true } })).toBe(
      `IP address: ${v('203.0.113.7')}; Deactivated account: ${v('Yes')}`,
    );
  });

  it('a removed record reads as what was removed', async () => {
    const t = await interfaceStrings('en');
    const role = { id: ORG, name: 'Principal', level: 3, permissions: ['manage_staff', 'view_reports'], canDelegate: false };
    expect(auditChange(t, { before: role, after: null })).toBe(
      `Name: ${v('Principal')}; Level: ${v('3')}; Permissions: ${v('Assign staff, View reports')}; Can give roles to others: ${v('No')}`,
    );
  });

  it('lists are joined, an empty one is a dash, and a code the catalogue does not name reads as itself', async () => {
    const t = await interfaceStrings('en');
    expect(auditChange(t, { before: { permissions: [] }, after: { permissions: ['view_audit_log', 'fly'] } })).toBe(
      `Permissions: ${v('—')} → ${v('View the audit log, fly')}`,
    );
    expect(auditChange(t, { before: { role: 'wizard' }, after: { role: null } })).toBe(`Role: ${v('wizard')} → ${v('—')}`);
  });

  it('a field not named yet reads as itself, its value as it is', async () => {
    const t = await interfaceStrings('en');
    expect(auditChange(t, { before: null, after: { favouriteColour: 'green', seats: 30, limits: { daily: 2 } } })).toBe(
      `favouriteColour: ${v('green')}; seats: ${v('30')}; limits: ${v('{"daily":2}')}`,
    );
  });

  it('an id beside its name reads as the name; a start date as its day', async () => {
    const t = await interfaceStrings('en');
    expect(auditChange(t, { before: null, after: { userId: ORG, userName: 'Amira Benali', startDate: '2026-09-01T00:00:00.000Z' } })).toBe(
      `Person: ${v('Amira Benali')}; Start date: ${v('2026-09-01')}`,
    );
  });

  it('an entry with nothing to show reads as nothing', async () => {
    const t = await interfaceStrings('en');
    expect(auditChange(t, { before: null, after: null })).toBe('');
    expect(auditChange(t, { before: { name: 'Same' }, after: { name: 'Same' } })).toBe('');
  });

  it('reads in French: labels, yes and no, codes and French punctuation', async () => {
    const t = await interfaceStrings('fr');
    expect(auditChange(t, { before: { isActive: true }, after: { isActive: false } })).toBe(`Actif : ${v('Oui')} → ${v('Non')}`);
    expect(auditChange(t, { before: null, after: { name: 'École des Pins', type: 'school_board', city: null } })).toBe(
      `Nom : ${v('École des Pins')}; Type : ${v('Conseil scolaire')}`,
    );
    expect(auditChange(t, { before: { role: 'teacher', grade: null }, after: { role: 'parent', grade: 'Grade 2' } })).toBe(
      `Rôle : ${v('Enseignant')} → ${v('Parent')}; Niveau scolaire : ${v('—')} → ${v('Grade 2')}`,
    );
  });

  it('reads in Arabic: its words, its semicolon, the arrow from before to after as Arabic reads it', async () => {
    const t = await interfaceStrings('ar');
    const entry = { before: { isActive: true, email: 'a@school.ca' }, after: { isActive: false, email: 'b@school.ca' } };
    expect(auditChange(t, entry)).toBe(`نشط: ${v('نعم')} ← ${v('لا')}؛ البريد الإلكتروني: ${v('a@school.ca')} ← ${v('b@school.ca')}`);
  });
});
