import { describe, expect, it } from 'vitest';
import en from '../../../content/messages/en.json' with { type: 'json' };
import { message, requestLanguage } from './messages.ts';

const language = (header?: string) => requestLanguage({ headers: header === undefined ? {} : { 'accept-language': header } });

describe('the language a refusal is written in', () => {
  it("is the request's most wanted language when the server has it, else English", () => {
    expect(language()).toBe('en');
    expect(language('ar')).toBe('ar');
    expect(language('fr-CA,fr;q=0.9,en;q=0.8')).toBe('fr');
    expect(language('en;q=0.5, it-IT;q=0.9')).toBe('it');
    expect(language('de-DE,fr;q=0.9')).toBe('en');
    // Plains Cree and Dene read the interface's English fallback, not a second choice further down the list.
    expect(language('cr,fr;q=0.5')).toBe('en');
    expect(language('en-CA')).toBe('en');
    expect(language('fr;q=0, ar')).toBe('ar');
    expect(language(';;,q=,')).toBe('en');
  });
});

describe('a message', () => {
  it('fills in its parameters, and a count picks the plural form of the language', () => {
    const roleStillGiven = (count: number) => message('staff.roleStillGiven', { name: 'Coach', count });
    expect(roleStillGiven(1).in('en')).toBe('Coach is still given by 1 assignment; remove them first.');
    expect(roleStillGiven(3).in('en')).toBe('Coach is still given by 3 assignments; remove them first.');
    expect(roleStillGiven(1).in('fr')).toBe("Coach est encore donné par 1 attribution ; supprimez-la d'abord.");
    expect(roleStillGiven(2).in('ar')).toBe('ما زال الدور Coach ممنوحًا في تعيينين؛ احذفهما أولًا.');
    expect(roleStillGiven(5).in('ar')).toBe('ما زال الدور Coach ممنوحًا في 5 تعيينات؛ احذفها أولًا.');
    expect(roleStillGiven(11).in('ar')).toBe('ما زال الدور Coach ممنوحًا في 11 تعيينًا؛ احذفها أولًا.');
  });

  it('writes messages given as parameters in the same language, a list joined as the language joins one', () => {
    const left = [message('staff.usersLeft', { count: 14 }), message('staff.coursesLeft', { count: 2 }), message('staff.organisationsLeft', { count: 1 })];
    const refusal = message('staff.organisationNotEmpty', { name: 'Maple Grove', left });
    expect(refusal.in('en')).toBe('Maple Grove still has 14 users, 2 courses, and 1 organisation; move or remove them first.');
    expect(refusal.in('fr')).toBe("Maple Grove a encore 14 utilisateurs, 2 cours et 1 organisation ; déplacez-les ou supprimez-les d'abord.");
    expect(refusal.in('it')).toBe('Maple Grove ha ancora 14 utenti, 2 corsi e 1 organizzazione: spostali o eliminali prima.');
    expect(refusal.in('ar')).toBe('ما زال لدى Maple Grove 14 مستخدمًا ودورتان ومؤسسة واحدة؛ انقلها أو احذفها أولًا.');
  });
});

describe('the catalogues', () => {
  it('give each English sentence one key, so two answers that must not be told apart (a 404) cannot differ by key', () => {
    const keysByText = new Map<string, string[]>();
    const walk = (tree: object, prefix: string) => {
      for (const [key, value] of Object.entries(tree)) {
        const path = prefix ? `${prefix}.${key}` : key;
        if (typeof value === 'string') keysByText.set(value, [...(keysByText.get(value) ?? []), path]);
        else walk(value as object, path);
      }
    };
    walk(en, '');
    expect([...keysByText.values()].filter((keys) => keys.length > 1)).toEqual([]);
  });
});
