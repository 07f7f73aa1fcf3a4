import { useCallback, useEffect, useLayoutEffect, useReducer, useRef } from 'react';
import { useLocation } from 'wouter';
import { useTranslation } from 'react-i18next';
import { matchVoiceCommand, routeOf, VOICE } from '@common/domain/voice.ts';
import { currentLanguage } from '@/lib/i18n.ts';
import { MicrophoneError, startRecording, type Recording } from '@/lib/audio/recorder.ts';
import { isSpeaking, speak, stopSpeaking } from '@/lib/speech/speak.ts';
import { toast } from '@/components/ui/toast-store.ts';
import { useAskAssistant } from './api/ask-assistant.ts';
import { useTranscribeSpeech } from './api/transcribe-speech.ts';
import { childFacingMessage } from './child-facing-message.ts';
import { initialVoiceState, voiceReducer } from './voice-state.ts';

const GREETED_KEY = 'wren.voice.greeted';

/** False until the page has had a touch, click or key: before that the browser refuses to play sound. */
function mayPlaySound(): boolean {
  const activation = (navigator as Navigator & { userActivation?: { hasBeenActive: boolean } }).userActivation;
  return activation ? activation.hasBeenActive : true;
}

/** True when `page` was greeted earlier in this browser session; otherwise remembers it as greeted now. */
function alreadyGreeted(page: string): boolean {
  try {
    const greeted: string[] = JSON.parse(sessionStorage.getItem(GREETED_KEY) ?? '[]');
    if (greeted.includes(page)) return true;
    sessionStorage.setItem(GREETED_KEY, JSON.stringify([...greeted, page]));
  } catch {
    /* storage blocked: greet anyway */
  }
  return false;
}

/**
 * The voice assistant's behaviour (spec 000 §4): hold to record, transcribe, navigate on a page keyword or ask the
 * assistant, speak the reply, clear the card 3 s later, and greet each page once. The state lives in
 * `voiceReducer`; this hook owns the microphone, the speech and the timers.
 */
export function useVoiceAssistant({ muted, volume }: { muted: boolean; volume: number }) {
  const { t } = useTranslation();
  const [location, navigate] = useLocation();
  const [state, dispatch] = useReducer(voiceReducer, initialVoiceState);
  const { mutateAsync: transcribe } = useTranscribeSpeech();
  const { mutateAsync: ask } = useAskAssistant();
  const recording = useRef<Recording | null>(null);
  const navigation = useRef(0);
  /** Counts utterances, so only the latest one's end settles the card (a newer one cuts the older short). */
  const utterance = useRef(0);
  // The latest values for callbacks that outlive a render (timers, speech ends); written after each commit.
  const mutedRef = useRef(muted);
  const statusRef = useRef(state.status);
  useLayoutEffect(() => {
    mutedRef.current = muted;
    statusRef.current = state.status;
  });

  const say = useCallback(
    async (text: string) => {
      const aloud = !mutedRef.current;
      const mine = ++utterance.current;
      dispatch({ type: 'say', text, aloud });
      if (!aloud) return;
      try {
        await speak(text, { language: currentLanguage(), volume: volume / 100 });
        if (utterance.current === mine) dispatch({ type: 'spoken' });
      } catch {
        // A speech error clears the card at once (spec 000 §4).
        if (utterance.current === mine) dispatch({ type: 'speechFailed' });
      }
    },
    [volume],
  );

  const navigateLater = useCallback(
    (to: string) => {
      window.clearTimeout(navigation.current);
      navigation.current = window.setTimeout(() => navigate(to), VOICE.navigationDelayMs);
    },
    [navigate],
  );

  const answer = useCallback(
    async (input: string) => {
      const text = input.trim();
      if (!text) return say(t('voice.didNotHear'));
      dispatch({ type: 'heard', text });
      const target = matchVoiceCommand(text, currentLanguage());
      if (target) {
        const page = t(target === 'dashboard' ? 'voice.dashboard' : `modules.${target}.name`);
        navigateLater(routeOf(target));
        return say(t('voice.goingTo', { page }));
      }
      dispatch({ type: 'think' });
      try {
        const { response, navigateTo } = await ask({ userInput: text, currentPage: location, language: currentLanguage() });
        if (navigateTo && navigateTo !== location) navigateLater(navigateTo);
        return say(response);
      } catch (error) {
        return say(childFacingMessage(error, t) ?? t('voice.trouble'));
      }
    },
    [ask, location, navigateLater, say, t],
  );

  const finishRecording = useCallback(async () => {
    const active = recording.current;
    if (!active) return;
    recording.current = null;
    dispatch({ type: 'think' });
    const { wav, heardSpeech } = await active.stop();
    if (!heardSpeech) return say(t('voice.didNotHear'));
    try {
      return answer(await transcribe({ wav, language: currentLanguage() }));
    } catch (error) {
      return say(childFacingMessage(error, t) ?? t('voice.trouble'));
    }
  }, [answer, say, t, transcribe]);

  const beginRecording = useCallback(async () => {
    if (recording.current || statusRef.current === 'processing') return;
    // A new turn cuts the assistant short.
    utterance.current += 1;
    stopSpeaking();
    try {
      // The recorder stops by itself 2 s after speech ends, or after 10 s when it never hears speech.
      const active = await startRecording({ maxMs: VOICE.maxRecordingMs, stopAfterSilenceMs: VOICE.stopAfterSilenceMs });
      recording.current = active;
      dispatch({ type: 'listen' });
      void active.finished.then(() => finishRecording());
    } catch (error) {
      dispatch({ type: 'micFailed' });
      if (error instanceof MicrophoneError) {
        toast({ title: t('voice.micNeededTitle'), description: t('voice.micNeededText'), variant: 'destructive' });
      }
    }
  }, [finishRecording, t]);

  // The card clears 3 s after the reply was delivered; anything new on it first cancels the clearing.
  useEffect(() => {
    if (!state.settled) return;
    const timer = window.setTimeout(() => dispatch({ type: 'clear' }), VOICE.clearAfterSpeechMs);
    return () => window.clearTimeout(timer);
  }, [state.settled]);

  // One spoken greeting per page and browser session, about a second after arrival. A screen already speaking
  // (a guided tour reading its first step) keeps the floor: the greeting is dropped rather than cutting it off.
  // A page opened straight from an address cannot play sound until the child touches it (the browser's autoplay
  // rule), so its greeting waits for that first touch or key instead of fetching audio nobody would hear.
  useEffect(() => {
    let timer: number | undefined;
    const greet = () => {
      if (mutedRef.current || alreadyGreeted(location)) return;
      timer = window.setTimeout(() => {
        // Not over other speech, and not while the child is talking to the assistant (their first touch may well
        // have been the red button).
        if (!isSpeaking() && statusRef.current === 'idle' && !recording.current) void say(t('voice.greeting'));
      }, VOICE.greetingDelayMs);
    };
    if (mayPlaySound()) {
      greet();
      return () => window.clearTimeout(timer);
    }
    const firstTouch = () => {
      window.removeEventListener('pointerdown', firstTouch, true);
      window.removeEventListener('keydown', firstTouch, true);
      greet();
    };
    window.addEventListener('pointerdown', firstTouch, true);
    window.addEventListener('keydown', firstTouch, true);
    return () => {
      window.removeEventListener('pointerdown', firstTouch, true);
      window.removeEventListener('keydown', firstTouch, true);
      window.clearTimeout(timer);
    };
  }, [location, say, t]);

  useEffect(
    () => () => {
      recording.current?.cancel();
      window.clearTimeout(navigation.current);
      stopSpeaking();
    },
    [],
  );

  /** Muting cancels the current speech (spec 000 §4). */
  const cancelSpeech = useCallback(() => stopSpeaking(), []);
  const showHint = useCallback((text: string) => dispatch({ type: 'hint', text }), []);

  return { ...state, beginRecording, finishRecording, answer, cancelSpeech, showHint };
}
