// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { Passage } from '@common/contracts/fluency.ts';
import { encodeWav } from '@/lib/audio/wav.ts';
import { defaultSkillsLanguage, fluencyLanguageFor, joinWavs, passageFor } from './skills-model.ts';

const passage = (id: string, grade: Passage['grade'], level: string) => ({ id, grade, level }) as Passage;

describe('skills model', () => {
  it('tests in the interface language when the content has it, else in English', () => {
    expect(defaultSkillsLanguage('fr')).toBe('fr');
    expect(defaultSkillsLanguage('en-CA')).toBe('en');
    expect(defaultSkillsLanguage('ar')).toBe('en');
  });

  it('an Arabic-language child reads an Arabic passage; anyone else reads in the test language', () => {
    expect(fluencyLanguageFor('en', 'ar')).toBe('ar');
    expect(fluencyLanguageFor('fr', 'ar')).toBe('ar');
    expect(fluencyLanguageFor('fr', 'fr')).toBe('fr');
    expect(fluencyLanguageFor('en', 'it')).toBe('en');
    expect(fluencyLanguageFor('en', undefined)).toBe('en');
  });

  it('reads the lowest level of the grade; grades 2-3 read a grade 2 passage', () => {
    const list = [passage('g3', 'grade3', '3.1'), passage('g2b', 'grade2', '2.10'), passage('g2a', 'grade2', '2.2')];
    expect(passageFor('grade2-3', list)?.id).toBe('g2a');
    expect(passageFor('grade4', [])).toBeNull();
  });

  it('joins the recorded segments into one WAV with the summed length', async () => {
    const a = encodeWav(new Float32Array([0.5, -0.5]), 16_000);
    const b = encodeWav(new Float32Array([0.25]), 16_000);
    const joined = new DataView(await (await joinWavs([a, b])).arrayBuffer());
    expect(joined.byteLength).toBe(44 + 6);
    expect(joined.getUint32(40, true)).toBe(6);
    expect(joined.getUint32(4, true)).toBe(36 + 6);
    expect([joined.getInt16(44, true), joined.getInt16(46, true), joined.getInt16(48, true)]).toEqual([16383, -16384, 8191]);
  });
});
