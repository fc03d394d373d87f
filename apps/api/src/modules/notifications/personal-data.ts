import type { Executor } from '#api/db/client.js';
import * as repo from './repository.js';

/** The account's notifications for its download, oldest first. */
export const notificationsForExport = (db: Executor, accountId: string) => repo.allNotificationsOf(db, accountId);

/** Account deletion: its notifications go, read or not. */
export const eraseNotifications = (tx: Executor, accountId: string) => repo.deleteNotificationsOf(tx, accountId);

/** Retention: notifications made before `before` go; how many. */
export const deleteNotificationsBefore = (db: Executor, before: Date) => repo.deleteNotificationsBefore(db, before);
