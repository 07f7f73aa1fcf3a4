import { describe, expect, it } from 'vitest';
import { ApiError } from './api.ts';
import { sentenceForChild } from './sentence-for-child.ts';

describe('sentenceForChild', () => {
  it("gives the server's sentence about what the child sent, or their quota", () => {
    expect(sentenceForChild(new ApiError('422', 422, { message: "Let's talk about something else!" }))).toBe("Let's talk about something else!");
    expect(sentenceForChild(new ApiError('429', 429, { message: 'You have used your 10 stories for today.' }))).toBe(
      'You have used your 10 stories for today.',
    );
    expect(sentenceForChild(new ApiError('415', 415, { message: 'That was not a recording.' }))).toBe('That was not a recording.');
    expect(sentenceForChild(new ApiError('400', 400, { message: 'Write a little more first.' }))).toBe('Write a little more first.');
  });

  it('gives the sentence of a refusal that says what to do next: an adult listens before a mark by ear', () => {
    const noAdult = new ApiError('403', 403, {
      code: 'no_adult_listening',
      messageKey: 'listening.adultMustListen',
      message: 'An adult marks spoken answers.',
    });
    expect(sentenceForChild(noAdult)).toBe('An adult marks spoken answers.');
    // Any other 403 is about access, a matter for the adults: the child's screen says its own sentence.
    expect(sentenceForChild(new ApiError('403', 403, { code: 'forbidden', messageKey: 'assessments.locked', message: 'Locked.' }))).toBeNull();
  });

  it("keeps the operator's sentences from the child: engines, settings, faults", () => {
    const needsServer = new ApiError('503', 503, {
      code: 'no_engine_for_language',
      message: 'Speech recognition in French needs a speech-to-text server (AI_BASE_URL)',
    });
    expect(sentenceForChild(needsServer)).toBeNull();
    expect(sentenceForChild(new ApiError('500', 500, { message: 'Something went wrong on our side.' }))).toBeNull();
    expect(sentenceForChild(new ApiError('502', 502, null))).toBeNull();
    expect(sentenceForChild(new ApiError('422', 422, null))).toBeNull();
    expect(sentenceForChild(new Error('network'))).toBeNull();
  });
});
