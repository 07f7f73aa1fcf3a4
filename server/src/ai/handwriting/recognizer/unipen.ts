import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** A letter of the UNIPEN folders in ../shared/data (letters.jsonl, one JSON object a line). */
export interface UnipenLetter {
  id: string;
  label: string;
  case: 'upper' | 'lower';
  /** The collection site; training holds one out with --validate. */
  source_dir: string;
  strokes: [number, number][][];
}

export type UnipenFolder = 'handwriting-unipen-train' | 'handwriting-unipen-dev';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');

/** Where a folder's letters.jsonl may be: ../shared beside the checkout, then one level further up (a worktree). */
export function unipenCandidates(folder: UnipenFolder): string[] {
  return [path.resolve(root, `../shared/data/${folder}/letters.jsonl`), path.resolve(root, `../../shared/data/${folder}/letters.jsonl`)];
}

/** The folder's letters.jsonl, or null when ../shared/data does not have it. */
export function unipenFile(folder: UnipenFolder): string | null {
  return unipenCandidates(folder).find((file) => fs.existsSync(file)) ?? null;
}

export function readUnipen(file: string): UnipenLetter[] {
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as UnipenLetter);
}
