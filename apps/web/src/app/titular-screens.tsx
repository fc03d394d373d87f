import type { ComponentType } from 'react';
import { TitularOnly } from './titular-only';

/** A titular's screen behind TitularOnly; this chunk and the screen's load side by side (later-screens.ts). */
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
