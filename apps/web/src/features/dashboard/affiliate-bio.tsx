import { useState } from 'react';
import type { AffiliateProfile } from '@game-assist/contracts/schemas';
import { Avatar } from '#web/components/avatar/avatar.tsx';
import { BoldText } from '#web/components/ui/bold-text.tsx';
import styles from './coverage-sheet.module.css';

/** The embeddable address of a social post, or null when we do not know how to embed it. */
export function embedUrl(url: string): string | null {
  try {
    const parsed = new URL(url);
    if (parsed.hostname.endsWith('instagram.com') && /^\/p\/[\w-]+\/?$/.test(parsed.pathname)) {
      return `https://www.instagram.com${parsed.pathname.replace(/\/?$/, '/')}embed`;
    }
    const tiktok = /^\/@[\w.]+\/video\/(\d+)/.exec(parsed.pathname);
    if (parsed.hostname.endsWith('tiktok.com') && tiktok) return `https://www.tiktok.com/embed/v2/${tiktok[1]}`;
  } catch {
    // not a URL: shown as text only
  }
  return null;
}

function FeedItem({ url, title }: { url: string; title?: string | undefined }) {
  const [loaded, setLoaded] = useState(false);
  const embed = embedUrl(url);
  return (
    <li className={styles.feedItem}>
      <a href={url} target="_blank" rel="noopener noreferrer" className={styles.feedLink}>
        {title || url}
      </a>
      {embed && !loaded ? (
        <button type="button" className={styles.feedLoad} onClick={() => setLoaded(true)}>
          Carregar publicação
        </button>
      ) : null}
      {embed && loaded ? (
        <iframe
          className={styles.feedFrame}
          src={embed}
          title={title || 'Publicação'}
          loading="lazy"
          sandbox="allow-scripts allow-same-origin allow-popups"
        />
      ) : null}
    </li>
  );
}

/** The affiliate bio view: who the affiliate is, their feed (loaded on request) and the partnership. */
export function AffiliateBio({
  affiliateName,
  profile,
}: {
  affiliateName: string;
  profile: AffiliateProfile | undefined;
}) {
  if (!profile) return null;
  return (
    <div className={styles.details}>
      <h2 className={styles.heading}>Bio</h2>
      <div className={styles.partner}>
        <Avatar name={profile.name || affiliateName} src={profile.avatar} size="lg" />
        <p className={styles.partnerName}>{profile.name || affiliateName}</p>
      </div>
      {profile.bio.map((paragraph, index) => (
        <p key={index} className={styles.paragraph}>
          <BoldText text={paragraph} />
        </p>
      ))}
      <h3 className={styles.subheading}>Feed</h3>
      <ul className={styles.feed}>
        {profile.highlights.map((highlight) => (
          <FeedItem key={highlight.url} url={highlight.url} title={highlight.title} />
        ))}
      </ul>
      <p className={styles.verified}>
        {profile.partnerDetails.verifiedStatus} · {profile.partnerDetails.partnership}
      </p>
    </div>
  );
}
