import { useEffect } from 'react';
import { Link } from 'react-router';
import { webPaths } from '@game-assist/contracts/rules';
import type { Affiliate } from '@game-assist/contracts/schemas';
import { Avatar } from '#web/components/avatar/avatar.tsx';
import { BoldText } from '#web/components/ui/bold-text.tsx';
import { LoadFailure } from '#web/components/ui/load-failure.tsx';
import {
  useCountAffiliateVisitMutation,
  useGetAffiliateLinkQuery,
  useGetAffiliateQuery,
} from '#web/lib/api/affiliates.ts';
import { AffiliateLoading, DEFAULT_PRODUCT, Welcome } from './welcome';
import styles from './onboarding.module.css';

interface AffiliateWelcomeProps {
  /** From the link's `?affiliate=` (or the configured default); else the link's own affiliate. */
  affiliateId: string;
  /** The affiliate link's code (`?code=`), which names the product. */
  code: string;
  /** The URL named the affiliate (a partner's link), not the configured default: the landing counts. */
  throughLink?: boolean;
}

/** Landings already counted in this tab: one per link, whatever remounts or StrictMode do. */
const counted = new Set<string>();

/** Loaded apart from the screen (it brings the API layer), so the onboarding paints and hydrates without it. */
export default function AffiliateWelcome({ affiliateId: fromUrl, code, throughLink = false }: AffiliateWelcomeProps) {
  const link = useGetAffiliateLinkQuery(code, { skip: !code });
  const affiliateId = fromUrl || link.data?.affiliate_id || '';
  const [countVisit] = useCountAffiliateVisitMutation();
  useEffect(() => {
    const key = `${affiliateId} ${code}`;
    if (!throughLink || !affiliateId || counted.has(key)) return;
    counted.add(key);
    void countVisit({ affiliateId, code });
  }, [throughLink, affiliateId, code, countVisit]);
  const affiliate = useGetAffiliateQuery(affiliateId, { skip: !affiliateId });
  const product = link.data?.product_name ?? DEFAULT_PRODUCT;

  let card = null;
  if (affiliate.data) card = <AffiliateCard affiliate={affiliate.data} product={product} />;
  else if (affiliate.isError || (!affiliateId && link.isError))
    card = (
      // The failure takes the card's place and size.
      <div className={styles.partner}>
        <LoadFailure what="o parceiro" onRetry={() => void (affiliateId ? affiliate.refetch() : link.refetch())} />
      </div>
    );
  else if (affiliateId || link.isLoading) card = <AffiliateLoading />;

  return <Welcome product={product} affiliate={card} />;
}

/** Tapping the affiliate proceeds, as 'Começar' does. */
function AffiliateCard({ affiliate, product }: { affiliate: Affiliate; product: string }) {
  return (
    <Link to={webPaths.signIn} className={styles.partner}>
      <Avatar name={affiliate.affiliate_name} src={affiliate.profile.avatar} size="lg" />
      <span className={styles.partnerText}>
        <span className={styles.partnerName}>{affiliate.affiliate_name}</span>
        <span className={styles.partnerProduct}>{product}</span>
        <span className={styles.partnerBio}>
          {affiliate.profile.bio.map((line, lineIndex) => (
            <span key={lineIndex}>
              {lineIndex > 0 ? ' ' : null}
              <BoldText text={line} />
            </span>
          ))}
        </span>
      </span>
    </Link>
  );
}
