import { lazy, Suspense, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { webPaths } from '@game-assist/contracts/rules';
import { ButtonLink } from '#web/components/ui/button-link.tsx';
import { rememberAffiliateCode } from '#web/lib/affiliate-code.ts';
import { useSwipe } from '#web/lib/hooks/use-swipe.ts';
import { SLIDE_INTERVAL_MS, SLIDES } from './slides';
import { useAutoAdvance } from './use-auto-advance';
import { AffiliateLoading, DEFAULT_PRODUCT, Welcome } from './welcome';
import styles from './onboarding.module.css';

const AffiliateWelcome = lazy(() => import('./affiliate-welcome'));

export default function OnboardingScreen() {
  const [params] = useSearchParams();
  const affiliateId = params.get('affiliate') ?? import.meta.env.VITE_DEFAULT_AFFILIATE_ID ?? '';
  const code = params.get('code') ?? import.meta.env.VITE_DEFAULT_AFFILIATE_CODE ?? '';
  // Only a partner's link counts and attributes: the configured default is no one's landing.
  const throughLink = params.has('affiliate') || params.has('code');
  const linkCode = params.get('code');
  useEffect(() => {
    if (linkCode) rememberAffiliateCode(linkCode);
  }, [linkCode]);
  const [index, select] = useState(0);
  const { rootProps, viewportProps, trackProps, slideProps, interacting } = useSwipe({
    index,
    count: SLIDES.length,
    onIndexChange: select,
  });
  // A hand on the carousel (a pointer down on or over it, focus in it) holds it still while it lasts.
  const { playing, rotating, toggle } = useAutoAdvance(SLIDES.length, SLIDE_INTERVAL_MS, interacting, select);

  return (
    <main className={styles.screen}>
      {affiliateId || code ? (
        <Suspense fallback={<Welcome product={DEFAULT_PRODUCT} affiliate={<AffiliateLoading />} />}>
          <AffiliateWelcome affiliateId={affiliateId} code={code} throughLink={throughLink} />
        </Suspense>
      ) : (
        <Welcome product={DEFAULT_PRODUCT} />
      )}

      <section {...rootProps} className={styles.carousel} aria-label="Conheça os benefícios">
        <div {...viewportProps} className={styles.slides} aria-live={rotating ? 'off' : 'polite'}>
          <div {...trackProps}>
            {SLIDES.map((slide, slideIndex) => (
              <div key={slide.id} {...slideProps(slideIndex)}>
                <h2 className={styles.slideTitle}>{slide.title1}</h2>
                <p className={styles.slideText}>{slide.description}</p>
              </div>
            ))}
          </div>
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
          {/* WCAG 2.2.2: the moving slides can be stopped. Same size in both states, so nothing moves. */}
          <button
            type="button"
            className={styles.playToggle}
            aria-label={playing ? 'Pausar carrossel' : 'Retomar carrossel'}
            onClick={toggle}
          >
            {playing ? <PauseIcon /> : <PlayIcon />}
          </button>
        </div>
      </section>

      {/* A link, so it works from the first paint, before the app has started. */}
      <ButtonLink to={webPaths.signIn} fullWidth>
        Começar
      </ButtonLink>
    </main>
  );
}

function PauseIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M7 5h3v14H7zM14 5h3v14h-3z" fill="currentColor" />
    </svg>
  );
}

function PlayIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M8 5v14l11-7z" fill="currentColor" />
    </svg>
  );
}
