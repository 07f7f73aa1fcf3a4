import type { Engine } from '../engine.ts';
import type { IllustrationStyle } from '@common/contracts/ai.ts';
import type { Language } from '@common/domain/languages.ts';

export interface ImageRequest {
  /** The words to draw: a story, a child's description, or an illustration prompt. */
  description: string;
  style: IllustrationStyle;
  language: Language;
  seed: number;
}

export interface ImageOutput {
  data: Buffer;
  mime: 'image/svg+xml' | 'image/png';
  /** What the engine drew from (the prompt sent to a remote model, or the scene the illustrator composed). */
  prompt: string;
  /** A description of the picture for people who cannot see it. */
  altText: string;
}

export interface ImageEngine extends Engine {
  render(request: ImageRequest): Promise<ImageOutput>;
}
