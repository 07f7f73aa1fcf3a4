import { illustrationPromptInputSchema } from '@common/contracts/ai.ts';
import { storyLanguageOf } from '../text/builtin/index.ts';
import { composeIllustrationPrompt } from '../text/builtin/illustration.ts';
import { createRandom } from '../text/builtin/random.ts';
import type { ImageEngine } from './engine.ts';
import { illustrate } from './svg/illustrator.ts';

/** Draws SVG scenes offline. */
export function builtinImageEngine(): ImageEngine {
  return {
    id: 'builtin-svg',
    kind: 'builtin',
    check: async () => ({ ok: true }),
    async render(request) {
      const language = storyLanguageOf(request.language);
      const input = illustrationPromptInputSchema.parse({ prompt: request.description.slice(0, 1000), style: request.style });
      // The same seed gives the alt text and the picture the same scene.
      const { altText } = composeIllustrationPrompt(input, language, createRandom(request.seed));
      const { svg, summary } = illustrate(request.description, request.style, request.seed, altText);
      return { data: Buffer.from(svg, 'utf8'), mime: 'image/svg+xml', prompt: summary, altText };
    },
  };
}
