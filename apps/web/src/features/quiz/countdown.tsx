import { useTranslation } from '../../shared/i18n/i18n';
import { useCountdown } from './use-countdown';

export interface CountdownProps {
  seconds: number;
  running: boolean;
  onExpire: () => void;
  resetKey: unknown;
}

/**
 * The visible timer of a question. Screen readers are not told every second; they hear the last
 * five seconds, and the feedback line announces when time has run out.
 */
export function Countdown({ seconds, running, onExpire, resetKey }: CountdownProps) {
  const { t } = useTranslation();
  const remaining = useCountdown(seconds, running, onExpire, resetKey);
  const urgent = remaining <= 5;
  return (
    <p
      className={`countdown${urgent ? ' countdown--urgent' : ''}`}
      aria-live={urgent && running ? 'assertive' : 'off'}
    >
      {t('quiz.timeLeft', { seconds: Math.max(0, remaining) })}
    </p>
  );
}
