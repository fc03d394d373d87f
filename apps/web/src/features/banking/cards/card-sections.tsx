import { webPaths } from '@game-assist/contracts/rules';
import { CARD_LIMITS } from '#web/sample-data/index.ts';
import { DemoActionButton } from '../components/demo-action-button';
import { LinkRow, RowList } from '#web/components/ui/link-row.tsx';
import { Section } from '../components/section';

/** Limits read as the spec writes them: "3000 USD per day". */
const perDay = (amount: number) => `${amount} ${CARD_LIMITS.currency} per day`;

/** The card's daily limits; `id` names the section on its screen. */
export function CardLimitsSection({ id }: { id: string }) {
  return (
    <Section id={id} title="Limits">
      <RowList>
        <LinkRow title="Online payments" detail={perDay(CARD_LIMITS.onlinePaymentsPerDay)} to={webPaths.payments} />
        <LinkRow title="ATM withdrawals" detail={perDay(CARD_LIMITS.atmWithdrawalsPerDay)} />
      </RowList>
    </Section>
  );
}

/** Blocking and closing the card: the spec gives them no route, so they say so when pressed. */
export function CardSecuritySection({ id }: { id: string }) {
  return (
    <Section id={id} title="Security">
      <DemoActionButton fullWidth>Block the card</DemoActionButton>
      <DemoActionButton fullWidth>Close the card</DemoActionButton>
    </Section>
  );
}
