import { useEffect, useState } from 'react';
import { assetUrl } from '../../lib/assets';
import { initialsOf } from './initials';
import styles from './avatar.module.css';

/** SPEC §3: initials appear when the photo has not loaded within 600 ms. */
export const AVATAR_FALLBACK_DELAY_MS = 600;

interface AvatarProps {
  name: string;
  src?: string | null;
  size?: number;
}

/**
 * The person's photo; grey while it loads, their initials if there is none or it has not
 * arrived after 600 ms. Decorative: the name is always written next to it.
 */
export function Avatar({ name, src, size = 40 }: AvatarProps) {
  const url = assetUrl(src);
  const [state, setState] = useState<'loading' | 'loaded' | 'fallback'>(url ? 'loading' : 'fallback');

  useEffect(() => {
    setState(url ? 'loading' : 'fallback');
    if (!url) return;
    const timer = window.setTimeout(
      () => setState((current) => (current === 'loading' ? 'fallback' : current)),
      AVATAR_FALLBACK_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, [url]);

  return (
    <span className={styles.avatar} style={{ width: size, height: size }} data-state={state} aria-hidden="true">
      {url && state !== 'fallback' ? (
        <img
          className={styles.image}
          src={url}
          alt=""
          width={size}
          height={size}
          onLoad={() => setState('loaded')}
          onError={() => setState('fallback')}
        />
      ) : null}
      {state === 'fallback' ? <span className={styles.initials}>{initialsOf(name)}</span> : null}
    </span>
  );
}
