// The voice bar's greeting asks isSpeaking() before it talks, so a guided tour's first step is not cut off while its
// audio is still being fetched.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isSpeaking, speak } from './speak.ts';

afterEach(() => vi.unstubAllGlobals());

describe('isSpeaking', () => {
  it('is true from the moment speech is asked for until it ends, even when it fails', async () => {
    let failFetch: (error: Error) => void = () => {};
    vi.stubGlobal('fetch', () => new Promise((_, reject) => (failFetch = reject)));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(isSpeaking()).toBe(false);

    const speaking = speak('Step one', { language: 'en', volume: 1 });
    expect(isSpeaking()).toBe(true);

    failFetch(new Error('offline'));
    // No server voice and no device voice in this environment: speech fails, and the floor is free again.
    await expect(speaking).rejects.toThrow('Speech synthesis is not supported');
    expect(isSpeaking()).toBe(false);
  });
});
