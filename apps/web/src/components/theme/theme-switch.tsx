import { RadioGroup } from '#web/components/ui/radio-group.tsx';
import { setThemeChoice, useThemeChoice, type ThemeChoice } from '#web/lib/theme.ts';

const OPTIONS: { value: ThemeChoice; label: string }[] = [
  { value: 'system', label: 'Como o aparelho' },
  { value: 'light', label: 'Claro' },
  { value: 'dark', label: 'Escuro' },
];

/** Perfil's 'Aparência': light, dark, or the device's setting (the default). Kept on this device. */
export function ThemeSwitch() {
  const choice = useThemeChoice();
  return <RadioGroup legend="Aparência" layout="row" value={choice} options={OPTIONS} onChange={setThemeChoice} />;
}
