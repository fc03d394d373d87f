import type { StaffRole } from '@game-assist/contracts';
import type { Database, Executor } from '#api/db/client.js';
import type { Clock } from '#api/lib/clock.js';
import type { Outbox } from '#api/modules/mail/index.js';
import type { NotificationService } from '#api/modules/notifications/index.js';

export type StaffMailTo = (db: Executor, role: StaffRole) => Promise<string[]>;

export interface ServiceRequestDeps {
  db: Database;
  clock: Clock;
  notifications: NotificationService;
  /** The overdue digest goes to the operators through it. */
  outbox: Outbox;
  /** Whom the staff's mail about a role's work goes to (the staff module's `mailTo`). */
  staffMailTo: StaffMailTo;
  publicUrl: string;
}
