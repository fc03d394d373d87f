import { deleteEndedSessionsBefore } from '#api/modules/auth/index.js';
import { deleteFinishedMailBefore } from '#api/modules/mail/index.js';
import { deleteNotificationsBefore } from '#api/modules/notifications/index.js';
import type { PrivacyDeps } from './deps.js';

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;
/** Past the resend limits' look-back (an hour), an expired code proves and counts nothing. */
export const EXPIRED_CODE_RETENTION_MS = HOUR;
/** Sent or abandoned mail keeps only its address and subject: a day to answer 'did it go?'. */
export const FINISHED_MAIL_RETENTION_MS = DAY;
export const NOTIFICATION_RETENTION_MS = 365 * DAY;
/** A sign-in that ended (expired or 'Encerrar') keeps its tokens a day: a reuse still reads as a revoked one meanwhile. */
export const ENDED_SESSION_RETENTION_MS = DAY;

/** The schedule's deletions (docs/privacy.md), by the injected clock; how many rows each removed. */
export function retention({ db, clock, codes }: Pick<PrivacyDeps, 'db' | 'clock' | 'codes'>) {
  return async function runRetention() {
    const now = clock.now().getTime();
    return {
      codes: await codes.deleteExpiredBefore(db, new Date(now - EXPIRED_CODE_RETENTION_MS)),
      mail: await deleteFinishedMailBefore(db, new Date(now - FINISHED_MAIL_RETENTION_MS)),
      notifications: await deleteNotificationsBefore(db, new Date(now - NOTIFICATION_RETENTION_MS)),
      sessions: await deleteEndedSessionsBefore(db, new Date(now - ENDED_SESSION_RETENTION_MS)),
    };
  };
}
