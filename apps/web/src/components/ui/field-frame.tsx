import { useId, type ReactNode } from 'react';
import { FIELD_ERROR_ID_SUFFIX } from '@game-assist/contracts/rules';
import { ErrorText } from './error-text';
import { FieldHint } from './field-hint';
import field from './field.module.css';

interface FieldFrameProps {
  label: string;
  hint: string | undefined;
  error: string | undefined;
  /** The box around the control (the text field's, the select's). */
  controlClassName: string | undefined;
  children(control: { id: string; describedBy: string | undefined }): ReactNode;
  /** Under the hint, the error by default; `errorId` is the one the control names (the boot script's too). */
  message?(errorId: string): ReactNode;
}

/** What every field has around its control: the label, the box, the hint, the message, and their ids. */
export function FieldFrame({ label, hint, error, controlClassName, children, message }: FieldFrameProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = `${id}${FIELD_ERROR_ID_SUFFIX}`;
  const describedBy = [hintId, error ? errorId : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <div className={field.field}>
      <label htmlFor={id} className={field.label}>
        {label}
      </label>
      <div className={controlClassName} data-invalid={error ? 'true' : undefined}>
        {children({ id, describedBy })}
      </div>
      <FieldHint id={hintId} hint={hint} />
      {message ? message(errorId) : <ErrorText id={errorId}>{error}</ErrorText>}
    </div>
  );
}
