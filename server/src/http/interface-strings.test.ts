import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS, AUDIT_ENTITIES, AUDIT_FIELDS, auditActionLabel, auditEntityLabel, auditFieldLabel } from '@common/contracts/audit.ts';
import { interfaceStrings } from './interface-strings.ts';

describe("the interface's words on the server", () => {
  it('every action and kind of record the audit log writes has its words, in the screen’s languages', async () => {
    for (const language of ['en', 'fr', 'ar', 'it'] as const) {
      const t = await interfaceStrings(language);
      // A key English lacks throws: a CSV would stop half-written.
      for (const action of AUDIT_ACTIONS) expect(auditActionLabel(t, action), `${language} ${action}`).not.toContain('.');
      for (const entity of AUDIT_ENTITIES) expect(auditEntityLabel(t, entity), `${language} ${entity}`).not.toMatch(/^[a-z_]+$/);
      for (const field of AUDIT_FIELDS) expect(auditFieldLabel(t, field), `${language} ${field}`).not.toContain('.');
    }
    const french = await interfaceStrings('fr');
    expect(AUDIT_ENTITIES.map((entity) => auditEntityLabel(french, entity))).toEqual([
      'Compte',
      'Connexion',
      'Organisation',
      'Rôle du personnel',
      'Attribution de rôle',
    ]);
  });

  it('a kind of record not named yet reads as itself', async () => {
    expect(auditEntityLabel(await interfaceStrings('en'), 'lesson_plan')).toBe('lesson_plan');
  });
});
