import { Header } from '#web/components/header/header.tsx';
import { Screen } from '#web/components/ui/screen.tsx';
import { LocationConsentToggle } from '#web/components/consent/location-consent-toggle.tsx';
import { PRIVACY_SECTIONS } from './privacy-policy-data';
import styles from './info.module.css';

/** The policy's sections, then its one consent, to change here too (open to anyone; Profile needs a sign-in). */
export default function PrivacyPolicyScreen() {
  return (
    <Screen header={<Header title="Política de privacidade" showBack />}>
      <ol className={styles.sections}>
        {PRIVACY_SECTIONS.map((section) => (
          <li key={section.title} className={styles.section}>
            <h2 className={styles.sectionTitle}>{section.title}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {section.items ? (
              <dl className={styles.terms}>
                {section.items.map((item) => (
                  <div key={item.term}>
                    <dt>{item.term}</dt>
                    <dd>{item.text}</dd>
                  </div>
                ))}
              </dl>
            ) : null}
          </li>
        ))}
      </ol>
      <section className={styles.section} aria-labelledby="privacy-choice">
        <h2 id="privacy-choice" className={styles.sectionTitle}>
          Sua escolha
        </h2>
        <LocationConsentToggle />
      </section>
    </Screen>
  );
}
