import type { AiConfig } from '../config.ts';
import { EngineError } from '../engine.ts';
import { checkRemote, withRetry, type RemoteClient } from '../remote/client.ts';
import { illustrationPromptInputSchema } from '@common/contracts/ai.ts';
import { composeIllustrationPrompt } from '../text/builtin/illustration.ts';
import { storyLanguageOf } from '../text/builtin/index.ts';
import { createRandom } from '../text/builtin/random.ts';
import type { ImageEngine } from './engine.ts';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47]);

/** An OpenAI-compatible images API, asked for base64 PNG so the picture can be stored with its own URL. */
export function remoteImageEngine(remote: RemoteClient, config: AiConfig): ImageEngine {
  return {
    id: 'openai-compatible',
    kind: 'remote',
    check: () => checkRemote(remote, config.models.image),
    async render(request) {
      const input = illustrationPromptInputSchema.parse({ prompt: request.description.slice(0, 1000), style: request.style });
      const { prompt, altText } = composeIllustrationPrompt(input, storyLanguageOf(request.language), createRandom(request.seed));
      const data = await withRetry(remote, async () => {
        const result = await remote.openai.images.generate(
          { model: config.models.image, prompt, n: 1, size: '1024x1024', response_format: 'b64_json' },
          { timeout: remote.options.timeoutMs, maxRetries: 0 },
        );
        const b64 = result.data?.[0]?.b64_json;
        if (!b64) throw new EngineError('invalid answer', 'the images API returned no picture');
        const bytes = Buffer.from(b64, 'base64');
        if (!bytes.subarray(0, 4).equals(PNG_SIGNATURE)) throw new EngineError('invalid answer', 'the images API did not return a PNG');
        return bytes;
      });
      return { data, mime: 'image/png', prompt, altText };
    },
  };
}
