import { Link } from 'react-router';
import type { Affiliate } from '@game-assist/contracts';
import { Avatar } from '../../components/avatar/avatar';
import { BoldText } from '../../components/ui/bold-text';
import { LoadFailure } from '../../components/ui/load-failure';
import { useGetAffiliateLinkQuery, useGetAffiliateQuery } from './onboarding-api';
import { DEFAULT_PRODUCT, PartnerLoading, Welcome } from './welcome';
import styles from './onboarding.module.css';

interface PartnerWelcomeProps {
  /** From the link's `?affiliate=` (or the configured default); else the link's own affiliate. */
  affiliateId: string;
  /** The affiliate link's code (`?code=`), which names the product. */
  code: string;
}

/**
 * The welcome of a partner link: the product's name and the partner's card. Loaded apart
 * from the screen (it brings the API layer), so the onboarding paints and hydrates without it.
 */
export default function PartnerWelcome({ affiliateId, code }: PartnerWelcomeProps) {
  const link = useGetAffiliateLinkQuery(code, { skip: !code });
  const partnerId = affiliateId || link.data?.affiliate_id || '';
  const affiliate = useGetAffiliateQuery(partnerId, { skip: !partnerId });
  const product = link.data?.product_name ?? DEFAULT_PRODUCT;

  let partner = null;
  if (affiliate.data) partner = <PartnerCard affiliate={affiliate.data} product={product} />;
  else if (affiliate.isError || (!partnerId && link.isError))
    partner = (
      // The failure takes the card's place and size.
      <div className={styles.partner}>
        <LoadFailure what="o parceiro" onRetry={() => void (partnerId ? affiliate.refetch() : link.refetch())} />
      </div>
    );
  else if (partnerId || link.isLoading) partner = <PartnerLoading />;

  return <Welcome product={product} partner={partner} />;
}

/** Tapping the partner proceeds, as 'Começar' does. */
function PartnerCard({ affiliate, product }: { affiliate: Affiliate; product: string }) {
  return (
    <Link to="/SignIn" className={styles.partner}>
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
