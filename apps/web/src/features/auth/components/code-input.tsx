import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { OTP_LENGTH } from '@game-assist/contracts/rules';
import styles from './code-input.module.css';

export const emptyCode = (): string[] => Array.from({ length: OTP_LENGTH }, () => '');

interface CodeInputProps {
  digits: string[];
  onChange(digits: string[]): void;
  disabled?: boolean;
  invalid?: boolean;
  describedBy?: string;
}

/** Six one-digit boxes; a pasted or autofilled code (phones offer it from the e-mail) fills them all. */
export function CodeInput({ digits, onChange, disabled, invalid, describedBy }: CodeInputProps) {
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const focus = (index: number) => inputs.current[Math.max(0, Math.min(OTP_LENGTH - 1, index))]?.focus();

  function fillFrom(index: number, text: string) {
    const incoming = text.replace(/\D/g, '').slice(0, OTP_LENGTH - index);
    if (!incoming) return;
    const next = [...digits];
    for (const [offset, digit] of [...incoming].entries()) next[index + offset] = digit;
    onChange(next);
    focus(index + incoming.length);
  }

  function handleChange(index: number, value: string) {
    const onlyDigits = value.replace(/\D/g, '');
    if (value === '') {
      const next = [...digits];
      next[index] = '';
      onChange(next);
      return;
    }
    if (!onlyDigits) return;
    if (onlyDigits.length === OTP_LENGTH) return fillFrom(0, onlyDigits);
    fillFrom(index, onlyDigits.length > 1 ? onlyDigits.slice(-1) : onlyDigits);
  }

  function handleKeyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    if (/^\d$/.test(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey) {
      // Even in a full box (the browser would drop the key at maxLength): retyping a wrong code works.
      event.preventDefault();
      fillFrom(index, event.key);
    } else if (event.key === 'Backspace' && digits[index] === '' && index > 0) {
      event.preventDefault();
      focus(index - 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focus(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focus(index + 1);
    }
  }

  function handlePaste(index: number, event: ClipboardEvent<HTMLInputElement>) {
    event.preventDefault();
    const text = event.clipboardData.getData('text');
    fillFrom(text.replace(/\D/g, '').length >= OTP_LENGTH ? 0 : index, text);
  }

  return (
    <fieldset className={styles.group} aria-describedby={describedBy}>
      <legend className="visually-hidden">Código de 6 dígitos</legend>
      {digits.map((digit, index) => (
        <input
          key={index}
          ref={(element) => {
            inputs.current[index] = element;
          }}
          className={styles.box}
          value={digit}
          onChange={(event) => handleChange(index, event.target.value)}
          onKeyDown={(event) => handleKeyDown(index, event)}
          onPaste={(event) => handlePaste(index, event)}
          onFocus={(event) => event.target.select()}
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          pattern="[0-9]*"
          maxLength={OTP_LENGTH}
          aria-label={`Dígito ${index + 1} de ${OTP_LENGTH}`}
          aria-invalid={invalid || undefined}
          disabled={disabled}
        />
      ))}
    </fieldset>
  );
}
