/**
 * The Dolch and Fry sight-word lists (content/wordlists/, see SOURCES.md there) and the exercise each lesson of an
 * English plan takes from them: a word hunt for the lesson's phonics focus among the level's sight words, with its
 * answer. Lessons climb the levels (Dolch pre-primer to third, then Fry's hundreds).
 */
import fs from 'node:fs';
import type { Exercise, ExerciseSet, LessonPlan } from '@common/contracts/ai.ts';
import { phonicsFocuses } from './lesson.ts';

const DIR = new URL('../../../../../content/wordlists/', import.meta.url);

interface Level {
  name: string;
  words: string[];
}

let cached: Level[] | null = null;

/** Dolch's five service-word levels then Fry's ten hundreds, in teaching order. */
export function sightWordLevels(): Level[] {
  if (cached) return cached;
  const dolch = JSON.parse(fs.readFileSync(new URL('dolch.json', DIR), 'utf8')) as { lists: Record<string, string[]> };
  const fry = JSON.parse(fs.readFileSync(new URL('fry_1000.json', DIR), 'utf8')) as { lists: Record<string, string[]> };
  const levels: Level[] = ['pre-primer', 'primer', 'first', 'second', 'third'].map((name) => ({ name: `Dolch ${name}`, words: dolch.lists[name] ?? [] }));
  for (const [range, words] of Object.entries(fry.lists)) levels.push({ name: `Fry ${range}`, words });
  cached = levels.map((l) => ({ ...l, words: [...new Set(l.words.map((w) => w.trim().toLowerCase()).filter((w) => /^[a-z']+$/.test(w)))] }));
  return cached;
}

/** A stable pick (same plan, same exercise): every k-th word from an offset. */
function spread(words: readonly string[], count: number, offset: number): string[] {
  if (words.length <= count) return [...words];
  const step = words.length / count;
  return Array.from({ length: count }, (_, k) => words[(offset + Math.floor(k * step)) % words.length]!);
}

/** The exercise set of lesson `index`: sight words holding the focus spelling, hidden among others of the level. */
export function sightWordSet(sound: string, index: number, youngest: number): ExerciseSet | null {
  const levels = sightWordLevels();
  // Younger classes start at Dolch pre-primer; older ones a level further on per year past 5.
  const start = Math.min(levels.length - 1, Math.max(0, youngest - 5));
  const pool: string[] = [];
  for (let k = start + index; pool.length < 30 && k < levels.length; k++) pool.push(...levels[k]!.words);
  const level = levels[Math.min(levels.length - 1, start + index)]!;
  const sight = sound === 'sight' || sound.length > 3;
  const withSound = sight ? [] : pool.filter((w) => w.includes(sound));
  const without = pool.filter((w) => !withSound.includes(w));
  const difficulty: Exercise['difficulty'] = index < 2 ? 'easy' : index < 5 ? 'medium' : 'hard';
  if (withSound.length >= 2) {
    const targets = spread(withSound, 4, index);
    const others = spread(without, 4, index);
    const words = [...targets, ...others].sort();
    return {
      title: `Sight words with "${sound}" (${level.name})`,
      instructions: `Read each word. Circle the words that have "${sound}" in them.`,
      exercises: [{ type: 'sight-word-hunt', difficulty, content: [{ sound, words, answer: targets.join(', ') }] }],
    };
  }
  const words = spread(level.words, 6, index);
  return {
    title: `Sight words (${level.name})`,
    instructions: 'Read each word aloud, then write it on the line and use one in a sentence.',
    exercises: [{ type: 'sight-word-read', difficulty, content: words.map((word) => ({ word, answer: word })) }],
  };
}

/**
 * Adds each lesson's word-list exercise to an English plan with a phonics focus (the Dolch and Fry lists are
 * English). The plan's other exercises are left as written.
 */
export function withSightWords(plan: LessonPlan, language: string, ageGroups: readonly number[]): LessonPlan {
  if (language !== 'en' || !plan.phonicsFocus) return plan;
  const focus = phonicsFocuses('en').find((f) => f.id === plan.phonicsFocus!.id);
  if (!focus) return plan;
  const youngest = Math.min(...ageGroups);
  return {
    ...plan,
    lessons: plan.lessons.map((lesson, i) => {
      const set = sightWordSet(focus.sound, i, youngest);
      if (!set || lesson.printableExercises.phonicsExercises.length >= 6) return lesson;
      return { ...lesson, printableExercises: { ...lesson.printableExercises, phonicsExercises: [...lesson.printableExercises.phonicsExercises, set] } };
    }),
  };
}
