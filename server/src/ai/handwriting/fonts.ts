/**
 * The school fonts the reference glyphs are drawn from, read from npm font packages with opentype.js (WOFF; it
 * cannot read WOFF2): Andika (SIL's font for beginning readers: single-storey a and g, distinct I l 1) for Latin
 * scripts and Noto Naskh Arabic for Arabic. Nothing is downloaded at run time.
 *
 * opentype.js cannot shape Noto Naskh Arabic (its ccmp lookups are of a kind it does not support, and it reads no
 * mark positioning), so Arabic is shaped here: each letter takes its isolated, initial, medial or final form from
 * the Unicode joining rules and the font's own init/medi/fina substitutions; the dots the font splits off as marks
 * are centred on their letter, which is close to the font's anchors for the shapes a child writes. The lam-alef
 * ligature is not formed (lam and alef are drawn joined side by side).
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
// oxlint-disable-next-line import/default -- Node loads the CommonJS main, whose module.exports is the default; the rule reads the ESM "module" build
import opentype, { type Font, type Glyph, type GsubTable, type PathCommand } from 'opentype.js';

const require = createRequire(import.meta.url);

/**
 * The first font of each script is the school model the feedback describes; the others are other ways children
 * are taught to form the same letters (an I without bars, a cursive-leaning y), which recognition and scoring
 * also accept. A light and a bold cut of the school fonts come last: a thin pen and a thick marker leave different
 * skeletons at joins and curve ends (where a bold stem swallows a short serif or spur).
 */
const FONT_FILES = {
  latin: [
    '@fontsource/andika/files/andika-latin-400-normal.woff',
    '@fontsource/andika/files/andika-latin-400-italic.woff',
    '@fontsource/playpen-sans/files/playpen-sans-latin-400-normal.woff',
    '@fontsource/kalam/files/kalam-latin-400-normal.woff',
    '@fontsource/patrick-hand/files/patrick-hand-latin-400-normal.woff',
    '@fontsource/comic-neue/files/comic-neue-latin-400-normal.woff',
    '@fontsource/kalam/files/kalam-latin-300-normal.woff',
    '@fontsource/andika/files/andika-latin-700-normal.woff',
  ],
  arabic: ['@fontsource/noto-naskh-arabic/files/noto-naskh-arabic-arabic-400-normal.woff'],
} as const;
export type Script = keyof typeof FONT_FILES;

const fonts = new Map<string, Font>();

export function variantCount(script: Script): number {
  return FONT_FILES[script].length;
}

export function fontFor(script: Script, variant = 0): Font {
  const file = FONT_FILES[script][variant] ?? FONT_FILES[script][0];
  let font = fonts.get(file);
  if (!font) {
    const bytes = fs.readFileSync(require.resolve(file));
    font = opentype.parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
    fonts.set(file, font);
  }
  return font;
}

export function scriptOf(text: string): Script {
  return /[\u0600-\u06FF]/.test(text) ? 'arabic' : 'latin';
}

/** One drawn glyph of a text: which character of the text it belongs to and its outline in font units (y down). */
export interface PlacedGlyph {
  /** Index of the character in the text (marks share their letter's index). */
  charIndex: number;
  commands: PathCommand[];
}

export interface Layout {
  glyphs: PlacedGlyph[];
  unitsPerEm: number;
  /** Font metrics in the same units, y down: ascender is negative, descender positive. */
  ascender: number;
  descender: number;
}

/** Outlines in font units: opentype.js scales to a 72-unit em unless told the font size. */
function glyphCommands(font: Font, glyph: Glyph, x: number): PathCommand[] {
  return glyph.getPath(x, 0, font.unitsPerEm).commands;
}

/** Latin: one glyph per character (no ligatures: a child writes f and i, not ﬁ), kerned, left to right. */
function layoutLatin(font: Font, text: string): PlacedGlyph[] {
  const placed: PlacedGlyph[] = [];
  let x = 0;
  let previous: Glyph | null = null;
  [...text].forEach((char, charIndex) => {
    const glyph = font.charToGlyph(char);
    if (previous) x += font.getKerningValue(previous, glyph);
    if (char.trim()) placed.push({ charIndex, commands: glyphCommands(font, glyph, x) });
    x += glyph.advanceWidth ?? 0;
    previous = glyph;
  });
  return placed;
}

// ------------------------------------------------------------------------------------------------ Arabic shaping

/** Letters that join only to the letter before them (Unicode joining type R); hamza joins to neither side. */
const RIGHT_JOINING = new Set('اأإآٱدذرزوؤة');
const NON_JOINING = new Set('ءً ٌٍَُِّْ');
const TATWEEL = '\u0640';

function isArabicLetter(char: string): boolean {
  return /[\u0620-\u064A\u0671-\u06D3]/.test(char) || char === TATWEEL;
}
function joinsForward(char: string): boolean {
  return isArabicLetter(char) && !RIGHT_JOINING.has(char) && !NON_JOINING.has(char);
}
function joinsBackward(char: string): boolean {
  return isArabicLetter(char) && !NON_JOINING.has(char);
}

export type ArabicForm = 'isol' | 'init' | 'medi' | 'fina';

export function arabicForms(text: string): ArabicForm[] {
  const chars = [...text];
  return chars.map((char, i) => {
    const before = chars[i - 1];
    const after = chars[i + 1];
    const fromPrevious = before !== undefined && joinsForward(before) && joinsBackward(char);
    const toNext = after !== undefined && joinsForward(char) && joinsBackward(after);
    if (fromPrevious && toNext) return 'medi';
    if (fromPrevious) return 'fina';
    if (toNext) return 'init';
    return 'isol';
  });
}

function coverageIndex(subtable: GsubTable['lookups'][number]['subtables'][number], glyph: number): number {
  const coverage = subtable.coverage;
  if (coverage.format === 1) return coverage.glyphs.indexOf(glyph);
  for (const range of coverage.ranges) if (glyph >= range.start && glyph <= range.end) return range.index + glyph - range.start;
  return -1;
}

/** Applies one single (type 1) or multiple (type 2) substitution lookup to a glyph; other types leave it. */
function applyLookup(gsub: GsubTable, lookupIndex: number, glyph: number): number[] | null {
  const lookup = gsub.lookups[lookupIndex];
  if (!lookup || (lookup.lookupType !== 1 && lookup.lookupType !== 2)) return null;
  for (const subtable of lookup.subtables) {
    const index = coverageIndex(subtable, glyph);
    if (index < 0) continue;
    if (lookup.lookupType === 1) {
      if (subtable.substFormat === 1) return [(glyph + (subtable.deltaGlyphId ?? 0)) & 0xffff];
      const by = subtable.substitute?.[index];
      return by === undefined ? null : [by];
    }
    const sequence = subtable.sequences?.[index];
    return sequence ? [...sequence] : null;
  }
  return null;
}

function featureLookups(gsub: GsubTable, tag: string): number[] {
  const script = gsub.scripts.find((s) => s.tag === 'arab') ?? gsub.scripts[0];
  if (!script) return [];
  return script.script.defaultLangSys.featureIndexes
    .map((i) => gsub.features[i])
    .filter((f): f is GsubTable['features'][number] => f?.tag === tag)
    .flatMap((f) => f.feature.lookupListIndexes);
}

/** A letter in a joined form: the base glyph then its marks (dots), as the font composes it. */
function arabicGlyphs(font: Font, char: string, form: ArabicForm): number[] {
  const cmap = font.charToGlyphIndex(char);
  const gsub = font.tables.gsub;
  if (form === 'isol' || !gsub) return [cmap];
  let sequence = [cmap];
  for (const lookup of featureLookups(gsub, 'ccmp')) {
    const replaced = applyLookup(gsub, lookup, sequence[0]!);
    if (replaced) sequence = [...replaced, ...sequence.slice(1)];
  }
  for (const lookup of featureLookups(gsub, form)) {
    const replaced = applyLookup(gsub, lookup, sequence[0]!);
    if (replaced) sequence = [...replaced, ...sequence.slice(1)];
  }
  return sequence;
}

interface Box {
  x1: number;
  x2: number;
}
function horizontalExtent(commands: PathCommand[]): Box | null {
  let x1 = Infinity;
  let x2 = -Infinity;
  for (const c of commands) {
    if (c.x === undefined) continue;
    x1 = Math.min(x1, c.x);
    x2 = Math.max(x2, c.x);
  }
  return x1 <= x2 ? { x1, x2 } : null;
}

function shift(commands: PathCommand[], dx: number): PathCommand[] {
  return commands.map((c) => ({
    ...c,
    ...(c.x !== undefined && { x: c.x + dx }),
    ...(c.x1 !== undefined && { x1: c.x1 + dx }),
    ...(c.x2 !== undefined && { x2: c.x2 + dx }),
  }));
}

/** Right to left: the pen starts at x = 0 and moves left by each base glyph's advance. */
function layoutArabic(font: Font, text: string): PlacedGlyph[] {
  const chars = [...text];
  const forms = arabicForms(text);
  const placed: PlacedGlyph[] = [];
  let x = 0;
  chars.forEach((char, charIndex) => {
    if (!char.trim()) {
      x -= font.charToGlyph(' ').advanceWidth ?? font.unitsPerEm / 4;
      return;
    }
    const [base, ...marks] = arabicGlyphs(font, char, forms[charIndex]!);
    const baseGlyph = font.glyphs.get(base!);
    x -= baseGlyph.advanceWidth ?? 0;
    const baseCommands = glyphCommands(font, baseGlyph, x);
    placed.push({ charIndex, commands: baseCommands });
    const baseBox = horizontalExtent(baseCommands);
    for (const mark of marks) {
      const markCommands = glyphCommands(font, font.glyphs.get(mark), 0);
      const markBox = horizontalExtent(markCommands);
      if (!baseBox || !markBox) continue;
      const dx = (baseBox.x1 + baseBox.x2) / 2 - (markBox.x1 + markBox.x2) / 2;
      placed.push({ charIndex, commands: shift(markCommands, dx) });
    }
  });
  return placed;
}

/** The glyph outlines of a letter or a line of text in its school font. */
export function layoutText(text: string, variant = 0): Layout {
  const script = scriptOf(text);
  const font = fontFor(script, variant);
  return {
    glyphs: script === 'arabic' ? layoutArabic(font, text) : layoutLatin(font, text),
    unitsPerEm: font.unitsPerEm,
    ascender: -font.ascender,
    descender: -font.descender,
  };
}
