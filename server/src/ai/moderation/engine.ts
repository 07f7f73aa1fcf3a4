/**
 * The builtin moderation engine: profanity (obscenity's English dataset and transformers), the child-safety
 * lexicons of content/moderation and the personal-data detectors, combined into one verdict. Everything is
 * compiled once per process; a prompt takes tens of microseconds to check (bench/moderation.bench.ts).
 */
import { englishDataset, englishRecommendedTransformers, RegExpMatcher } from 'obscenity';
import { hasArabicScript, tokenize } from './normalize.ts';
import { allowedSpans, lexiconFor, type CompiledLexicon, type Hit } from './lexicon.ts';
import { findPersonalData, type LexiconReading, type PersonalFinding } from './personal-data.ts';
import type { ModerateOptions, ModerationLanguage, ModerationResult, PromptCategory, Reason, Severity } from './types.ts';

/** What each finding costs the safety score. A single medium finding already puts a child's prompt below 60. */
const PENALTY: Record<Severity, number> = { high: 70, medium: 45, low: 15 };
const PERSONAL_PENALTY = 50;
/** Below this a child's prompt is refused even if every finding was low (several mild words add up). */
export const APPROVAL_THRESHOLD = 60;

/** The order in which reasons explain a refusal: the most important to a child's safety first. */
export const REASON_PRIORITY: readonly Reason[] = ['self-harm', 'personal-data', 'sexual', 'violence', 'weapons', 'drugs', 'bullying', 'scary', 'profanity'];
const ADULT_BLOCKING = new Set<Reason>(['profanity', 'sexual']);

/** Words of obscenity's English dataset that are sexual rather than merely rude. */
const SEXUAL_WORDS = new Set([
  'sex',
  'porn',
  'penis',
  'vagina',
  'dick',
  'cock',
  'pussy',
  'dildo',
  'cum',
  'blowjob',
  'boobs',
  'tits',
  'orgasm',
  'masturbate',
  'hentai',
  'rape',
  'semen',
  'clit',
  'anal',
  'whore',
  'slut',
  'cunt',
  'handjob',
  'titties',
]);

let profanityMatcher: RegExpMatcher | null = null;
function profanity(): RegExpMatcher {
  if (!profanityMatcher) {
    const built = englishDataset.build();
    profanityMatcher = new RegExpMatcher({
      ...built,
      ...englishRecommendedTransformers,
      whitelistedTerms: [...(built.whitelistedTerms ?? []), ...lexiconFor('en').file.profanityAllow],
    });
  }
  return profanityMatcher;
}

const LETTER = /\p{L}/u;

/** The request's own language, before languages without a lexicon are read as English. */
const isEnglish = (language: string | undefined) => (language ?? 'en').toLowerCase().startsWith('en');

/** True when the span is a whole word: no letter touches it on either side. */
function isWholeWord(text: string, start: number, end: number): boolean {
  return !LETTER.test(text.charAt(start - 1)) && !LETTER.test(text.charAt(end));
}

/**
 * obscenity's English patterns also match the start of longer words ("ass…"). In English that is wanted
 * ("asshat"); in French or Italian it refuses ordinary words ("assez", "Asseyez-vous", "assolutamente"), so
 * there only a whole English word counts.
 */
function profanityHits(text: string, wholeWordsOnly: boolean): Hit[] {
  return profanity()
    .getAllMatches(text, true)
    .filter((match) => !wholeWordsOnly || isWholeWord(text, match.startIndex, match.endIndex + 1))
    .map((match) => {
      const word = englishDataset.getPayloadWithPhraseMetadata(match).phraseMetadata?.originalWord ?? '';
      const sexual = SEXUAL_WORDS.has(word);
      return {
        reason: sexual ? ('sexual' as const) : ('profanity' as const),
        severity: sexual ? ('high' as const) : ('medium' as const),
        words: text.slice(match.startIndex, match.endIndex + 1),
        start: match.startIndex,
        end: match.endIndex + 1,
      };
    });
}

/** en-CA → en; languages without a lexicon of their own are read with the English one. */
export function moderationLanguage(language: string | undefined): ModerationLanguage {
  const base = (language ?? 'en').toLowerCase().split(/[-_]/)[0];
  return base === 'fr' || base === 'ar' || base === 'it' ? base : 'en';
}

const LATIN = /[a-z]/i;

/** The lexicons a text is read with: its language's, plus Arabic for Arabic script and English for Latin words. */
function lexiconsFor(text: string, language: ModerationLanguage): CompiledLexicon[] {
  const languages = new Set<ModerationLanguage>([language]);
  if (language !== 'ar' && hasArabicScript(text)) languages.add('ar');
  if (language !== 'en' && LATIN.test(text)) languages.add('en');
  return [...languages].map(lexiconFor);
}

const FEATURE_CATEGORIES: Record<string, PromptCategory> = {
  'creative-story': 'creative-story',
  story: 'creative-story',
  'story-title': 'creative-story',
  'creative-art': 'creative-art',
  illustration: 'creative-art',
  artwork: 'creative-art',
  'writing-buddy': 'educational',
  'phonics-tutor': 'educational',
  'mission-coach': 'educational',
  handwriting: 'educational',
  pronunciation: 'educational',
  transcription: 'educational',
  'lesson-plan': 'educational',
};

/**
 * The category of the prompt log. A feature that implies one settles it (a story request is a story however it
 * is worded); otherwise the words decide: drawing, then stories, then learning, then questions.
 */
export function inferCategory(readings: readonly LexiconReading[], text: string, feature?: string): PromptCategory {
  const fixed = feature ? FEATURE_CATEGORIES[feature] : undefined;
  if (fixed) return fixed;
  for (const category of ['creative-art', 'creative-story', 'educational', 'question'] as const) {
    for (const { lexicon, reading } of readings) {
      // A question starts with its question word; "a robot who…" is not a question.
      if (lexicon.hasCategory(reading, category, 0, category === 'question' ? 2 : undefined)) return category;
    }
  }
  return /[?؟]\s*$/.test(text) ? 'question' : 'general';
}

const SEVERITY_RANK: Record<Severity, number> = { high: 3, medium: 2, low: 1 };

/** One finding per reason and words, the most severe reading kept (two lexicons may rate a word differently). */
function dedupe(hits: Hit[]): Hit[] {
  const kept = new Map<string, Hit>();
  for (const hit of hits) {
    const key = `${hit.reason}:${hit.words.toLowerCase()}`;
    const seen = kept.get(key);
    if (!seen || SEVERITY_RANK[hit.severity] > SEVERITY_RANK[seen.severity]) kept.set(key, hit);
  }
  return [...kept.values()];
}

function redact(text: string, findings: readonly PersonalFinding[]): string {
  let out = text;
  for (const f of [...findings].sort((a, b) => b.start - a.start)) out = `${out.slice(0, f.start)}[${f.kind}]${out.slice(f.end)}`;
  return out;
}

/** Drops findings nested in a longer one (an address inside a longer address span), keeping the outer one. */
function outermost(findings: PersonalFinding[]): PersonalFinding[] {
  const sorted = [...findings].sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: PersonalFinding[] = [];
  for (const f of sorted) {
    const last = kept[kept.length - 1];
    if (last && f.start < last.end) {
      last.end = Math.max(last.end, f.end);
      continue;
    }
    kept.push({ ...f });
  }
  return kept;
}

export function moderateText(text: string, options: ModerateOptions = {}): ModerationResult {
  const context = options.context ?? {};
  const audience = context.audience ?? 'child';
  const source = context.source ?? 'prompt';
  const language = moderationLanguage(options.language);
  const tokens = tokenize(text);
  const readings = lexiconsFor(text, language).map((lexicon) => ({ lexicon, reading: lexicon.read(tokens) }));

  // The language's own allow list (ordinary words such as French "retard") also quiets the other lexicons.
  const allowed = allowedSpans(readings[0]!.reading);
  const hits = dedupe([
    ...(LATIN.test(text) ? profanityHits(text, !isEnglish(options.language)) : []),
    ...readings.flatMap(({ lexicon, reading }) => lexicon.findHits(reading, text)),
  ]).filter((h) => !allowed.some((a) => h.start >= a.start && h.end <= a.end));
  const personalRaw = findPersonalData(text, readings, { names: source === 'prompt' });
  const personal = outermost(personalRaw);
  const personalKinds = [...new Set(personalRaw.map((p) => p.kind))];

  const penalty = hits.reduce((sum, h) => sum + PENALTY[h.severity], 0) + personalKinds.length * PERSONAL_PENALTY;
  const safetyScore = Math.max(0, 100 - penalty);
  const reasons = REASON_PRIORITY.filter((r) => (r === 'personal-data' ? personalKinds.length > 0 : hits.some((h) => h.reason === r)));

  const strictness = context.strictness ?? 'high';
  const blockLanguage = context.blockLanguage ?? true;
  const refusesForChild = (h: Hit) =>
    (strictness === 'low' ? h.severity === 'high' : h.severity !== 'low') || (blockLanguage && h.reason === 'profanity' && h.severity !== 'low');
  const isApproved =
    audience === 'adult'
      ? !hits.some((h) => ADULT_BLOCKING.has(h.reason) && h.severity !== 'low')
      : personalKinds.length === 0 &&
        !hits.some(refusesForChild) &&
        // A long story collects mild words a short prompt would not; only a prompt is held to the score threshold,
        // and only at the high safety level.
        (source === 'output' || strictness !== 'high' || safetyScore >= APPROVAL_THRESHOLD);

  return {
    safetyScore,
    flaggedWords: [...new Set([...hits.sort((a, b) => a.start - b.start).map((h) => h.words), ...personalKinds])],
    category: inferCategory(readings, text, context.feature),
    isApproved,
    reasons,
    redactedText: redact(text, personal),
  };
}
