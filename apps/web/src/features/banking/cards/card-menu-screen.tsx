import { webPaths } from '@game-assist/contracts/rules';
import { Header } from '#web/components/header/header.tsx';
import { Screen } from '#web/components/ui/screen.tsx';
import { LinkRow, RowList } from '#web/components/ui/link-row.tsx';
import layout from '../components/layout.module.css';
import { Section } from '../components/section';
import { CardLimitsSection, CardSecuritySection } from './card-sections';

/** /CardMenu: limits, PIN, reissue; blocking and closing have no route in the spec. */
export default function CardMenuScreen() {
  return (
    <Screen header={<Header title="Card menu" sample showBack />}>
      <div className={layout.stack}>
        <CardLimitsSection id="card-menu-limits" />
        <Section id="card-menu-card" title="Card">
          <RowList>
            <LinkRow title="Change PIN code" to={webPaths.changePinCode} />
            <LinkRow title="Reissue the card" to={webPaths.openNewCard} />
          </RowList>
        </Section>
        <CardSecuritySection id="card-menu-security" />
      </div>
    </Screen>
  );
}
