import { useState } from 'react';
import { webPaths } from '@game-assist/contracts/rules';
import { Field } from '#web/components/ui/field.tsx';
import { useGoBack } from '#web/lib/use-go-back.ts';
import { SampleFormScreen } from '../components/sample-form-screen';

const PIN_FIELDS = [
  { name: 'currentPin', label: 'Current PIN' },
  { name: 'newPin', label: 'New PIN' },
  { name: 'confirmPin', label: 'Confirm PIN' },
] as const;
type PinField = (typeof PIN_FIELDS)[number]['name'];

/** /ChangePINCode: current, new and confirm PIN; 'Save' goes back (the spec checks nothing). */
export default function ChangePinCodeScreen() {
  const goBack = useGoBack(webPaths.cardMenu);
  const [pins, setPins] = useState<Record<PinField, string>>({ currentPin: '', newPin: '', confirmPin: '' });

  return (
    <SampleFormScreen title="Change PIN code" submitLabel="Save" onSubmit={goBack}>
      {PIN_FIELDS.map(({ name, label }) => (
        <Field
          key={name}
          label={label}
          name={name}
          type="password"
          inputMode="numeric"
          autoComplete="off"
          value={pins[name]}
          onChange={(pin) => setPins((current) => ({ ...current, [name]: pin }))}
        />
      ))}
    </SampleFormScreen>
  );
}
