/** The parts of opentype.js 2 (no types of its own) that the handwriting engine uses. */
declare module 'opentype.js' {
  export interface PathCommand {
    type: 'M' | 'L' | 'Q' | 'C' | 'Z';
    x?: number;
    y?: number;
    x1?: number;
    y1?: number;
    x2?: number;
    y2?: number;
  }

  export interface Path {
    commands: PathCommand[];
  }

  export interface Glyph {
    index: number;
    name: string | null;
    advanceWidth?: number;
    /** Path in y-down coordinates with the origin on the baseline at (x, y). */
    getPath(x?: number, y?: number, fontSize?: number): Path;
  }

  export interface GsubSubtable {
    substFormat: number;
    coverage: { format: 1; glyphs: number[] } | { format: 2; ranges: { start: number; end: number; index: number }[] };
    deltaGlyphId?: number;
    substitute?: number[];
    sequences?: number[][];
  }

  export interface GsubTable {
    scripts: { tag: string; script: { defaultLangSys: { featureIndexes: number[] } } }[];
    features: { tag: string; feature: { lookupListIndexes: number[] } }[];
    lookups: { lookupType: number; subtables: GsubSubtable[] }[];
  }

  export interface Font {
    unitsPerEm: number;
    ascender: number;
    descender: number;
    numGlyphs: number;
    glyphs: { get(index: number): Glyph };
    tables: { gsub?: GsubTable };
    charToGlyph(char: string): Glyph;
    charToGlyphIndex(char: string): number;
    stringToGlyphs(text: string): Glyph[];
    getKerningValue(left: Glyph, right: Glyph): number;
  }

  export function parse(buffer: ArrayBuffer): Font;
  const opentype: { parse: typeof parse };
  export default opentype;
}
