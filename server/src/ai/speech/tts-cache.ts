/**
 * Synthesised speech, kept by content hash: as files under AiConfig.filesDir/speech (they survive restarts; the
 * same words are asked for again and again by every child doing the same lesson) and in a small in-memory LRU for
 * the hot ones, so a cached answer costs no disk read.
 */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

export interface CacheKeyParts {
  engine: string;
  language: string;
  voice: string;
  text: string;
}

export function speechCacheKey(parts: CacheKeyParts): string {
  // JSON keeps the parts apart: "a|b" + "c" never collides with "a" + "b|c".
  return crypto
    .createHash('sha256')
    .update(JSON.stringify([parts.engine, parts.language, parts.voice, parts.text]))
    .digest('hex');
}

export interface SpeechCacheOptions {
  /** null keeps the cache in memory only. */
  dir: string | null;
  maxMemoryBytes?: number;
}

export class SpeechCache {
  private readonly memory = new Map<string, Buffer>();
  private memoryBytes = 0;
  private readonly maxMemoryBytes: number;
  readonly dir: string | null;

  constructor(options: SpeechCacheOptions) {
    this.dir = options.dir;
    this.maxMemoryBytes = options.maxMemoryBytes ?? 32 * 1024 * 1024;
  }

  private fileFor(key: string): string {
    return path.join(this.dir!, key.slice(0, 2), `${key}.wav`);
  }

  async get(key: string): Promise<Buffer | null> {
    const hot = this.memory.get(key);
    if (hot) {
      // Re-inserting moves the entry to the young end of the Map's insertion order.
      this.memory.delete(key);
      this.memory.set(key, hot);
      return hot;
    }
    if (!this.dir) return null;
    try {
      const stored = await fs.readFile(this.fileFor(key));
      this.remember(key, stored);
      return stored;
    } catch {
      return null;
    }
  }

  async put(key: string, audio: Buffer): Promise<void> {
    this.remember(key, audio);
    if (!this.dir) return;
    const file = this.fileFor(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    // Write then rename: a reader never sees half a file, and two writers of the same key both end well.
    const temporary = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`;
    await fs.writeFile(temporary, audio);
    await fs.rename(temporary, file);
  }

  private remember(key: string, audio: Buffer): void {
    if (audio.length > this.maxMemoryBytes / 4) return;
    const previous = this.memory.get(key);
    if (previous) {
      this.memory.delete(key);
      this.memoryBytes -= previous.length;
    }
    this.memory.set(key, audio);
    this.memoryBytes += audio.length;
    for (const [oldest, buffer] of this.memory) {
      if (this.memoryBytes <= this.maxMemoryBytes) break;
      this.memory.delete(oldest);
      this.memoryBytes -= buffer.length;
    }
  }
}
