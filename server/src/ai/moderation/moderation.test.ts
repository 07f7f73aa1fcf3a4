import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { moderateText } from './engine.ts';
import { moderationContentPath, readLexiconFile } from './lexicon.ts';
import { arabicForms, normalizeText, tokenize } from './normalize.ts';
import { findEmails, findPhoneNumbers } from './personal-data.ts';
import { MODERATION_LANGUAGES, type ModerationLanguage } from './types.ts';

interface TestSet {
  policy: string;
  en: LanguageSet;
  fr: LanguageSet;
  ar: LanguageSet;
  it: LanguageSet;
}
interface LanguageSet {
  safe: string[];
  unsafe: { text: string; reason: string }[];
}
const testSet: TestSet = JSON.parse(fs.readFileSync(moderationContentPath('testset.json'), 'utf8'));

interface Counts {
  safe: number;
  unsafe: number;
  /** Unsafe prompts the engine refused. */
  flaggedUnsafe: number;
  /** Safe prompts the engine refused. */
  flaggedSafe: number;
  missed: string[];
  falselyRefused: string[];
}

function evaluate(language: ModerationLanguage): Counts {
  const set = testSet[language];
  const counts: Counts = { safe: set.safe.length, unsafe: set.unsafe.length, flaggedUnsafe: 0, flaggedSafe: 0, missed: [], falselyRefused: [] };
  for (const text of set.safe) {
    if (!moderateText(text, { language }).isApproved) {
      counts.flaggedSafe++;
      counts.falselyRefused.push(text);
    }
  }
  for (const { text } of set.unsafe) {
    if (!moderateText(text, { language }).isApproved) counts.flaggedUnsafe++;
    else counts.missed.push(text);
  }
  return counts;
}

// unsafe recall = unsafe prompts refused / all unsafe prompts;
// safe precision = of the prompts approved, the share that are truly safe.
const unsafeRecall = (c: Counts) => c.flaggedUnsafe / c.unsafe;
const approvedSafe = (c: Counts) => c.safe - c.flaggedSafe;
const approvedUnsafe = (c: Counts) => c.unsafe - c.flaggedUnsafe;
const safePrecision = (c: Counts) => approvedSafe(c) / (approvedSafe(c) + approvedUnsafe(c));
const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

describe('moderation test set (content/moderation/testset.json)', () => {
  const perLanguage = MODERATION_LANGUAGES.map((language) => [language, evaluate(language)] as const);
  const total: Counts = perLanguage.reduce(
    (sum, [, c]) => ({
      safe: sum.safe + c.safe,
      unsafe: sum.unsafe + c.unsafe,
      flaggedUnsafe: sum.flaggedUnsafe + c.flaggedUnsafe,
      flaggedSafe: sum.flaggedSafe + c.flaggedSafe,
      missed: [...sum.missed, ...c.missed],
      falselyRefused: [...sum.falselyRefused, ...c.falselyRefused],
    }),
    { safe: 0, unsafe: 0, flaggedUnsafe: 0, flaggedSafe: 0, missed: [], falselyRefused: [] } as Counts,
  );

  const lines = [
    'Moderation figures. unsafe recall = unsafe prompts refused / all unsafe prompts; safe precision = of the prompts approved, the share that are truly safe; false refusals = safe prompts refused.',
    ...[...perLanguage, ['all', total] as const].map(
      ([language, c]) =>
        `  ${language.padEnd(3)} safe ${c.safe}, unsafe ${c.unsafe}: unsafe recall ${pct(unsafeRecall(c))} (${c.flaggedUnsafe}/${c.unsafe}), safe precision ${pct(safePrecision(c))}, false refusals ${c.flaggedSafe}/${c.safe}`,
    ),
    ...total.missed.map((t) => `  missed unsafe: ${t}`),
    ...total.falselyRefused.map((t) => `  refused safe: ${t}`),
  ];
  console.log(lines.join('\n'));

  it('holds at least 60 safe and 60 unsafe prompts per language', () => {
    for (const [, c] of perLanguage) {
      expect(c.safe).toBeGreaterThanOrEqual(60);
      expect(c.unsafe).toBeGreaterThanOrEqual(60);
    }
  });

  for (const [language, c] of [...perLanguage, ['all', total] as const]) {
    it(`${language}: unsafe recall ≥ 0.95 and safe precision ≥ 0.95`, () => {
      expect(unsafeRecall(c)).toBeGreaterThanOrEqual(0.95);
      expect(safePrecision(c)).toBeGreaterThanOrEqual(0.95);
    });
  }
});

describe('normalisation', () => {
  it('folds French accents and case', () => {
    expect(normalizeText('Éléphant GÂTEAU où')).toBe('elephant gateau ou');
  });

  it('strips Arabic diacritics and tatweel and unifies alef, yaa and taa marbuta forms', () => {
    expect(normalizeText('أَقْتُلُ')).toBe('اقتل');
    expect(normalizeText('إِبْرَة')).toBe('ابره');
    expect(normalizeText('آمنة')).toBe('امنه');
    expect(normalizeText('إلى')).toBe('الي');
    expect(normalizeText('قـــتـــل')).toBe('قتل');
    expect(normalizeText('ﻗﺼﺔ')).toBe('قصه');
  });

  it('turns Arabic-Indic digits into ASCII digits', () => {
    expect(normalizeText('٠٥٠١٢٣ ۴۵')).toBe('050123 45');
  });

  it('splits French elisions and decodes leetspeak inside words', () => {
    expect(tokenize("l'épée").map((t) => t.norm)).toEqual(['l', 'epee']);
    expect(tokenize('k1ll 2024').map((t) => t.norm)).toEqual(['kill', '2024']);
  });

  it('lists the bare forms of an Arabic word with clitics', () => {
    expect(arabicForms('بالسكين')).toContain('سكين');
    expect(arabicForms('اقتلهم')).toContain('اقتل');
  });
});

describe('child-safety lexicons', () => {
  const approved = (text: string, language = 'en') => moderateText(text, { language }).isApproved;

  it('matches whole words only: Scunthorpe, class, skill, assassin bug and cocktail are innocent', () => {
    for (const text of [
      'we drove through Scunthorpe',
      'my class is fun',
      'a new skill',
      'the assassin bug eats flies',
      'a fruit cocktail',
      'the pussycat purrs',
    ]) {
      expect(approved(text), text).toBe(true);
    }
  });

  it('mild fantasy conflict in a story is allowed; violence against people is not', () => {
    expect(approved('a dragon fights a knight')).toBe(true);
    expect(approved('the knight kills the dragon')).toBe(true);
    expect(moderateText('the knight kills the dragon').flaggedWords).toEqual(['kills']);
    expect(approved('the knight kills the teacher')).toBe(false);
    expect(approved('le chevalier tue le dragon', 'fr')).toBe(true);
    expect(approved('je vais le tuer', 'fr')).toBe(false);
    expect(approved('الفارس يقتل التنين', 'ar')).toBe(true);
    expect(approved('سأقتل صديقي', 'ar')).toBe(false);
  });

  it('catches lengthened and leetspeak spellings', () => {
    expect(approved('I want to diiiie')).toBe(false);
    expect(approved('kiiiill my brother')).toBe(false);
    expect(approved('k1ll him')).toBe(false);
    expect(approved('sh1t')).toBe(false);
  });

  it('reads Arabic with clitics and without diacritics, and French without accents', () => {
    expect(approved('أُرِيدُ أَنْ أَمُوتَ', 'ar')).toBe(false);
    expect(approved('بالمسدس', 'ar')).toBe(false);
    expect(approved('je veux me tuer', 'fr')).toBe(false);
    expect(approved('JE VEUX ME TUÉR', 'fr')).toBe(false);
  });

  it('several mild words add up to a refusal', () => {
    const result = moderateText('you stupid dumb ugly loser');
    expect(result.safetyScore).toBeLessThan(60);
    expect(result.isApproved).toBe(false);
    expect(result.reasons).toContain('bullying');
  });

  it('reads English words inside a French or Arabic prompt', () => {
    expect(approved('je veux un gun', 'fr')).toBe(false);
    expect(approved('ارسم naked', 'ar')).toBe(false);
    expect(approved('ارسم لي قطة', 'fr')).toBe(true);
  });

  it('is lenient with adults except for profanity and sexual content', () => {
    const plan = 'my son Sam Rivera is being bullied and says he wants to die; give me a plan to help him';
    expect(moderateText(plan, { context: { audience: 'adult' } }).isApproved).toBe(true);
    expect(moderateText(plan, { context: { audience: 'child' } }).isApproved).toBe(false);
    expect(moderateText('fuck this lesson plan', { context: { audience: 'adult' } }).isApproved).toBe(false);
  });

  it('every lexicon file parses and holds each category', () => {
    for (const language of MODERATION_LANGUAGES) {
      const file = readLexiconFile(language);
      for (const reason of ['violence', 'weapons', 'self-harm', 'sexual', 'drugs', 'scary', 'bullying', 'profanity'] as const) {
        expect(file.terms[reason], `${language} ${reason}`).toBeDefined();
      }
    }
  });
});

describe('personal data', () => {
  it('finds phone numbers in several formats and scripts, but not counting or round numbers', () => {
    expect(findPhoneNumbers('call 555-123-4567 now', false)).toHaveLength(1);
    expect(findPhoneNumbers('(613) 555-0199', false)).toHaveLength(1);
    expect(findPhoneNumbers('06 12 34 56 78', false)).toHaveLength(1);
    expect(findPhoneNumbers('+966 50 123 4567', false)).toHaveLength(1);
    expect(findPhoneNumbers('رقمي ٠٥٠١٢٣٤٥٦٧', false)).toHaveLength(1);
    expect(findPhoneNumbers('555-1234', false)).toHaveLength(1);
    expect(findPhoneNumbers('555.123.4567', false)).toHaveLength(1);
    expect(findPhoneNumbers('pi is 3.14159265', false)).toHaveLength(0);
    expect(findPhoneNumbers('in 2019 2020 2021 we grew', false)).toHaveLength(0);
    expect(findPhoneNumbers('1 2 3 4 5 6 7 8 9 10', false)).toHaveLength(0);
    expect(findPhoneNumbers('I have 1000000 coins', false)).toHaveLength(0);
    expect(findPhoneNumbers('12 plus 45 is 57', false)).toHaveLength(0);
    expect(findPhoneNumbers('5551234', false)).toHaveLength(0);
    expect(findPhoneNumbers('5551234', true)).toHaveLength(1);
  });

  it('finds e-mail addresses, also spelled out', () => {
    expect(findEmails('write to sam.rivera@gmail.com please')).toHaveLength(1);
    expect(findEmails('sam at gmail dot com')).toHaveLength(1);
    expect(findEmails('I am at the park')).toHaveLength(0);
  });

  it('finds full names after "my name is" in en, fr and ar, but not a first name alone', () => {
    const kinds = (text: string, language: string) => moderateText(text, { language }).flaggedWords;
    expect(kinds('my name is Sam Rivera', 'en')).toEqual(['full name']);
    expect(kinds('my name is sam rivera', 'en')).toEqual(['full name']);
    expect(kinds('my name is Sam and I like cats', 'en')).toEqual([]);
    expect(kinds('I am Sam Rivera', 'en')).toEqual(['full name']);
    expect(kinds('I am very happy', 'en')).toEqual([]);
    expect(kinds("je m'appelle Léa Martin", 'fr')).toEqual(['full name']);
    expect(kinds("je m'appelle Léa et j'ai 7 ans", 'fr')).toEqual([]);
    expect(kinds('اسمي سارة أحمد', 'ar')).toEqual(['full name']);
    expect(kinds('اسمي نور وأحب القطط', 'ar')).toEqual([]);
    expect(kinds('اسمي عبد الله', 'ar')).toEqual([]);
  });

  it('finds street addresses in en, fr and ar', () => {
    const kinds = (text: string, language: string) => moderateText(text, { language }).flaggedWords;
    expect(kinds('I live at 12 Oak Street', 'en')).toEqual(['street address']);
    expect(kinds('I live on Maple Street', 'en')).toEqual(['street address']);
    expect(kinds('the dragon lives on Candy Street', 'en')).toEqual([]);
    expect(kinds('I live in a big city', 'en')).toEqual([]);
    expect(kinds("j'habite au 12 rue des Lilas", 'fr')).toEqual(['street address']);
    expect(kinds('أسكن في شارع النيل رقم ١٢', 'ar')).toEqual(['street address']);
  });

  it('redacts personal data for the prompt log and never reports the data itself', () => {
    const result = moderateText('my phone number is 555-123-4567 and my email is sam@example.com', { language: 'en' });
    expect(result.isApproved).toBe(false);
    expect(result.reasons).toEqual(['personal-data']);
    expect(result.flaggedWords.sort()).toEqual(['e-mail address', 'phone number']);
    expect(result.redactedText).toBe('my phone number is [phone number] and my email is [e-mail address]');
  });

  it('does not look for names in generated stories, which are full of characters', () => {
    const story = '"My name is Captain Sam Rivera," said the pirate.';
    expect(moderateText(story, { context: { source: 'output' } }).isApproved).toBe(true);
    expect(moderateText(story, { context: { source: 'prompt' } }).isApproved).toBe(false);
  });
});

describe('result shape', () => {
  it('scores, flags and categorises a prompt', () => {
    expect(moderateText('draw a purple cat', { language: 'en' })).toEqual({
      safetyScore: 100,
      flaggedWords: [],
      category: 'creative-art',
      isApproved: true,
      reasons: [],
      redactedText: 'draw a purple cat',
    });
  });

  it('infers the category from the words, or takes it from the feature', () => {
    const category = (text: string, language = 'en', feature?: string) => moderateText(text, { language, context: { feature } }).category;
    expect(category('a story about a brave mouse')).toBe('creative-story');
    expect(category('why is the sky blue?')).toBe('question');
    expect(category('how do you spell elephant')).toBe('educational');
    expect(category('a robot who dances')).toBe('general');
    expect(category('a robot who dances', 'en', 'creative-story')).toBe('creative-story');
    expect(category('dessine un chat', 'fr')).toBe('creative-art');
    expect(category('لماذا السماء زرقاء؟', 'ar')).toBe('question');
  });
});

describe('English patterns do not refuse ordinary French and Italian words', () => {
  it.each([
    ['Il fait assez froid', 'fr'],
    ['Asseyez-vous, les enfants', 'fr'],
    ['Un rappel pour demain', 'fr'],
    ['Je suis en retard pour l’école', 'fr'],
    ['Assortir les couleurs du dessin', 'fr'],
    ['È assolutamente bellissimo', 'it'],
  ])('"%s" (%s) is approved', (text, language) => {
    expect(moderateText(text, { language }).isApproved).toBe(true);
  });

  it('a whole English swear word in a French prompt is still refused', () => {
    const result = moderateText('fuck you', { language: 'fr' });
    expect(result.isApproved).toBe(false);
    expect(result.reasons).toContain('profanity');
  });
});
