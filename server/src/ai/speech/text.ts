/**
 * Text preparation before synthesis. Spec 001 §7: text sent to speech for Arabic is stripped of direction marks,
 * extra spaces and edge punctuation. Direction marks come from copy-pasted or mixed-direction UI text; a synthesiser
 * reads them as pauses or odd sounds, and punctuation at the edges makes espeak say things like "full stop".
 */

/** LRM, RLM, the Arabic letter mark, embeddings and overrides (U+202A–E), isolates (U+2066–9), and a stray BOM. */
const DIRECTION_MARKS = /[\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069\ufeff]/g;
const SPACES = /[\s\u00a0\u2000-\u200a\u202f\u205f\u3000]+/g;
const EDGE_PUNCTUATION = /^[\p{P}\p{S}\s]+|[\p{P}\p{S}\s]+$/gu;

export function cleanArabicSpeechText(text: string): string {
  return text.replace(DIRECTION_MARKS, '').replace(SPACES, ' ').replace(EDGE_PUNCTUATION, '').trim();
}

/**
 * Every language loses direction marks and runs of spaces (they never help a voice); only Arabic loses its edge
 * punctuation, as the spec says, because elsewhere a final "?" gives a question its rising tone.
 */
export function cleanSpeechText(text: string, language: string): string {
  if (language === 'ar') return cleanArabicSpeechText(text);
  return text.replace(DIRECTION_MARKS, '').replace(SPACES, ' ').trim();
}
