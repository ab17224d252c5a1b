import { useEffect, useState } from 'react';
import { COUNTDOWN_TICK_MS } from '@groundwork/shared/common/constants';
import { countdown, type Countdown } from '@groundwork/shared/ventures/rules';

/** The countdown to an end date, recomputed every second while time is left (001 §4). */
export function useCountdown(endDate: string | null | undefined): Countdown {
  const [now, setNow] = useState(() => new Date());
  const current = countdown(endDate, now);
  const isRunning = current.state === 'running';
  useEffect(() => {
    if (!isRunning) return;
    const timer = setInterval(() => setNow(new Date()), COUNTDOWN_TICK_MS);
    return () => clearInterval(timer);
  }, [isRunning]);
  return current;
}
