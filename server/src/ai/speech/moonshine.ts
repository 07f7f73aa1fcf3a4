/**
 * An offline English transcriber: Moonshine tiny (Useful Sensors, MIT licence), the quantized ONNX encoder and
 * decoder that the npm package `@usefulsensors/moonshine-js` ships, run by onnxruntime-node on the CPU, greedy
 * decoding, the Llama tokenizer's pieces (`llama-tokenizer-js`) turned back into text. Nothing is downloaded: the
 * weights come with `npm ci`. Loaded on first use (about 0.3 s), one clip at a time, one thread (pocketsphinx has
 * the other core), in a process of its own (moonshine-worker.mjs says why).
 *
 * Open vocabulary, unlike the reading grammar: it hears the word a child said in place of a passage word as that
 * word. The fluency engine asks it for a second opinion (fluency/rivals.ts), never for the marks themselves from its
 * transcript: on espeak-ng's voices it mishears about one word in five. It also weighs texts against a clip
 * (scoreEnglish): where its transcript disagreed with the passage, the passage's words as written against the same
 * words changed at one, and only a far likelier change marks the word (fluency/contest.ts).
 */
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

type Answer = { text?: string; scores?: number[] };
type Reply = ({ id: number; ok: true } & Answer) | { id: number; ok: false; error: string };
type Request = { type: 'load' } | { type: 'transcribe'; audio: Float32Array } | { type: 'score'; audio: Float32Array; texts: string[] };

interface Call {
  child: ChildProcess;
  resolve: (answer: Answer) => void;
  reject: (error: Error) => void;
}

/** The transcriber's process (moonshine-worker.mjs), started on first use; it holds the model. One per server. */
class Transcriber {
  private child: ChildProcess | null = null;
  private nextId = 1;
  private readonly calls = new Map<number, Call>();
  private loaded: Promise<boolean> | null = null;

  private start(): ChildProcess {
    // Plain Node (no loader flags of tsx or Vitest), typed arrays sent as they are.
    const child = fork(fileURLToPath(new URL('./moonshine-worker.mjs', import.meta.url)), [], {
      execArgv: [],
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    // An idle transcriber must not keep a finished process (a test run, a script) alive.
    const unref = () => {
      child.unref();
      child.channel?.unref();
    };
    unref();
    child.on('message', (reply: Reply) => {
      const call = this.calls.get(reply.id);
      if (!call) return;
      this.calls.delete(reply.id);
      if (![...this.calls.values()].some((c) => c.child === child)) unref();
      if (reply.ok) call.resolve(reply);
      else call.reject(new Error(reply.error));
    });
    const fail = (error: Error) => {
      // A transcriber that stopped fails what it had; the next call starts a new one.
      if (this.child === child) this.child = null;
      for (const [id, call] of this.calls) {
        if (call.child !== child) continue;
        this.calls.delete(id);
        call.reject(error);
      }
    };
    child.on('error', fail);
    child.on('exit', (code, signal) => fail(new Error(`the transcriber stopped (${signal ?? `exit ${code}`})`)));
    return child;
  }

  private send(message: Request): Promise<Answer> {
    this.child ??= this.start();
    const child = this.child;
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.calls.set(id, { child, resolve, reject });
      // Referenced while a clip is outstanding, so the process waits for the answer.
      child.ref();
      child.channel?.ref();
      child.send({ id, ...message });
    });
  }

  /** Whether the model loads (its packages installed, its weights readable); said once in the log when it cannot. */
  available(): Promise<boolean> {
    this.loaded ??= this.send({ type: 'load' }).then(
      () => true,
      (error: Error) => {
        // The fluency engine works on without its third opinion.
        process.emitWarning(`The offline transcriber (Moonshine) cannot load: ${error.message}`);
        return false;
      },
    );
    return this.loaded;
  }

  async transcribe(audio: Float32Array): Promise<string> {
    // A copy of the clip's own samples: a view's whole underlying buffer would otherwise travel.
    return (await this.send({ type: 'transcribe', audio: audio.slice() })).text ?? '';
  }

  async score(audio: Float32Array, texts: readonly string[]): Promise<number[]> {
    const { scores } = await this.send({ type: 'score', audio: audio.slice(), texts: [...texts] });
    if (scores?.length !== texts.length) throw new Error('the transcriber answered no score for some texts');
    return scores;
  }
}

const transcriber = new Transcriber();

/** Whether the transcriber can serve (its packages installed and its weights readable). */
export function moonshineAvailable(): Promise<boolean> {
  return transcriber.available();
}

/**
 * The words said in a clip of 16 kHz mono speech (up to about 30 s), or null when the transcriber cannot serve: not
 * installed, or it failed on this clip (said in the log; a transcriber that stopped is started again next time).
 */
export async function transcribeEnglish(audio: Float32Array): Promise<string | null> {
  if (!(await transcriber.available())) return null;
  try {
    return await transcriber.transcribe(audio);
  } catch (error) {
    process.emitWarning(`The offline transcriber (Moonshine) could not transcribe a clip: ${(error as Error).message}`);
    return null;
  }
}

/**
 * How likely the transcriber finds each of these texts said in a clip of 16 kHz mono speech (natural logs of
 * probabilities; higher is likelier), or null when it cannot serve (said in the log, as transcribeEnglish).
 */
export async function scoreEnglish(audio: Float32Array, texts: readonly string[]): Promise<number[] | null> {
  if (!(await transcriber.available())) return null;
  try {
    return await transcriber.score(audio, texts);
  } catch (error) {
    process.emitWarning(`The offline transcriber (Moonshine) could not weigh texts against a clip: ${(error as Error).message}`);
    return null;
  }
}
