/**
 * The free phone decoding behind goodness of pronunciation: a long-lived pocketsphinx_batch in allphone mode, fed
 * the path of one WAV file at a time on its standard input (the control file) and answering with one segmentation
 * line each, named by that path (-hypseg on standard output). Between us and it sit two `cat`s: Node's child pipes are sockets, which
 * pocketsphinx cannot open as /dev/stdin and /dev/stdout. Kept running because starting it (model and phone loop) costs ~130 ms, more than
 * decoding a 3 s sentence.
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
import { POCKETSPHINX_MODEL } from '../speech/stt-pocketsphinx.ts';
import { parseHypseg, type Segmentation } from './segmentation.ts';

/** The context-independent phones of the en-us acoustic model, silence included. */
const PHONES = 'AA AE AH AO AW AY B CH D DH EH ER EY F G HH IH IY JH K L M N NG OW OY P R S SH T TH UH UW V W Y Z ZH SIL'.split(' ');
const FREE_ARGS = ['-allphone_ci', 'yes', '-beam', '1e-6', '-pbeam', '1e-6', '-wbeam', '1e-5', '-lw', '0.5'];
/** A recording that gets no answer within this long is given up, and the decoder restarted. */
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
  timer: NodeJS.Timeout;
}

class FreePhoneDecoder {
  private child: ChildProcessWithoutNullStreams | null = null;
  private dir: string | null = null;
  private sent = 0;
  private output = '';
  private readonly waiting = new Map<string, Waiting>();

  private start(): ChildProcessWithoutNullStreams {
    if (this.child) return this.child;
    const program = findExecutable('pocketsphinx_batch');
    if (!program) throw new Error('pocketsphinx_batch is not installed (Debian package pocketsphinx)');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wren-phones-'));
    const model = path.join(dir, 'phones.lm');
    fs.writeFileSync(model, uniformPhoneModel());
    const args = [
      '-adcin',
      'yes',
      '-adchdr',
      '44',
      '-cepext',
      '.wav',
      '-ctl',
      '/dev/stdin',
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
    clearTimeout(waiting.timer);
    if (outcome instanceof Error) waiting.reject(outcome);
    else waiting.resolve(outcome);
  }

  stop(error: Error): void {
    const { child, dir } = this;
    this.child = null;
    this.dir = null;
    this.output = '';
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
      const timer = setTimeout(() => this.stop(new Error('the phone decoder did not answer in time')), TIMEOUT_MS);
      this.waiting.set(id, { sequence: ++this.sent, resolve, reject, timer });
      child.stdin.write(`${id}\n`);
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
