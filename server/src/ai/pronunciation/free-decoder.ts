/**
 * The free phone decoding behind goodness of pronunciation: a long-lived pocketsphinx_batch in allphone mode, fed
 * the path of one WAV file at a time on its standard input (the control file) and answering with one segmentation
 * line each, named by that path (-hypseg on standard output). Between us and it sit two `cat`s: Node's child pipes are sockets, which
 * pocketsphinx cannot open as /dev/stdin and /dev/stdout. Kept running because starting it (model and phone loop) costs ~130 ms, more than
 * decoding a 3 s sentence.
 *
 * Being long-lived changes nothing in what it answers: it keeps no state from one recording to the next (the
 * model's feat.params asks for batch cepstral mean normalisation, each utterance on its own mean). Measured (issue
 * #20): a speechocean762 recording decodes to the same path, unit boundaries and scores in a fresh decoder, after
 * ten other recordings, and after 8 s of hiss, hum and pink noise and an eight times louder copy of itself.
 *
 * The phone loop has no phonotactics: every phone is as likely after any other (a uniform unigram model written
 * here), so the path follows the sound alone, which is what the target's alignment is measured against
 * (speechocean762: Spearman 0.44 with the raters for the uniform loop, 0.43 with the model's phonetic language
 * model at weight 0.5, 0.37 at weight 2; bench/README.md).
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findExecutable } from '../speech/audio.ts';
import { batchInputArgs, POCKETSPHINX_MODEL } from '../speech/stt-pocketsphinx.ts';
import { parseHypseg, type Segmentation } from './segmentation.ts';

/** The context-independent phones of the en-us acoustic model, silence included. */
const PHONES = 'AA AE AH AO AW AY B CH D DH EH ER EY F G HH IH IY JH K L M N NG OW OY P R S SH T TH UH UW V W Y Z ZH SIL'.split(' ');
const FREE_ARGS = ['-allphone_ci', 'yes', '-beam', '1e-6', '-pbeam', '1e-6', '-wbeam', '1e-5', '-lw', '0.5'];
/**
 * A recording the decoder has been working on this long without an answer is given up, and the decoder restarted.
 * Timed from when the decoder reached it (its predecessor was answered), not from when it was sent: recordings
 * waiting in line behind others are never given up for the wait.
 */
const TIMEOUT_MS = 15_000;

function uniformPhoneModel(): string {
  const units = ['<s>', '</s>', ...PHONES];
  const p = (-Math.log10(units.length)).toFixed(4);
  return `\\data\\\nngram 1=${units.length}\n\n\\1-grams:\n${units.map((u) => `${p} ${u}`).join('\n')}\n\n\\end\\\n`;
}

interface Waiting {
  /** Order in which the recordings were sent (the decoder answers in that order). */
  sequence: number;
  resolve: (segmentation: Segmentation | null) => void;
  reject: (error: Error) => void;
}

export class FreePhoneDecoder {
  private child: ChildProcessWithoutNullStreams | null = null;
  private dir: string | null = null;
  private sent = 0;
  private output = '';
  private readonly waiting = new Map<string, Waiting>();
  /** The recording being decoded (the oldest waiting) and its deadline. */
  private timed: { id: string; timer: NodeJS.Timeout } | null = null;

  constructor(private readonly timeoutMs = TIMEOUT_MS) {}

  /** The process group of the running decoder, if one runs (tests). */
  get pid(): number | null {
    return this.child?.pid ?? null;
  }

  private start(): ChildProcessWithoutNullStreams {
    if (this.child) return this.child;
    const program = findExecutable('pocketsphinx_batch');
    if (!program) throw new Error('pocketsphinx_batch is not installed (Debian package pocketsphinx)');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wren-phones-'));
    const model = path.join(dir, 'phones.lm');
    fs.writeFileSync(model, uniformPhoneModel());
    const args = [
      ...batchInputArgs(null, '/dev/stdin'),
      '-hmm',
      POCKETSPHINX_MODEL.acoustic,
      '-allphone',
      model,
      ...FREE_ARGS,
      '-hypseg',
      '/dev/stdout',
      '-logfn',
      '/dev/null',
    ];
    // Its own process group, so stopping it stops the cats too. When we end, our side of its input closes: the
    // first cat ends, the decoder reads the end of its control file and ends, and so does the second cat.
    const child = spawn('sh', ['-c', 'cat | "$0" "$@" | cat', program, ...args], { stdio: ['pipe', 'pipe', 'pipe'], detached: true });
    // Not a reason to keep the server alive: the process ends when its input closes with ours.
    child.unref();
    for (const stream of [child.stdin, child.stdout, child.stderr]) (stream as unknown as { unref?: () => void }).unref?.();
    child.stdout.on('data', (chunk: Buffer) => this.read(chunk.toString()));
    child.stderr.resume();
    child.stdin.on('error', () => {});
    // Only the current decoder's end stops anything: an earlier one, stopped for a stall, may close after its successor started.
    child.on('error', (error) => {
      if (this.child === child) this.stop(error);
    });
    child.on('close', (code) => {
      if (this.child === child) this.stop(new Error(`the phone decoder stopped (exit ${code})`));
    });
    this.child = child;
    this.dir = dir;
    return child;
  }

  private read(text: string): void {
    this.output += text;
    let end: number;
    while ((end = this.output.indexOf('\n')) !== -1) {
      const line = this.output.slice(0, end);
      this.output = this.output.slice(end + 1);
      const id = line.split(' ', 1)[0]!;
      const answered = this.waiting.get(id);
      if (!answered) continue;
      // Decoding is in order: a recording still waiting from before this one was skipped (pocketsphinx could not read it).
      for (const [otherId, other] of this.waiting) {
        if (other.sequence < answered.sequence) this.settle(otherId, new Error('the phone decoder skipped the recording'));
      }
      this.settle(id, parseHypseg(line));
    }
  }

  private settle(id: string, outcome: Segmentation | null | Error): void {
    const waiting = this.waiting.get(id);
    if (!waiting) return;
    this.waiting.delete(id);
    if (outcome instanceof Error) waiting.reject(outcome);
    else waiting.resolve(outcome);
    this.watch();
  }

  /** Times the recording the decoder is working on: the oldest one waiting (it answers in order). */
  private watch(): void {
    let head: string | null = null;
    let first = Infinity;
    for (const [id, { sequence }] of this.waiting) {
      if (sequence < first) [head, first] = [id, sequence];
    }
    if (this.timed?.id === head) return;
    if (this.timed) clearTimeout(this.timed.timer);
    this.timed = head === null ? null : { id: head, timer: setTimeout(() => this.stalled(head), this.timeoutMs) };
  }

  /**
   * The decoder has worked on one recording for too long: that one is given up, the decoder restarted, and the
   * recordings waiting behind it sent again, in their order, to the new one (they lose nothing: the decoder keeps no
   * state from one recording to the next, so where it decodes them does not change their decoding).
   */
  private stalled(id: string): void {
    this.timed = null;
    this.settle(id, new Error('the phone decoder did not answer in time'));
    const behind = [...this.waiting].sort(([, a], [, b]) => a.sequence - b.sequence);
    this.waiting.clear();
    this.stop(new Error('the phone decoder was restarted'));
    if (!behind.length) return;
    let child: ChildProcessWithoutNullStreams;
    try {
      child = this.start();
    } catch (error) {
      for (const [, waiting] of behind) waiting.reject(error as Error);
      return;
    }
    for (const [otherId, waiting] of behind) {
      this.waiting.set(otherId, { ...waiting, sequence: ++this.sent });
      child.stdin.write(`${otherId}\n`);
    }
    this.watch();
  }

  stop(error: Error): void {
    const { child, dir } = this;
    this.child = null;
    this.dir = null;
    this.output = '';
    if (this.timed) clearTimeout(this.timed.timer);
    this.timed = null;
    for (const id of this.waiting.keys()) this.settle(id, error);
    if (child?.pid && child.exitCode === null) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  }

  decode(wavFile: string): Promise<Segmentation | null> {
    if (!path.isAbsolute(wavFile) || !wavFile.endsWith('.wav') || /\s/.test(wavFile)) {
      return Promise.reject(new Error('the phone decoder reads absolute .wav paths without spaces'));
    }
    // The utterance is named by its control line, the path without its extension (-cepext adds it back).
    const id = wavFile.slice(0, -'.wav'.length);
    if (this.waiting.has(id)) return Promise.reject(new Error('that recording is already being decoded'));
    const child = this.start();
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { sequence: ++this.sent, resolve, reject });
      child.stdin.write(`${id}\n`);
      this.watch();
    });
  }
}

const decoder = new FreePhoneDecoder();

/** Stops the decoder (what is waiting fails); the next recording starts a new one. */
export function stopFreePhoneDecoder(): void {
  decoder.stop(new Error('the phone decoder was stopped'));
}

/** The free phone decoding of a 16 kHz mono WAV file (an absolute path); null when pocketsphinx gave no path. */
export function decodeFreePhones(wavFile: string): Promise<Segmentation | null> {
  return decoder.decode(wavFile);
}
