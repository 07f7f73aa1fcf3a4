import { describe, expect, it } from 'vitest';
import { initialVoiceState, voiceReducer, type VoiceEvent, type VoiceState } from './voice-state.ts';

const run = (events: VoiceEvent[], from: VoiceState = initialVoiceState) => events.reduce(voiceReducer, from);

describe('voiceReducer (spec 000 §4)', () => {
  it('goes idle → recording → processing → speaking → idle, the reply settled for clearing', () => {
    const recording = run([{ type: 'listen' }]);
    expect(recording.status).toBe('recording');
    const processing = run([{ type: 'think' }, { type: 'heard', text: 'hello' }], recording);
    expect(processing).toMatchObject({ status: 'processing', heard: 'hello' });
    const speaking = run([{ type: 'say', text: 'Hi!', aloud: true }], processing);
    expect(speaking).toMatchObject({ status: 'speaking', reply: 'Hi!', settled: false });
    expect(run([{ type: 'spoken' }], speaking)).toEqual({ status: 'idle', heard: 'hello', reply: 'Hi!', settled: true });
  });

  it('starts each recording with an empty card', () => {
    const shown: VoiceState = { status: 'idle', heard: 'hello', reply: 'Hi!', settled: true };
    expect(run([{ type: 'listen' }], shown)).toEqual({ status: 'recording', heard: '', reply: '', settled: false });
  });

  it('shows a muted reply without speaking and settles it at once', () => {
    expect(run([{ type: 'think' }, { type: 'say', text: 'Hi!', aloud: false }])).toMatchObject({ status: 'idle', reply: 'Hi!', settled: true });
  });

  it('clears the card, and clears it at once on a speech error', () => {
    const speaking = run([
      { type: 'heard', text: 'hello' },
      { type: 'say', text: 'Hi!', aloud: true },
    ]);
    expect(run([{ type: 'speechFailed' }], speaking)).toEqual(initialVoiceState);
    expect(run([{ type: 'spoken' }, { type: 'clear' }], speaking)).toEqual(initialVoiceState);
  });

  it('lets a recording that cut speech short keep the floor', () => {
    const recording = run([{ type: 'say', text: 'Hi!', aloud: true }, { type: 'listen' }]);
    expect(run([{ type: 'spoken' }], recording)).toBe(recording);
    expect(run([{ type: 'speechFailed' }], recording)).toBe(recording);
  });

  it('goes back to idle when the microphone cannot open', () => {
    expect(run([{ type: 'micFailed' }], { ...initialVoiceState, status: 'speaking' }).status).toBe('idle');
  });

  it('shows a hint without speaking and without clearing it later', () => {
    expect(run([{ type: 'hint', text: 'Hold the red button' }])).toEqual({ ...initialVoiceState, reply: 'Hold the red button' });
  });
});
