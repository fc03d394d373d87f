import { useId } from 'react';
import { ErrorText } from '#web/components/ui/error-text.tsx';
import { CodeInput } from './code-input';

/** The code's six boxes and the message under them, tied to them for screen readers. */
export function CodeEntry({
  digits,
  onChange,
  error,
  disabled,
}: {
  digits: string[];
  onChange(digits: string[]): void;
  error: string;
  disabled: boolean;
}) {
  const errorId = useId();
  return (
    <>
      <CodeInput
        digits={digits}
        onChange={onChange}
        invalid={Boolean(error)}
        describedBy={error ? errorId : undefined}
        disabled={disabled}
      />
      <ErrorText id={errorId}>{error}</ErrorText>
    </>
  );
}

/** The code typed, once all six digits are there. */
export function enteredCode(digits: string[]): string | null {
  const code = digits.join('');
  return /^\d{6}$/.test(code) ? code : null;
}
