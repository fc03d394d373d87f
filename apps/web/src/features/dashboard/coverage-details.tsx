import { pricingLines } from '@game-assist/contracts/rules';
import type { Coverage } from '@game-assist/contracts/schemas';
import { formatBRLInText } from '#web/lib/brl.ts';
import { RequestService } from './request-service';
import styles from './coverage-sheet.module.css';

const NA = 'N/A';
const orNA = (value: string | null | undefined) => (value && value.trim() ? value : NA);
const listOr = (items: string[] | undefined, fallback: string) =>
  items && items.length > 0 ? items.join(', ') : fallback;

/** One field; amounts in reais inside the catalogue's text are printed with Intl (pt-BR). */
function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className={styles.row}>
      <dt>{label}</dt>
      <dd>{formatBRLInText(value)}</dd>
    </div>
  );
}

/** Every field of a coverage with the spec's fallbacks ('N/A', 'No limit', '0 days', 'None'). */
export function CoverageDetails({ coverage }: { coverage: Coverage | null }) {
  if (!coverage) return <p>Loading...</p>;
  const support = coverage.supportContact;
  const price = coverage.pricing ? pricingLines(coverage.pricing) : null;
  return (
    <div className={styles.details}>
      <h2 className={styles.heading}>{orNA(coverage.benefitName)}</h2>
      {price ? (
        <dl className={styles.list} aria-label="Quanto custa">
          {price.without ? <Row label="Sem a assinatura" value={price.without} /> : null}
          <Row label="Com a assinatura" value={price.with} />
        </dl>
      ) : null}
      <dl className={styles.list}>
        <Row label="Tipo de cobertura" value={orNA(coverage.coverageType)} />
        <Row label="Valor da cobertura" value={orNA(coverage.coverageAmount)} />
        <Row label="Limite de uso" value={coverage.usageLimit || 'No limit'} />
        <Row label="Carência" value={coverage.waitingPeriod || '0 days'} />
        <Row label="Serviços incluídos" value={listOr(coverage.includedServices, NA)} />
        <Row label="Exclusões" value={listOr(coverage.exclusions, 'None')} />
        <Row label="Beneficiários" value={listOr(coverage.eligibleBeneficiaries, NA)} />
      </dl>
      <details className={styles.section}>
        <summary>Prestador</summary>
        <dl className={styles.list}>
          <Row label="Tipo" value={orNA(coverage.provider?.type)} />
          <Row label="Nome" value={orNA(coverage.provider?.name)} />
          <Row label="Telefone" value={orNA(coverage.provider?.contact.phone)} />
          <Row label="E-mail" value={orNA(coverage.provider?.contact.email)} />
          <Row label="Site" value={orNA(coverage.provider?.contact.website)} />
        </dl>
      </details>
      <dl className={styles.list}>
        <Row label="Como ativar" value={orNA(coverage.activationProcess)} />
      </dl>
      <details className={styles.section}>
        <summary>Contato de suporte</summary>
        <dl className={styles.list}>
          <Row label="Telefone" value={orNA(support?.phone)} />
          <Row label="E-mail" value={orNA(support?.email)} />
          <Row label="App" value={orNA(support?.appLink)} />
        </dl>
      </details>
      <dl className={styles.list}>
        <Row label="Duração do benefício" value={orNA(coverage.benefitDuration)} />
        <Row label="Regras de reajuste" value={orNA(coverage.adjustmentRules)} />
      </dl>
      <details className={styles.section}>
        <summary>Política de cancelamento</summary>
        <dl className={styles.list}>
          <Row label="Condições" value={orNA(coverage.cancellationPolicy?.terms)} />
          <Row label="Multa" value={orNA(coverage.cancellationPolicy?.penalty)} />
        </dl>
      </details>
      {coverage.rules ? (
        <RequestService coverage={coverage} />
      ) : support?.phone ? (
        <a className={styles.request} href={`tel:${support.phone.replace(/[^\d+]/g, '')}`}>
          Solicitar Atendimento
        </a>
      ) : null}
    </div>
  );
}
