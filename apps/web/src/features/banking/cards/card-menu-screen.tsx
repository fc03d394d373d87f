import { webPaths } from '@game-assist/contracts/rules';
import { Header } from '#web/components/header/header.tsx';
import { Screen } from '#web/components/ui/screen.tsx';
import { ListRow, RowList } from '../components/list-row';
import layout from '../components/layout.module.css';
import { Section } from '../components/section';
import { CardLimitsSection, CardSecuritySection } from './card-sections';

/** /CardMenu: limits, PIN, reissue; blocking and closing have no route in the spec. */
export default function CardMenuScreen() {
  return (
    <Screen header={<Header title="Card menu" showBack />}>
      <div className={layout.stack}>
        <CardLimitsSection id="card-menu-limits" />
        <Section id="card-menu-card" title="Card">
          <RowList>
            <ListRow title="Change PIN code" to={webPaths.changePinCode} />
            <ListRow title="Reissue the card" to={webPaths.openNewCard} />
          </RowList>
        </Section>
        <CardSecuritySection id="card-menu-security" />
      </div>
    </Screen>
  );
}
