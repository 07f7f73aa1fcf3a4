import { forwardRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Mic } from 'lucide-react';
import { cn } from '@/lib/cn.ts';
import type { VoiceStatus } from '../voice-state.ts';

interface MicButtonProps {
  status: VoiceStatus;
  onPress: () => void;
  onRelease: () => void;
}

/** The round red hold-to-speak button: held with the pointer, or with Space or Enter from the keyboard. */
export const MicButton = forwardRef<HTMLButtonElement, MicButtonProps>(function MicButton({ status, onPress, onRelease }, ref) {
  const { t } = useTranslation();
  const onKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if ((event.key === ' ' || event.key === 'Enter') && !event.repeat) {
      event.preventDefault();
      if (event.type === 'keydown') onPress();
      else onRelease();
    }
  };
  return (
    <button
      ref={ref}
      type="button"
      aria-label={t('voice.holdToSpeak')}
      aria-pressed={status === 'recording'}
      disabled={status === 'processing'}
      onPointerDown={onPress}
      onPointerUp={onRelease}
      onPointerLeave={() => status === 'recording' && onRelease()}
      onKeyDown={onKey}
      onKeyUp={onKey}
      className={cn(
        'flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-danger text-danger-fg shadow disabled:opacity-60',
        status === 'recording' && 'ring-4 ring-ring',
      )}
    >
      <Mic aria-hidden="true" className="h-6 w-6" />
    </button>
  );
});
