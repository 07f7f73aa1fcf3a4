import commands from '../../content/voice-commands.json' with { type: 'json' };

export type VoiceTarget = 'phonics-tutor' | 'writing-buddy' | 'creative-lab' | 'stem-mission-coach' | 'dashboard';

/** Spec 000 §9 voice constants. */
export const VOICE = {
  greetingDelayMs: 1000,
  navigationDelayMs: 3500,
  clearAfterSpeechMs: 3000,
  stopAfterSilenceMs: 2000,
  maxRecordingMs: 10_000,
  defaultVolume: 0.8,
  volumeStep: 5,
  rate: { default: 0.95, ar: 0.85 },
  pitch: { default: 1.25, ar: 1.1 },
} as const;

function normalise(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The page a spoken command asks for: the first entry, in the spec's order, with a keyword that appears as a whole
 * word (or phrase) in the transcript. English keywords always count; the interface language's are added.
 */
export function matchVoiceCommand(transcript: string, language: string): VoiceTarget | null {
  const words = ` ${normalise(transcript)} `;
  if (words.trim() === '') return null;
  const lang = language.slice(0, 2);
  for (const target of commands.order as VoiceTarget[]) {
    const byLanguage = commands.keywords[target] as Record<string, string[]>;
    const keywords = [...(byLanguage.en ?? []), ...(lang !== 'en' ? (byLanguage[lang] ?? []) : [])];
    if (keywords.some((k) => words.includes(` ${normalise(k)} `))) return target;
  }
  return null;
}

export function routeOf(target: VoiceTarget): string {
  return `/${target}`;
}
