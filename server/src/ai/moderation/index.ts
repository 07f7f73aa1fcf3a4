import type { AiRegistry } from '../registry.ts';
import type { AiConfig } from '../config.ts';

export function registerModeration(_registry: AiRegistry, _config: AiConfig): void {}
