import type { FluencyLanguage, Passage, PassageQueryGrade } from '@common/contracts/fluency.ts';
import { SKILLS_LANGUAGES, type SkillsGrade, type SkillsLanguage } from '@common/domain/skills-assessment.ts';

/** The test's language follows the interface when it is one the content exists in, else English. */
export function defaultSkillsLanguage(uiLanguage: string): SkillsLanguage {
  const base = uiLanguage.split('-')[0]!;
  return (SKILLS_LANGUAGES as readonly string[]).includes(base) ? (base as SkillsLanguage) : 'en';
}

/**
 * The language of the passage read aloud: a child whose language is Arabic reads an Arabic passage (the letter and
 * rhyme tests exist in English and French only, so they keep the chosen language); anyone else reads in the test's
 * language. `readerLanguage` is the child's own language (their interface language when they take it themself).
 */
export function fluencyLanguageFor(testLanguage: SkillsLanguage, readerLanguage: string | null | undefined): FluencyLanguage {
  return readerLanguage?.split('-')[0] === 'ar' ? 'ar' : testLanguage;
}

/**
 * The passage a grade reads: the first of its grade, the lowest level. Grades 2-3 read a grade 2 passage, the grade
 * their words-per-minute row is (common/domain/skills-assessment.ts FLUENCY_ROW_OF).
 */
export function passageFor(grade: SkillsGrade, passages: readonly Passage[]): Passage | null {
  const wanted = grade === 'grade2-3' ? 'grade2' : grade;
  const ofGrade = passages.filter((p) => p.grade === wanted);
  const pool = ofGrade.length > 0 ? ofGrade : [...passages];
  return pool.sort((a, b) => a.level.localeCompare(b.level, 'en', { numeric: true }))[0] ?? null;
}

export const passageGradeOf = (grade: SkillsGrade): PassageQueryGrade => grade;

/**
 * One WAV from the segments recorded between pauses (our own 16-bit mono WAVs with a 44-byte header): the first
 * header with the summed data size, then every segment's samples in order.
 */
export async function joinWavs(segments: readonly Blob[]): Promise<Blob> {
  if (segments.length === 1) return segments[0]!;
  const buffers = await Promise.all(segments.map((s) => s.arrayBuffer()));
  const dataLength = buffers.reduce((sum, b) => sum + b.byteLength - 44, 0);
  const out = new Uint8Array(44 + dataLength);
  out.set(new Uint8Array(buffers[0]!, 0, 44), 0);
  const view = new DataView(out.buffer);
  view.setUint32(4, 36 + dataLength, true);
  view.setUint32(40, dataLength, true);
  let offset = 44;
  for (const b of buffers) {
    out.set(new Uint8Array(b, 44), offset);
    offset += b.byteLength - 44;
  }
  return new Blob([out], { type: 'audio/wav' });
}
