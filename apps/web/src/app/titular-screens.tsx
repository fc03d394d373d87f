import type { ScreenLoader } from './route-screen';
import { TitularOnly } from './titular-only';

/** Wraps a screen's chunk: a dependant signed in is told whose plan it is instead of the screen. */
const titularOnly =
  (title: string, load: ScreenLoader): ScreenLoader =>
  async () => {
    const { default: Screen } = await load();
    return {
      default: () => (
        <TitularOnly title={title}>
          <Screen />
        </TitularOnly>
      ),
    };
  };

/**
 * The titular's screens (plan, charges, paying, dependants), each by its header's title, in a
 * chunk of their own: later-screens.ts carries only their names.
 */
export const titularScreens = {
  subscribe: titularOnly('Assinar', () => import('#web/features/payments/subscribe-screen.tsx')),
  myPlan: titularOnly('Meu plano', () => import('#web/features/membership/my-plan-screen.tsx')),
  myCharges: titularOnly('Minhas cobranças', () => import('#web/features/payments/my-charges-screen.tsx')),
  dependants: titularOnly('Dependentes', () => import('#web/features/family/dependants-screen.tsx')),
};
