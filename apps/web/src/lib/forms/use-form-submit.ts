import { useState, type FormEvent } from 'react';
import { showToast } from '#web/components/ui/toast.tsx';
import { errorText } from '#web/lib/api/errors.ts';

interface CheckedForm<Body> {
  validate(): Promise<Body | null>;
  showServerErrors(failure: unknown): boolean;
}

interface SubmitWords {
  /** What failed, for errorText ('A bio não foi enviada'). */
  what: string;
  /** The toast once done: fixed words, or made from the answer. */
  done: string | ((answer: never) => string);
  after?(): void;
}

/** A schema form's 'send': checked first, then `act`; done, a toast; refused, the fields' errors or `what` failed. */
export function useFormSubmit<Body, Answer>(
  form: CheckedForm<Body>,
  act: (body: Body) => Promise<Answer>,
  { what, done, after }: SubmitWords,
) {
  const [failure, setFailure] = useState<string | null>(null);
  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const body = await form.validate();
    if (!body) return;
    try {
      const answer = await act(body);
      showToast(typeof done === 'string' ? done : (done as (answer: Answer) => string)(answer));
      after?.();
    } catch (error) {
      if (!form.showServerErrors(error)) setFailure(errorText(error, what));
    }
  }
  return { failure, onSubmit: (event: FormEvent) => void submit(event) };
}
