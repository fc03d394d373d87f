import type { Database } from '#api/db/client.js';
import type { Clock } from '#api/lib/clock.js';
import type { NotificationService } from '#api/modules/notifications/index.js';

export interface ServiceRequestDeps {
  db: Database;
  clock: Clock;
  notifications: NotificationService;
}
