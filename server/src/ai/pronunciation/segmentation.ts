/** What pocketsphinx_batch writes of one utterance with -hypseg: its path's units and scores. */
export interface Segmentation {
  /** Acoustic score of the whole path: pocketsphinx's scaled log-likelihood, each frame relative to its best senone. */
  acoustic: number;
  /** The frame after the last (100 frames a second). */
  frames: number;
  units: { unit: string; start: number; acoustic: number }[];
}

/** Parses a -hypseg line: `id S <scale> T <total> A <acoustic> L <lm> (<start> <acoustic> <lm> <unit>)* <end>`. */
export function parseHypseg(line: string): Segmentation | null {
  const t = line.trim().split(/\s+/);
  if (t.length < 10 || t[1] !== 'S' || t[5] !== 'A') return null;
  const units: Segmentation['units'] = [];
  for (let i = 9; i + 3 < t.length; i += 4) units.push({ start: Number(t[i]), acoustic: Number(t[i + 1]), unit: t[i + 3]! });
  const acoustic = Number(t[6]);
  const frames = Number(t[t.length - 1]);
  return Number.isFinite(acoustic) && Number.isFinite(frames) ? { acoustic, frames, units } : null;
}
