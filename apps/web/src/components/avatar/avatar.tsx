import { useEffect, useState } from 'react';
import { assetUrl } from '#web/lib/assets.ts';
import { initialsOf } from './initials';
import styles from './avatar.module.css';

/** Initials stand in for a photo not loaded within 600 ms (docs/product.md, 'Avatars'). */
export const AVATAR_FALLBACK_DELAY_MS = 600;

/** Sizes come from the design tokens (`--avatar-*` in styles/tokens.css). */
export type AvatarSize = 'sm' | 'md' | 'lg' | 'xl';

interface AvatarProps {
  name: string;
  src?: string | null;
  size?: AvatarSize;
}

/** Decorative: the name is always written next to it. */
export function Avatar({ name, src, size = 'md' }: AvatarProps) {
  const url = assetUrl(src);
  // A new photo starts over (grey, then its own 600 ms).
  return <AvatarImage key={url ?? ''} name={name} url={url} size={size} />;
}

/** `late`: 600 ms passed without the photo, which is still loading behind the initials. */
type AvatarState = 'loading' | 'loaded' | 'late' | 'failed';

function AvatarImage({ name, url, size }: { name: string; url: string | null; size: AvatarSize }) {
  const [state, setState] = useState<AvatarState>(url ? 'loading' : 'failed');

  useEffect(() => {
    if (!url) return;
    const timer = window.setTimeout(
      () => setState((current) => (current === 'loading' ? 'late' : current)),
      AVATAR_FALLBACK_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, [url]);

  const initials = state === 'late' || state === 'failed';
  return (
    <span className={styles.avatar} data-size={size} data-state={initials ? 'fallback' : state} aria-hidden="true">
      {url && state !== 'failed' ? (
        <img
          className={styles.image}
          src={url}
          alt=""
          onLoad={() => setState('loaded')}
          onError={() => setState('failed')}
        />
      ) : null}
      {initials ? <span className={styles.initials}>{initialsOf(name)}</span> : null}
    </span>
  );
}
