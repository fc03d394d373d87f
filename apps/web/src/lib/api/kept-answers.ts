import { useEffect, useRef, useState } from 'react';

const PREFIX = 'kept-answer:';

/**
 * The last answer of a read a screen opens with, kept in this browser: on the next start the
 * screen shows it at once while the read revalidates, and still shows it offline. Only what the
 * signed-in person may see is kept, and sign-out forgets all of it (`forgetKeptAnswers`).
 */
export function useKeptAnswer<T>(key: string, fresh: T | undefined, isValid: (value: unknown) => value is T) {
  const [kept] = useState(() => read(key, isValid));
  // What storage holds for the key: an answer equal to it is not written again (every screen
  // mounting a header would otherwise rewrite the same text).
  const stored = useRef(kept.text);
  useEffect(() => {
    if (fresh === undefined) return;
    const text = JSON.stringify(fresh);
    if (text === stored.current) return;
    stored.current = text;
    write(key, text);
  }, [key, fresh]);
  return fresh ?? kept.value;
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
    const value: unknown = JSON.parse(text);
    // Kept by an older version of the app in another shape: not shown, replaced by the next answer.
    return { value: isValid(value) ? value : undefined, text };
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
