import type { Database } from '#api/db/client.js';
import type { Clock } from '#api/lib/clock.js';
import type { Outbox } from '#api/modules/mail/index.js';
import type { NotificationService } from '#api/modules/notifications/index.js';

export interface ServiceRequestDeps {
  db: Database;
  clock: Clock;
  notifications: NotificationService;
  /** The overdue digest goes to the operators through it. */
  outbox: Outbox;
  /** Lower-cased e-mails of the accounts that operate the queue (OPERATOR_EMAILS). */
  operatorEmails: ReadonlySet<string>;
  publicUrl: string;
}
