import { Link } from 'react-router';
import { apiErrorReason, httpStatus, retryAfterSeconds } from '#web/lib/api/errors.ts';
import styles from '../screens/auth-screens.module.css';

/** A code request refused (429) while the code last mailed can still be typed: where it went, and the wait. */
export interface CodeWait {
  email: string;
  seconds: number;
}

/** The wait, when the server refused the request because a code it mailed under a minute ago is live. */
export function codeWaitOf(failure: unknown, email: string): CodeWait | null {
  const seconds = retryAfterSeconds(failure);
  return httpStatus(failure) === 429 && seconds && apiErrorReason(failure) === 'code-already-sent'
    ? { email, seconds }
    : null;
}

/** 'Já tenho um código': to the screen that takes the code already mailed, with `state` (never the URL). */
export function CodeAlreadySentLink({ to, state }: { to: string; state: object }) {
  return (
    <Link className={styles.link} to={to} state={state}>
      Já tenho um código
    </Link>
  );
}
