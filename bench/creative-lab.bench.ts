/**
 * Creative Lab (issue 15), through the services the routes use, builtin engines only:
 *  - story: the builtin story for an idea plus its auto title, then 3 pictures (one per part, the builtin SVG
 *    illustrator), 30 rounds after 3 warm-up rounds. Target p50 ≤ 300 ms.
 *  - transcription: a spoken idea of about 10 s (espeak-ng, padded with quiet to 10 s) through pocketsphinx with the
 *    story vocabulary, 5 rounds after 1 warm-up. Target p50 ≤ 2 s.
 * Writes bench/results/creative-lab.json.
 */
import { storyParts } from '@common/contracts/creative-lab.ts';
import { createAiRegistry } from '../server/src/ai/setup.ts';
import { loadAiConfig } from '../server/src/ai/config.ts';
import { textFor } from '../server/src/ai/text/index.ts';
import { imagesFor } from '../server/src/ai/images/index.ts';
import { speechFor } from '../server/src/ai/speech/index.ts';
import { EspeakTtsEngine } from '../server/src/ai/speech/tts-espeak.ts';
import { ideaVocabulary } from '../server/src/features/creative-lab/vocabulary.ts';
import { writeResult } from './timing.ts';

const round2 = (x: number) => Math.round(x * 100) / 100;
function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { runs: samples.length, p50Ms: round2(at(0.5)), p95Ms: round2(at(0.95)), maxMs: round2(sorted.at(-1)!) };
}

const registry = createAiRegistry(loadAiConfig({}, null));
const IDEAS = [
  'a dragon who is afraid of the dark',
  'a friendship between a dragon and a mouse',
  'an adventure in a candy kingdom',
  'a young inventor who creates helpful robots',
];

async function storyWithPictures(i: number): Promise<void> {
  const prompt = IDEAS[i % IDEAS.length]!;
  const story = await textFor(registry).generate('story', { prompt, kind: 'story', childAge: 6 }, { language: 'en', seed: i });
  await textFor(registry).generate('storyTitle', { content: story.content }, { language: 'en', seed: i });
  const parts = storyParts(story.content);
  for (const part of parts) await imagesFor(registry).render({ description: `${parts[0]}\n${part}`, style: 'cartoon', language: 'en', seed: i });
}

for (let i = 0; i < 3; i++) await storyWithPictures(1000 + i);
const story: number[] = [];
for (let i = 0; i < 30; i++) {
  const start = performance.now();
  await storyWithPictures(i);
  story.push(performance.now() - start);
}

const spoken = await new EspeakTtsEngine().synthesize({
  text: 'a little dragon who is afraid of the dark finds a magic lantern in the forest and a brave mouse helps him go home',
  language: 'en',
  voice: 'onyx',
});
const bytesPerSecond = spoken.readUInt32LE(28);
const speechBytes = spoken.length - 44;
const pad = Math.max(0, bytesPerSecond * 10 - speechBytes);
const data = Buffer.concat([spoken.subarray(44), Buffer.alloc(pad - (pad % 2))]);
const header = Buffer.from(spoken.subarray(0, 44));
header.writeUInt32LE(36 + data.length, 4);
header.writeUInt32LE(data.length, 40);
const audio = Buffer.concat([header, data]);
const seconds = round2(data.length / bytesPerSecond);
const stt = speechFor(registry).stt;
let heard = (await stt.transcribe({ audio, language: 'en', vocabulary: ideaVocabulary() })).text;
const transcription: number[] = [];
for (let i = 0; i < 5; i++) {
  const start = performance.now();
  heard = (await stt.transcribe({ audio, language: 'en', vocabulary: ideaVocabulary() })).text;
  transcription.push(performance.now() - start);
}

const result = {
  storyWithThreePictures: { ...stats(story), targetP50Ms: 300 },
  transcription: { ...stats(transcription), audioSeconds: seconds, heard, targetP50Ms: 2000 },
};
writeResult('creative-lab', result);
console.log(JSON.stringify(result, null, 2));
