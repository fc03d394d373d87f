import { useEffect, useState } from 'react';

/** Seconds left until `restart(n)`'s deadline, ticking once a second. */
export function useCountdown(initialSeconds: number) {
  const [deadline, setDeadline] = useState(() => Date.now() + initialSeconds * 1000);
  const [now, setNow] = useState(() => Date.now());
  const secondsLeft = Math.max(0, Math.ceil((deadline - now) / 1000));

  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [secondsLeft]);

  return {
    secondsLeft,
    restart(seconds: number) {
      const start = Date.now();
      setNow(start);
      setDeadline(start + seconds * 1000);
    },
  };
}

/** 75 → '1:15'. */
export function formatSeconds(total: number): string {
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}
