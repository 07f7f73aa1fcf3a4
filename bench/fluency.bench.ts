/**
 * Fluency alignment latency: a minute of reading (the start of a grade 4 passage read by espeak-ng at 140 words
 * per minute, the grade's excellent rate, padded to 60 s) listened to by the builtin English engine in process —
 * decoding to 16 kHz, the pitch track, pocketsphinx with the passage's grammar and the transcriber (Moonshine, a
 * process of its own) beside it, the later steps (fluency/index.ts). One reading at a time, as a teacher's request
 * would be served. Target (issue 11): p50 ≤ 6 s (0.1× real time). The CPU time of one listening is reported beside
 * the wall time, every process's (this one, the recogniser's, the transcriber's; read from Linux's /proc): on a
 * busy machine the wall time is mostly waiting for a core. Writes bench/results/fluency.json with the 1-minute
 * load average.
 */
import fs from 'node:fs';
import os from 'node:os';
import { findPassage } from '@common/content/passages.ts';
import { AiRegistry } from '../server/src/ai/registry.ts';
import { listenToReading, offlineAlignmentAvailable } from '../server/src/ai/fluency/index.ts';
import { runEspeak } from '../server/src/ai/speech/tts-espeak.ts';
import { decodeWav, encodeWav } from '../server/src/ai/speech/wav.ts';
import { writeResult } from './timing.ts';

if (!offlineAlignmentAvailable()) {
  console.log('pocketsphinx is not installed: the fluency benchmark was skipped.');
  process.exit(0);
}
const registry = new AiRegistry({ logger: { warn: () => {} } });
const passage = findPassage('en-4-1')!;
const spoken = await runEspeak(
  ['-v', 'en-us+f4', '-s', '140', '-p', '60', '-f', '/input.txt', '-w', '/output.wav'],
  { '/input.txt': passage.text.split(/\s+/).slice(0, 140).join(' ') },
  '/output.wav',
);
const pcm = decodeWav(spoken);
const samples = new Float32Array(pcm.sampleRate * 60);
samples.set(pcm.samples.subarray(0, samples.length));
const audio = encodeWav({ sampleRate: pcm.sampleRate, samples });

/** CPU seconds used so far by this process, its finished children (the recogniser's runs) and its living ones (the transcriber). */
function cpuSeconds(): number {
  const ticks = (pid: string | number, fields: number[]) => {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields.reduce((sum, i) => sum + Number(f[i]), 0);
  };
  // Fields after the name: utime 11, stime 12, cutime 13, cstime 14.
  let total = ticks('self', [11, 12, 13, 14]);
  for (const task of fs.readdirSync('/proc/self/task'))
    for (const pid of fs.readFileSync(`/proc/self/task/${task}/children`, 'utf8').split(/\s+/).filter(Boolean)) total += ticks(pid, [11, 12]);
  return total / 100;
}

const runs = Number(process.env.RUNS ?? 7);
const times: number[] = [];
const cpu: number[] = [];
const allCpu: number[] = [];
const loads: number[] = [];
for (let i = 0; i < runs; i++) {
  const before = process.resourceUsage();
  const allBefore = cpuSeconds();
  const start = performance.now();
  const result = await listenToReading(registry, { audio, language: 'en', words: passage.words, breaks: passage.breaks });
  times.push((performance.now() - start) / 1000);
  const after = process.resourceUsage();
  cpu.push((after.userCPUTime - before.userCPUTime) / 1e6);
  allCpu.push(cpuSeconds() - allBefore);
  loads.push(os.loadavg()[0]!);
  if (i === 0)
    console.log(
      `engine ${result.engine}, last word ${result.lastWordIndex}, ${result.marks.filter((m) => m === 'omitted' || m === 'substituted').length} errors marked`,
    );
}
const sorted = [...times].sort((a, b) => a - b);
const median = (xs: number[]) => Math.round([...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]! * 100) / 100;
const q = (p: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]! * 100) / 100;
const result = {
  reading: '60 s of a grade 4 passage at 140 wpm (espeak-ng en-us+f4)',
  runs,
  p50Seconds: q(0.5),
  p95Seconds: q(0.95),
  maxSeconds: q(1),
  realTimeFactorP50: Math.round((q(0.5) / 60) * 1000) / 1000,
  // This process's user time, and every process's (the recogniser's and the transcriber's too), user and system.
  nodeCpuSecondsMedian: median(cpu),
  cpuSecondsMedian: median(allCpu),
  targetP50Seconds: 6,
  loadAverage1m: Math.round((loads.reduce((s, l) => s + l, 0) / loads.length) * 100) / 100,
  cores: os.availableParallelism(),
  measuredAt: new Date().toISOString(),
};
console.log(JSON.stringify(result, null, 2));
writeResult('fluency', result);
