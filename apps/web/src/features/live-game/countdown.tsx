import { useEffect, useState } from 'react';
import { useTranslation } from '../../shared/i18n/i18n';

/**
 * Seconds left to answer, counted on this device from what the server said was left when it sent
 * the question (device clocks differ; the server decides what is late). Remount per question.
 */
export function LiveCountdown({ remainingMs }: { remainingMs: number }) {
  const { t } = useTranslation();
  const [deadline] = useState(() => Date.now() + remainingMs);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 250);
    return () => window.clearInterval(timer);
  }, []);
  const seconds = Math.max(Math.ceil((deadline - now) / 1000), 0);
  return (
    <p className="live-countdown" aria-live="off">
      <span className="live-countdown__seconds">{seconds}</span>{' '}
      <span className="visually-hidden">
        {t('liveGame.question.secondsLeft', { count: seconds })}
      </span>
    </p>
  );
}
