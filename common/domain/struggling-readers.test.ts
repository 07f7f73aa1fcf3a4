import { describe, expect, it } from 'vitest';
import { compareStruggling, passageGradeFor, recommendationsFor, strugglingList, summarize, weakestSkills, type SkillScore } from './struggling-readers.ts';

const rec = (userId: string, category: string | null, overallScore: number, extra: Partial<{ gradeLevel: string; assessmentDate: string }> = {}) => ({
  userId,
  category,
  overallScore,
  gradeLevel: extra.gradeLevel ?? 'grade1',
  assessmentDate: extra.assessmentDate ?? '2026-11-01T00:00:00.000Z',
  tieBreak: userId,
});
const s = (standard: number, category: SkillScore['category'], raw = 2, max = 5): SkillScore => ({ raw, max, standard, percentile: 5, category });

describe('the list rule and sort (spec 000 §5)', () => {
  it('sorts well below first, then the lower overall score, then a stable key', () => {
    const sorted = [rec('c', 'below', 20), rec('a', 'below', 50), rec('b', 'well_below', 70), rec('d', 'well_below', 10), rec('e', 'below', 20)].sort(
      compareStruggling,
    );
    expect(sorted.map((r) => r.userId)).toEqual(['d', 'b', 'c', 'e', 'a']);
  });

  it('keeps below and well below with a matching user, each student by their latest record', () => {
    const records = [
      rec('a', 'well_below', 40, { assessmentDate: '2026-10-01T00:00:00.000Z' }),
      rec('a', 'at', 90, { assessmentDate: '2026-11-01T00:00:00.000Z' }), // latest: no longer listed
      rec('b', 'below', 60),
      rec('c', 'above', 10),
      rec('ghost', 'well_below', 5), // no matching user
      rec('d', null, 5),
    ];
    const users = new Set(['a', 'b', 'c', 'd']);
    expect(strugglingList(records, users, { grade: 'all', risk: 'all' }).map((r) => r.userId)).toEqual(['b']);
  });

  it('filters by grade (the latest record of that grade) and by risk', () => {
    const records = [
      rec('a', 'well_below', 40, { gradeLevel: 'kindergarten', assessmentDate: '2026-09-01T00:00:00.000Z' }),
      rec('a', 'below', 60, { gradeLevel: 'grade1' }),
      rec('b', 'below', 30, { gradeLevel: 'grade1' }),
    ];
    const users = new Set(['a', 'b']);
    expect(strugglingList(records, users, { grade: 'kindergarten', risk: 'all' }).map((r) => r.userId)).toEqual(['a']);
    expect(strugglingList(records, users, { grade: 'grade1', risk: 'all' }).map((r) => r.userId)).toEqual(['b', 'a']);
    expect(strugglingList(records, users, { grade: 'all', risk: 'high' })).toEqual([]);
    expect(strugglingList(records, users, { grade: 'all', risk: 'at_risk' }).map((r) => r.userId)).toEqual(['b', 'a']);
    expect(strugglingList(records, users, { grade: 'grade4', risk: 'all' })).toEqual([]);
  });
});

describe('summary (spec 000 §9: at-risk divided by total assessments)', () => {
  it('counts high and at risk and gives the rate with one decimal', () => {
    expect(summarize({ highRisk: 1, atRisk: 2, totalAssessments: 9 })).toEqual({
      studentsAtRisk: 3,
      highRisk: 1,
      atRisk: 2,
      totalAssessments: 9,
      interventionRate: 33.3,
    });
    expect(summarize({ highRisk: 0, atRisk: 0, totalAssessments: 0 }).interventionRate).toBe(0);
  });
});

describe('recommendations', () => {
  it('orders skills by standard score, then share of the maximum, then name', () => {
    expect(weakestSkills({ b: s(70, 'below', 3, 5), a: s(70, 'below', 2, 5), c: s(60, 'well_below'), d: s(100, 'at') })).toEqual(['c', 'a', 'b', 'd']);
  });

  it('names a Phonics Tutor group, Writing Buddy letters and a passage level for the weak skills, at most three', () => {
    const recs = recommendationsFor(
      {
        gradeLevel: 'grade2-3',
        category: 'well_below',
        skills: { fluency: s(60, 'well_below'), letterNaming: s(65, 'well_below'), digraphs: s(72, 'below'), blends: s(80, 'below'), vowels: s(100, 'at') },
      },
      ['B', 'D'],
    );
    expect(recs.map((r) => r.practice)).toEqual([
      { kind: 'fluency', passageGrade: 'grade1' },
      { kind: 'writing', letters: ['B', 'D'] },
      { kind: 'phonics', groupId: 'digraphs' },
    ]);
  });

  it('falls back to the single weakest skill when none is below', () => {
    const recs = recommendationsFor({
      gradeLevel: 'kindergarten',
      category: 'below',
      skills: { letterSoundAssociation: s(88, 'at'), letterNaming: s(95, 'at') },
    });
    expect(recs).toEqual([{ skill: 'letterSoundAssociation', category: 'at', standard: 88, practice: { kind: 'phonics', groupId: 'single-sounds' } }]);
  });

  it('reads passages at the grade, one lower for a child well below', () => {
    expect(passageGradeFor('grade1', 'below')).toBe('grade1');
    expect(passageGradeFor('grade1', 'well_below')).toBe('kindergarten');
    expect(passageGradeFor('kindergarten', 'well_below')).toBe('kindergarten');
    expect(passageGradeFor('grade2-3', 'below')).toBe('grade2');
  });
});
