/**
 * The voice bar's states and transitions (spec 000 §4), as a pure reducer: idle, then recording while the button
 * is held, then processing (transcription, then the reply), then speaking, then idle. Timers, the microphone and
 * the calls live in `useVoiceAssistant`; this file only says what each event does to what the child sees.
 */
export type VoiceStatus = 'idle' | 'recording' | 'processing' | 'speaking';

export interface VoiceState {
  status: VoiceStatus;
  /** The transcript shown after 'You said:'. */
  heard: string;
  /** The reply shown after 'AI Assistant:'. */
  reply: string;
  /** The reply has been delivered (spoken, or shown while muted): the card clears 3 s later. */
  settled: boolean;
}

export type VoiceEvent =
  /** The microphone opened: a new turn starts with an empty card. */
  | { type: 'listen' }
  /** The microphone could not open. */
  | { type: 'micFailed' }
  /** Recording stopped, or a typed question went out: transcription and the reply are on their way. */
  | { type: 'think' }
  | { type: 'heard'; text: string }
  /** The assistant answers; aloud unless muted. */
  | { type: 'say'; text: string; aloud: boolean }
  /** Speech ended (or was cut short by muting or a new recording). */
  | { type: 'spoken' }
  /** Speech failed: the card clears at once. */
  | { type: 'speechFailed' }
  /** 3 s after speech ended. */
  | { type: 'clear' }
  /** A hint shown without speaking (the dashboard's "AI tutor" link). */
  | { type: 'hint'; text: string };

export const initialVoiceState: VoiceState = { status: 'idle', heard: '', reply: '', settled: false };

export function voiceReducer(state: VoiceState, event: VoiceEvent): VoiceState {
  switch (event.type) {
    case 'listen':
      return { status: 'recording', heard: '', reply: '', settled: false };
    case 'micFailed':
      return { ...state, status: 'idle' };
    case 'think':
      return { ...state, status: 'processing', settled: false };
    case 'heard':
      return { ...state, heard: event.text, settled: false };
    case 'say':
      return event.aloud ? { ...state, status: 'speaking', reply: event.text, settled: false } : { ...state, status: 'idle', reply: event.text, settled: true };
    case 'spoken':
      // Only the speech still on the card ends the turn; a recording that cut it short keeps the floor.
      return state.status === 'speaking' ? { ...state, status: 'idle', settled: true } : state;
    case 'speechFailed':
      return state.status === 'speaking' ? { status: 'idle', heard: '', reply: '', settled: false } : state;
    case 'clear':
      return { ...state, heard: '', reply: '', settled: false };
    case 'hint':
      return { ...state, reply: event.text, settled: false };
  }
}
