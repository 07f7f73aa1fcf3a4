import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Mic, Square } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { cn } from '@/lib/cn.ts';
import type { RecorderPhase } from '../use-press-recorder.ts';

const HOLD_KEYS = new Set([' ', 'Enter']);

/**
 * Press and hold to record (spec 001 §2): pointer down starts, up or leaving stops. Space or Enter held on the
 * focused button does the same, so a keyboard works as well as a finger.
 */
export function RecordButton({
  phase,
  seconds,
  maxSeconds,
  disabled,
  onStart,
  onStop,
}: {
  phase: RecorderPhase;
  seconds: number;
  maxSeconds: number;
  disabled: boolean;
  onStart: () => void;
  onStop: () => void;
}) {
  const { t } = useTranslation();
  const recording = phase === 'recording' || phase === 'starting';
  const onKeyDown = (event: KeyboardEvent) => {
    if (!HOLD_KEYS.has(event.key)) return;
    event.preventDefault();
    if (!event.repeat) onStart();
  };
  const onKeyUp = (event: KeyboardEvent) => {
    if (!HOLD_KEYS.has(event.key)) return;
    event.preventDefault();
    onStop();
  };
  return (
    <div className="flex flex-col items-center gap-2" data-tour="record">
      <Button
        size="lg"
        variant={recording ? 'danger' : 'primary'}
        aria-pressed={recording}
        disabled={disabled}
        className={cn('touch-none select-none', recording && 'animate-pulse')}
        onPointerDown={(event) => {
          if (event.button !== 0) return;
          onStart();
        }}
        onPointerUp={onStop}
        onPointerLeave={onStop}
        onPointerCancel={onStop}
        onKeyDown={onKeyDown}
        onKeyUp={onKeyUp}
        onBlur={onStop}
        onContextMenu={(event) => event.preventDefault()}
      >
        {recording ? <Square aria-hidden="true" className="h-5 w-5" /> : <Mic aria-hidden="true" className="h-5 w-5" />}
        {recording ? t('phonicsTutor.record.recording') : t('phonicsTutor.record.hold')}
      </Button>
      <p className="text-sm tabular-nums text-muted-fg" role="timer" aria-live="off">
        {phase === 'recording' ? t('phonicsTutor.record.timer', { seconds, max: maxSeconds }) : t('phonicsTutor.record.limit', { max: maxSeconds })}
      </p>
    </div>
  );
}
