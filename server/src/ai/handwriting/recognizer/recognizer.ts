/**
 * The letter recognizer at run time: reads letters-model.json once (lazily, on first use) and gives, for a
 * drawing, the probability of each letter of a set. It knows the 26 Latin letters in both cases; an accented
 * letter counts as its base letter (É as E: the accent is for the geometry in analyze-letter.ts), and a letter
 * it does not know (Arabic) gets no answer, so the font templates decide alone.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FEATURES, featuresOf, type Stroke } from './features.ts';
import { decodeFloats, forward, mlpFromParameters, type Mlp, type ModelFile } from './model.ts';

let modelFile = path.join(path.dirname(fileURLToPath(import.meta.url)), 'letters-model.json');

/** Another model file (fusion-fit.ts reads the model of a held-out training run). */
export function readLetterModelFrom(file: string): void {
  modelFile = file;
  loaded = undefined;
  last = null;
}

interface Loaded {
  mlp: Mlp;
  classes: Map<string, number>;
  mean: Float32Array;
  scale: Float32Array;
  activations: Float32Array[];
  input: Float32Array;
}

let loaded: Loaded | null | undefined;

/** The model, read on first use; null when the file is missing (the templates then work alone). */
export function letterModel(): Loaded | null {
  if (loaded !== undefined) return loaded;
  if (!fs.existsSync(modelFile)) {
    loaded = null;
    return loaded;
  }
  const file = JSON.parse(fs.readFileSync(modelFile, 'utf8')) as ModelFile;
  if (file.format !== 'wren-letter-mlp-1' || file.sizes[0] !== FEATURES)
    throw new Error('letters-model.json does not match the recognizer features: run npm run train:handwriting.');
  const mlp = mlpFromParameters(file.sizes, decodeFloats(file.parameters));
  loaded = {
    mlp,
    classes: new Map(file.classes.map((c, i) => [c, i])),
    mean: decodeFloats(file.mean),
    scale: decodeFloats(file.scale),
    activations: file.sizes.map((n) => new Float32Array(n)),
    input: new Float32Array(FEATURES),
  };
  return loaded;
}

/** The letter without its accents: É → E. */
export const baseLetter = (letter: string) => letter.normalize('NFD').replace(/[\u0300-\u036f]/g, '');

/** Whether the recognizer can read this letter (as its base letter). */
export function recognizes(letter: string): boolean {
  return letterModel()?.classes.has(baseLetter(letter)) ?? false;
}

/** The last drawing read and its scores: an analysis asks twice (its case, its candidates) about the same strokes. */
let last: { strokes: readonly Stroke[]; logits: Float32Array } | null = null;

/** The network's scores (logits) for every class, for one drawing. */
function logitsOf(model: Loaded, strokes: readonly Stroke[]): Float32Array {
  if (last?.strokes === strokes) return last.logits;
  const logits = computeLogits(model, strokes).slice();
  last = { strokes, logits };
  return logits;
}

function computeLogits(model: Loaded, strokes: readonly Stroke[]): Float32Array {
  featuresOf(strokes, model.input);
  for (let i = 0; i < FEATURES; i++) model.input[i] = (model.input[i]! - model.mean[i]!) / model.scale[i]!;
  return forward(model.mlp, model.input, model.activations)[model.mlp.sizes.length - 1]!;
}

/**
 * Probability of each letter of `letters` (a softmax over their base letters; letters sharing a base share its
 * probability, so É and E both get the E's). Null when the model is missing or knows none of the letters.
 */
export function letterProbabilities(strokes: readonly Stroke[], letters: readonly string[]): Map<string, number> | null {
  const model = letterModel();
  if (!model) return null;
  const known = [...new Set(letters.map(baseLetter))].filter((b) => model.classes.has(b));
  if (known.length === 0) return null;
  const logits = logitsOf(model, strokes);
  let max = -Infinity;
  for (const b of known) max = Math.max(max, logits[model.classes.get(b)!]!);
  const exp = new Map(known.map((b) => [b, Math.exp(logits[model.classes.get(b)!]! - max)]));
  let sum = 0;
  for (const v of exp.values()) sum += v;
  return new Map(letters.map((l) => [l, (exp.get(baseLetter(l)) ?? 0) / sum]));
}

const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');
const LOWER = UPPER.map((c) => c.toLowerCase());

/** The 26 letters of the target's case: the set against which "is this the target?" is asked. */
export function caseLettersOf(letter: string): readonly string[] {
  const base = baseLetter(letter);
  return base === base.toLowerCase() ? LOWER : UPPER;
}

/**
 * Weight of the font templates beside the recognizer: a letter's fused score is log p(letter) − TEMPLATE_WEIGHT ×
 * its template recognition distance (templates.ts). Chosen by fusion-fit.ts on a site of the training folder held
 * out of training (syn: top-1 within case 88.7% for the recognizer alone, 90.2% at 15; 89.7% at 20, 87.4% at 40),
 * never on the development subset.
 */
export const TEMPLATE_WEIGHT = 15;

/**
 * The recognizer's probabilities with the templates' distances beside them, normalised again over the same letters.
 * A letter the templates did not fit (not among the closest) counts at the largest distance that was fitted.
 */
export function fused(probabilities: Map<string, number>, distances: ReadonlyMap<string, number>, weight = TEMPLATE_WEIGHT): Map<string, number> {
  if (weight === 0 || distances.size === 0) return probabilities;
  const worst = Math.max(...distances.values());
  const scores = new Map([...probabilities].map(([l, p]) => [l, Math.log(Math.max(p, 1e-9)) - weight * Math.min(distances.get(l) ?? worst, worst)]));
  const max = Math.max(...scores.values());
  let sum = 0;
  for (const v of scores.values()) sum += Math.exp(v - max);
  return new Map([...scores].map(([l, v]) => [l, Math.exp(v - max) / sum]));
}
