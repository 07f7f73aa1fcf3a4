/**
 * Speech engines and the services features use. Text to speech: the OpenAI-compatible /v1/audio/speech when
 * configured, espeak-ng (WebAssembly, in a worker thread) always. Speech to text: /v1/audio/transcriptions when
 * configured, pocketsphinx (offline, English) always; the health check says when its files are missing.
 */
import path from 'node:path';
import type { AiRegistry } from '../registry.ts';
import type { AiConfig } from '../config.ts';
import { createRemoteClient } from '../remote/client.ts';
import { RemoteSttEngine, RemoteTtsEngine } from './remote.ts';
import { EspeakTtsEngine } from './tts-espeak.ts';
import { PocketsphinxSttEngine } from './stt-pocketsphinx.ts';
import { SpeechCache } from './tts-cache.ts';
import { TextToSpeech } from './tts.ts';
import { SpeechToText } from './stt.ts';

export interface SpeechServices {
  tts: TextToSpeech;
  stt: SpeechToText;
}

const servicesByRegistry = new WeakMap<AiRegistry, SpeechServices>();

function createServices(registry: AiRegistry, config: AiConfig): SpeechServices {
  const cache = new SpeechCache({ dir: config.filesDir ? path.join(config.filesDir, 'speech') : null });
  return { tts: new TextToSpeech(registry, cache), stt: new SpeechToText(registry) };
}

export function registerSpeech(registry: AiRegistry, config: AiConfig): void {
  const remote = createRemoteClient(config);
  if (remote && config.remote.has('text-to-speech')) registry.register('text-to-speech', new RemoteTtsEngine(remote, config.models.tts));
  registry.register('text-to-speech', new EspeakTtsEngine());
  if (remote && config.remote.has('speech-to-text')) registry.register('speech-to-text', new RemoteSttEngine(remote, config.models.stt));
  registry.register('speech-to-text', new PocketsphinxSttEngine());
  servicesByRegistry.set(registry, createServices(registry, config));
}

/** The speech services of a registry; one without speech engines answers 503 for every request. */
export function speechFor(registry: AiRegistry): SpeechServices {
  let services = servicesByRegistry.get(registry);
  if (!services) {
    services = createServices(registry, registry.config);
    servicesByRegistry.set(registry, services);
  }
  return services;
}
