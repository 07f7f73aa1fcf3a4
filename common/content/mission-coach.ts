/**
 * Typed access to content/mission-coach/missions.json: the 5 built-in missions of spec 001 §9 (grids drawn as
 * strings, texts per language, the program the hints describe), the mission achievements and the tokens a first
 * completion earns. Validated with zod when this module loads, so a broken edit fails at start and in the tests.
 */
import { z } from 'zod';
import missionsJson from '../../content/mission-coach/missions.json' with { type: 'json' };
import { normalizeLanguage } from '../domain/languages.ts';
import { BUILT_IN_MISSION_IDS } from '../domain/progress.ts';
import { makeBlock } from '../robot/blocks.ts';
import { DIFFICULTIES, PALETTE_IDS, type Block, type Cell, type Difficulty, type Mission, type PaletteId, type Position } from '../robot/types.ts';

export const MISSION_LANGUAGES = ['en', 'fr', 'ar', 'it'] as const;
export type MissionLanguage = (typeof MISSION_LANGUAGES)[number];

const text = z.object({ en: z.string().min(1), fr: z.string().min(1), ar: z.string().min(1), it: z.string().min(1) });
const texts = z.object({ en: z.array(z.string().min(1)), fr: z.array(z.string().min(1)), ar: z.array(z.string().min(1)), it: z.array(z.string().min(1)) });

/** A solution step: "move-forward", "move-forward 3", { repeat: 4, do: [...] } or { "if-wall": [...] }. */
type Step = string | { repeat: number; do: Step[] } | { 'if-wall': Step[] };
const stepSchema: z.ZodType<Step> = z.union([
  z.string().regex(/^(move-forward|turn-left|turn-right|pick-up)( [1-9]| 10)?$/),
  z.object({ repeat: z.number().int().min(1).max(10), get do() { return z.array(stepSchema); } }),
  z.object({ get 'if-wall'() { return z.array(stepSchema); } }),
]) as z.ZodType<Step>;

const missionEntry = z.object({
  id: z.string().regex(/^[a-z-]+$/),
  difficulty: z.enum(DIFFICULTIES),
  maxSteps: z.number().int().min(1).max(100),
  requiredBlocks: z.array(z.enum(PALETTE_IDS)).min(1),
  grid: z.array(z.string().regex(/^[.S#*G]+$/)).min(1),
  solution: z.array(stepSchema).min(1),
  title: text,
  description: text,
  objective: text,
  hints: texts,
});

const fileSchema = z.object({
  missions: z.array(missionEntry).length(BUILT_IN_MISSION_IDS.length),
  achievements: z.array(z.object({ id: z.string(), points: z.number().int().min(1), title: text, description: text })),
  tokens: z.record(z.enum(DIFFICULTIES), z.number().int().min(0)),
});

const file = fileSchema.parse(missionsJson);
for (const [i, entry] of file.missions.entries()) {
  if (entry.id !== BUILT_IN_MISSION_IDS[i]) throw new Error(`content/mission-coach: mission ${i + 1} must be ${BUILT_IN_MISSION_IDS[i]}`);
  if (entry.grid.join('').split('S').length !== 2) throw new Error(`content/mission-coach: ${entry.id} needs exactly one S`);
}

const CELLS: Record<string, Cell> = { '.': { type: 'empty' }, S: { type: 'empty' }, '#': { type: 'wall' }, '*': { type: 'item', item: 'gem' }, G: { type: 'goal' } };

function gridOf(rows: readonly string[]): { gridData: Cell[][]; robotStart: Position } {
  let robotStart: Position = { x: 0, y: 0 };
  const gridData = rows.map((row, y) =>
    [...row].map((ch, x) => {
      if (ch === 'S') robotStart = { x, y };
      return { ...CELLS[ch]! };
    }),
  );
  return { gridData, robotStart };
}

function blocksOf(steps: readonly Step[]): Block[] {
  return steps.map((step) => {
    if (typeof step === 'string') {
      const [id, n] = step.split(' ');
      return makeBlock(id as PaletteId, n ? { parameter: Number(n) } : {});
    }
    if ('repeat' in step) return makeBlock('repeat', { parameter: step.repeat, children: blocksOf(step.do) });
    return makeBlock('if-wall', { children: blocksOf(step['if-wall']) });
  });
}

export function missionLanguageOf(language: string | null | undefined): MissionLanguage {
  const code = normalizeLanguage(language);
  return code && (MISSION_LANGUAGES as readonly string[]).includes(code) ? (code as MissionLanguage) : 'en';
}

/** The built-in missions in one language (English for languages without mission texts). */
export function builtInMissions(language: string = 'en'): Mission[] {
  const lang = missionLanguageOf(language);
  return file.missions.map((entry) => ({
    id: entry.id,
    title: entry.title[lang],
    description: entry.description[lang],
    difficulty: entry.difficulty,
    objective: entry.objective[lang],
    hints: entry.hints[lang],
    ...gridOf(entry.grid),
    requiredBlocks: entry.requiredBlocks,
    maxSteps: entry.maxSteps,
  }));
}

/** The program a mission's hints describe, as a Block list (tests and the demo seed run it). */
export function hintedSolution(missionId: string): Block[] | null {
  const entry = file.missions.find((m) => m.id === missionId);
  return entry ? blocksOf(entry.solution) : null;
}

export interface MissionAchievement {
  id: string;
  points: number;
  title: string;
  description: string;
}

export function missionAchievements(language: string = 'en'): MissionAchievement[] {
  const lang = missionLanguageOf(language);
  return file.achievements.map((a) => ({ id: a.id, points: a.points, title: a.title[lang], description: a.description[lang] }));
}

/** Tokens for the first completion of a mission of this difficulty. */
export function tokensFor(difficulty: Difficulty): number {
  return file.tokens[difficulty] ?? 0;
}
