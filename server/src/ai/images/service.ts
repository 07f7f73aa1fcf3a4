/**
 * The images capability as features see it: `imagesFor(app.ai).create(db, { ownerId, description, style })` draws a
 * picture (remote images API when configured, else the builtin SVG illustrator), keeps it as a file under
 * AiConfig.filesDir with a row in generated_images, and returns its own URL, /api/images/:id.
 */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { IllustrationStyle } from '@common/contracts/ai.ts';
import { normalizeLanguage } from '@common/domain/languages.ts';
import type { Database } from '../../db/client.ts';
import { generatedImages } from '../../db/schema.ts';
import { seedFrom } from '../text/service.ts';
import type { Fallback } from '../engine.ts';
import type { AiRegistry } from '../registry.ts';
import type { ImageOutput } from './engine.ts';

export interface CreateImage {
  /** The account the picture belongs to (for a child's story, the child). */
  ownerId: string;
  description: string;
  style?: IllustrationStyle;
  language?: string;
  seed?: number | string;
}

export interface CreatedImage {
  id: string;
  url: string;
  mime: string;
  altText: string;
  engine: string;
  kind: 'builtin' | 'remote';
  fallbacks: Fallback[];
}

export type StoredImage = typeof generatedImages.$inferSelect;

const EXTENSIONS: Record<ImageOutput['mime'], string> = { 'image/svg+xml': 'svg', 'image/png': 'png' };

export class ImageService {
  private fallbackDir: string | null = null;

  constructor(private readonly registry: AiRegistry) {}

  /** Where pictures are kept: AiConfig.filesDir/images, or a private temporary folder when none is configured. */
  async directory(): Promise<string> {
    const base = this.registry.config.filesDir ?? (this.fallbackDir ??= await fs.mkdtemp(path.join(os.tmpdir(), 'wren-files-')));
    const dir = path.join(base, 'images');
    await fs.mkdir(dir, { recursive: true });
    return dir;
  }

  /** Draws without storing. */
  async render(request: Omit<CreateImage, 'ownerId'>) {
    const language = normalizeLanguage(request.language) ?? 'en';
    const seed = seedFrom(request.seed);
    const description = request.description.trim().slice(0, 6000);
    const run = await this.registry.run('images', 'image', (engine) => engine.render({ description, style: request.style ?? 'cartoon', language, seed }));
    return { output: run.result, engine: run.engine, fallbacks: run.fallbacks };
  }

  async create(db: Database, request: CreateImage): Promise<CreatedImage> {
    const { output, engine, fallbacks } = await this.render(request);
    const id = crypto.randomUUID();
    const fileName = `${id}.${EXTENSIONS[output.mime]}`;
    await fs.writeFile(path.join(await this.directory(), fileName), output.data);
    await db.insert(generatedImages).values({
      id,
      ownerId: request.ownerId,
      fileName,
      mime: output.mime,
      prompt: output.prompt.slice(0, 2000),
      altText: output.altText.slice(0, 300),
      engine: engine.id,
    });
    return { id, url: `/api/images/${id}`, mime: output.mime, altText: output.altText, engine: engine.id, kind: engine.kind, fallbacks };
  }

  async find(db: Database, id: string): Promise<StoredImage | null> {
    const [row] = await db.select().from(generatedImages).where(eq(generatedImages.id, id)).limit(1);
    return row ?? null;
  }

  /** Removes the files of pictures whose rows are gone (a deleted account); a file already gone is no error. */
  async removeFiles(fileNames: readonly string[]): Promise<void> {
    const dir = await this.directory();
    await Promise.all(fileNames.map((name) => fs.rm(path.join(dir, path.basename(name)), { force: true })));
  }

  /** The stored bytes, or null when the file is gone (a restore without the files folder, say). */
  async read(image: StoredImage): Promise<Buffer | null> {
    // Names are ours (uuid + extension), but never let a row point outside the folder.
    const file = path.join(await this.directory(), path.basename(image.fileName));
    return fs.readFile(file).catch(() => null);
  }
}
