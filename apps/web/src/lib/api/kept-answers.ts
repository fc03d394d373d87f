import { useEffect, useState } from 'react';

const PREFIX = 'kept-answer:';

/**
 * The last answer of a read a screen opens with, kept in this browser: on the next start the
 * screen shows it at once while the read revalidates, and still shows it offline. Only what the
 * signed-in person may see is kept, and sign-out forgets all of it (`forgetKeptAnswers`).
 */
export function useKeptAnswer<T>(key: string, fresh: T | undefined, isValid: (value: unknown) => value is T) {
  const [kept] = useState(() => read(key, isValid));
  useEffect(() => {
    if (fresh !== undefined) write(key, fresh);
  }, [key, fresh]);
  return fresh ?? kept;
}

export function forgetKeptAnswers(): void {
  try {
    for (const key of Object.keys(localStorage)) if (key.startsWith(PREFIX)) localStorage.removeItem(key);
  } catch {
    // Storage disabled: nothing was kept.
  }
}

function read<T>(key: string, isValid: (value: unknown) => value is T): T | undefined {
  try {
    const text = localStorage.getItem(PREFIX + key);
    if (text === null) return undefined;
    const value: unknown = JSON.parse(text);
    // Kept by an older version of the app in another shape: not shown, replaced by the next answer.
    return isValid(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

function write(key: string, value: unknown): void {
  try {
    localStorage.setItem(PREFIX + key, JSON.stringify(value));
  } catch {
    // Quota exceeded or storage disabled: the next start waits for the network.
  }
}
