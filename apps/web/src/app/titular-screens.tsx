import type { ComponentType } from 'react';
import { TitularOnly } from './titular-only';

/**
 * A titular's screen (plan, charges, paying, dependants) wrapped so that a dependant signed in is
 * told whose plan it is instead: this chunk (TitularOnly and the profile's read) and the screen's
 * own are fetched side by side (later-screens.ts), not one after the other.
 */
export function titularOnly(
  title: string,
  { default: Screen }: { default: ComponentType },
): { default: ComponentType } {
  return {
    default: () => (
      <TitularOnly title={title}>
        <Screen />
      </TitularOnly>
    ),
  };
}
