import { useAppSelector } from '#web/lib/state/root-reducer.ts';

/** The name a sample card carries: the signed-in person's own, or none (never a stranger's). */
export function useSampleHolder(): string | undefined {
  return useAppSelector((state) => state.user.user?.nome.trim()) || undefined;
}
