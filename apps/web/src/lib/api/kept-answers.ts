import { useEffect, useRef, useState } from 'react';
import { keptAccount } from '../session/session-account';

const PREFIX = 'kept-answer:';

/** The last answer a screen opened with, for its account: shown at once (and offline) on the next start. */
export function useKeptAnswer<T>(key: string, fresh: T | undefined, isValid: (value: unknown) => value is T) {
  const [kept] = useState(() => read(key, isValid));
  // An answer equal to what storage holds is not written again (every header would rewrite it).
  const stored = useRef(kept.text);
  useEffect(() => {
    const account = keptAccount();
    if (fresh === undefined || !account) return;
    const text = JSON.stringify({ account, answer: fresh });
    if (text === stored.current) return;
    stored.current = text;
    write(key, text);
  }, [key, fresh]);
  return fresh ?? kept.value;
}

/** One kept answer the server now refuses (a member card whose subscription is no longer in force). */
export function forgetKeptAnswer(key: string): void {
  try {
    localStorage.removeItem(PREFIX + key);
  } catch {
    // Storage disabled: nothing was kept.
  }
}

export function forgetKeptAnswers(): void {
  try {
    for (const key of Object.keys(localStorage)) if (key.startsWith(PREFIX)) localStorage.removeItem(key);
  } catch {
    // Storage disabled: nothing was kept.
  }
}

function read<T>(key: string, isValid: (value: unknown) => value is T): { value: T | undefined; text: string | null } {
  try {
    const text = localStorage.getItem(PREFIX + key);
    if (text === null) return { value: undefined, text };
    const { account, answer } = JSON.parse(text) as { account?: unknown; answer?: unknown };
    // Another person's, or kept by an older version in another shape: not shown, replaced by the next answer.
    const mine = account !== undefined && account === keptAccount() && isValid(answer);
    return { value: mine ? answer : undefined, text };
  } catch {
    return { value: undefined, text: null };
  }
}

function write(key: string, text: string): void {
  try {
    localStorage.setItem(PREFIX + key, text);
  } catch {
    // Quota exceeded or storage disabled: the next start waits for the network.
  }
}
