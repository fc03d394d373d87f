import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Avatar } from '../../components/avatar/avatar';
import { BoldText } from '../../components/ui/bold-text';
import { Button } from '../../components/ui/button';
import { useGetAffiliateLinkQuery, useGetAffiliateQuery } from './onboarding-api';
import { SLIDE_INTERVAL_MS, SLIDES } from './slides';
import { useCarousel } from './use-carousel';
import styles from './onboarding.module.css';

const DEFAULT_PRODUCT = 'Game Assist';

/**
 * Onboarding ('/'): where partner links land. `?affiliate=<id>&code=<link code>` (or the
 * configured defaults) show the partner and the product name.
 */
export default function OnboardingScreen() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const affiliateId = params.get('affiliate') ?? import.meta.env.VITE_DEFAULT_AFFILIATE_ID ?? '';
  const code = params.get('code') ?? import.meta.env.VITE_DEFAULT_AFFILIATE_CODE ?? '';
  const affiliate = useGetAffiliateQuery(affiliateId, { skip: !affiliateId });
  const link = useGetAffiliateLinkQuery(code, { skip: !code });
  const product = link.data?.product_name ?? DEFAULT_PRODUCT;
  const [paused, setPaused] = useState(false);
  const { index, select } = useCarousel(SLIDES.length, SLIDE_INTERVAL_MS, paused);
  const start = () => navigate('/SignIn');

  return (
    <main className={styles.screen}>
      <h1 className={styles.title}>{`Bem vindo ao ${product} App`}</h1>
      <p className={styles.tagline}>A assinatura que cuida de você!!!</p>

      {affiliateId && !affiliate.isError ? (
        // The slot keeps its size while the partner loads: nothing below it moves.
        affiliate.data ? (
          <button type="button" className={styles.partner} onClick={start}>
            <Avatar name={affiliate.data.affiliate_name} src={affiliate.data.profile.avatar} size="lg" />
            <span className={styles.partnerText}>
              <span className={styles.partnerName}>{affiliate.data.affiliate_name}</span>
              <span className={styles.partnerProduct}>{product}</span>
              <span className={styles.partnerBio}>
                {affiliate.data.profile.bio.slice(0, 2).map((line, lineIndex) => (
                  <span key={lineIndex}>
                    {lineIndex > 0 ? ' ' : null}
                    <BoldText text={line} />
                  </span>
                ))}
              </span>
            </span>
          </button>
        ) : (
          <div className={styles.partner} aria-busy="true" aria-label="Carregando parceiro" role="status" />
        )
      ) : null}

      <section
        className={styles.carousel}
        aria-roledescription="carrossel"
        aria-label="Conheça os benefícios"
        onPointerEnter={() => setPaused(true)}
        onPointerLeave={() => setPaused(false)}
        onFocus={() => setPaused(true)}
        onBlur={() => setPaused(false)}
      >
        {/* Every slide is laid out in the same cell, so the carousel keeps one height as it turns. */}
        <div className={styles.slides} aria-live={paused ? 'polite' : 'off'}>
          {SLIDES.map((slide, slideIndex) => (
            <div key={slide.id} className={styles.slide} hidden={slideIndex !== index}>
              <h2 className={styles.slideTitle}>{slide.title1}</h2>
              <p className={styles.slideText}>{slide.description}</p>
            </div>
          ))}
        </div>
        <div className={styles.dots}>
          {SLIDES.map((slide, slideIndex) => (
            <button
              key={slide.id}
              type="button"
              className={styles.dot}
              aria-label={`Slide ${slideIndex + 1} de ${SLIDES.length}`}
              aria-current={slideIndex === index ? 'true' : undefined}
              onClick={() => select(slideIndex)}
            />
          ))}
        </div>
      </section>

      <Button fullWidth onClick={start}>
        Começar
      </Button>
    </main>
  );
}
