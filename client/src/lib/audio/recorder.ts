import { concat, downsample, encodeWav } from './wav.ts';

export const TARGET_SAMPLE_RATE = 16_000;
/** Spec 000 §9: speech when the analyser's average frequency level exceeds 25 (of 255). */
export const SILENCE_LEVEL = 25;

export interface RecorderOptions {
  /** Stop by itself after this long (the voice bar's VAD fallback is 10 s). */
  maxMs: number;
  /** Stop this long after speech ends, once speech has been heard (voice bar: 2 s). Omit to record until stopped. */
  stopAfterSilenceMs?: number;
  /** Called about 20 times a second with the current level (0–255) and whether it counts as speech. */
  onLevel?: (level: number, speaking: boolean) => void;
}

export interface Recording {
  /** Stops (if not already stopped) and resolves with the 16 kHz mono WAV; `heardSpeech` says whether VAD fired. */
  stop(): Promise<{ wav: Blob; durationMs: number; heardSpeech: boolean }>;
  /** Resolves when the recording stopped by itself (silence or time limit) or was stopped. */
  readonly finished: Promise<void>;
  cancel(): void;
}

export class MicrophoneError extends Error {
  constructor(readonly reason: 'denied' | 'unavailable') {
    super(reason === 'denied' ? 'Microphone access was refused' : 'No microphone is available');
  }
}

/**
 * Records the microphone as 16 kHz mono WAV (what every speech engine here accepts), with echo cancellation and
 * noise suppression, and a simple voice-activity detector on the analyser's frequency levels.
 */
export async function startRecording(options: RecorderOptions): Promise<Recording> {
  let stream: MediaStream;
  try {
    stream = await navigator.mediaDevices.getUserMedia({
      audio: { channelCount: 1, echoCancellation: true, noiseSuppression: true, sampleRate: TARGET_SAMPLE_RATE },
    });
  } catch (error) {
    const name = (error as DOMException).name;
    throw new MicrophoneError(name === 'NotAllowedError' || name === 'SecurityError' ? 'denied' : 'unavailable');
  }

  const context = new AudioContext();
  const source = context.createMediaStreamSource(stream);
  const analyser = context.createAnalyser();
  analyser.fftSize = 512;
  // ScriptProcessor is deprecated but needs no separate worklet module (which our CSP would have to allow).
  const processor = context.createScriptProcessor(4096, 1, 1);
  const chunks: Float32Array[] = [];
  processor.onaudioprocess = (event) => chunks.push(new Float32Array(event.inputBuffer.getChannelData(0)));
  source.connect(analyser);
  source.connect(processor);
  processor.connect(context.destination);

  const startedAt = performance.now();
  let heardSpeech = false;
  let lastSpeechAt = 0;
  let stopped = false;
  let resolveFinished!: () => void;
  const finished = new Promise<void>((resolve) => (resolveFinished = resolve));
  const levels = new Uint8Array(analyser.frequencyBinCount);

  const release = () => {
    if (stopped) return;
    stopped = true;
    window.clearInterval(timer);
    processor.disconnect();
    source.disconnect();
    stream.getTracks().forEach((track) => track.stop());
    void context.close();
    resolveFinished();
  };

  const timer = window.setInterval(() => {
    analyser.getByteFrequencyData(levels);
    const level = levels.reduce((a, b) => a + b, 0) / levels.length;
    const speaking = level > SILENCE_LEVEL;
    const now = performance.now();
    if (speaking) {
      heardSpeech = true;
      lastSpeechAt = now;
    }
    options.onLevel?.(level, speaking);
    const silentTooLong = options.stopAfterSilenceMs !== undefined && heardSpeech && now - lastSpeechAt > options.stopAfterSilenceMs;
    if (silentTooLong || now - startedAt >= options.maxMs) release();
  }, 50);

  return {
    finished,
    cancel: release,
    async stop() {
      const durationMs = performance.now() - startedAt;
      release();
      const samples = downsample(concat(chunks), context.sampleRate, TARGET_SAMPLE_RATE);
      return { wav: encodeWav(samples, TARGET_SAMPLE_RATE), durationMs, heardSpeech };
    },
  };
}
