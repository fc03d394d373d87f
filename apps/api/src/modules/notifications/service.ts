import {
  serviceRequestPath,
  webPaths,
  type Notification,
  type NotificationList,
  type NotificationPreferences,
} from '@game-assist/contracts';
import type { Database, Executor } from '#api/db/client.js';
import type { Clock } from '#api/lib/clock.js';
import { decodeCursor, pageOf } from '#api/lib/page-cursor.js';
import { findAccountById } from '#api/modules/accounts/index.js';
import { recordConsent } from '#api/modules/consents/index.js';
import { notificationMessage, type Outbox } from '#api/modules/mail/index.js';
import { queuePushes } from '#api/modules/push/index.js';
import * as repo from './repository.js';

export interface NotificationDeps {
  db: Database;
  clock: Clock;
  outbox: Outbox;
  publicUrl: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const toNotification = (row: repo.NotificationRow): Notification => ({
  id: row.id,
  title: row.title,
  body: row.body,
  createdAt: row.createdAt.toISOString(),
  read: row.readAt !== null,
  serviceRequestId: row.serviceRequestId,
});

export function createNotificationService({ db, clock, outbox, publicUrl }: NotificationDeps) {
  return {
    /** Stores the notification and queues its pushes and (unless turned off) e-mail, in the caller's transaction. */
    async notify(
      tx: Executor,
      accountId: string,
      notice: {
        title: string;
        body: string;
        serviceRequestId?: string;
        /** The screen a tap on the push opens: by default the request's, or the tabs. */
        path?: string;
        /** false: in the app only, when the caller sends an e-mail of its own (a receipt); 'sempre': a notice the law asks for, mailed whatever the preference. */
        email?: boolean | 'sempre';
      },
    ): Promise<void> {
      const id = await repo.insertNotification(tx, {
        accountId,
        title: notice.title,
        body: notice.body,
        serviceRequestId: notice.serviceRequestId ?? null,
        createdAt: clock.now(),
      });
      const requestPath = notice.serviceRequestId && serviceRequestPath(notice.serviceRequestId);
      await queuePushes(tx, outbox, accountId, {
        id,
        title: notice.title,
        body: notice.body,
        path: notice.path ?? (requestPath || webPaths.tabNavigator),
      });
      if (notice.email === false) return;
      const recipient = await findAccountById(tx, accountId);
      if (!recipient || (!recipient.notifyByEmail && notice.email !== 'sempre')) return;
      await outbox.enqueue(
        tx,
        notificationMessage(recipient.email, recipient.firstName, notice, {
          requests: `${publicUrl}${webPaths.myServiceRequests}`,
          profile: `${publicUrl}${webPaths.tabNavigator}`,
          request: requestPath ? `${publicUrl}${requestPath}` : undefined,
        }),
      );
    },

    /** undefined when the cursor is not one the API made. */
    async list(accountId: string, limit: number, cursor?: string): Promise<NotificationList | undefined> {
      const after = cursor === undefined ? undefined : decodeCursor(cursor);
      if (cursor !== undefined && !after) return undefined;
      const [rows, unread] = await Promise.all([
        repo.listNotifications(db, accountId, limit + 1, after),
        repo.countUnread(db, accountId),
      ]);
      const page = pageOf(rows, limit);
      return { items: page.items.map(toNotification), unread, nextCursor: page.nextCursor };
    },

    async markRead(accountId: string, id: string): Promise<Notification | undefined> {
      if (!UUID.test(id)) return undefined;
      const row = await repo.markRead(db, accountId, id, clock.now());
      return row && toNotification(row);
    },

    async preferences(accountId: string): Promise<NotificationPreferences | undefined> {
      const recipient = await findAccountById(db, accountId);
      return recipient && { email: recipient.notifyByEmail };
    },

    /** The same answer as 'notificacoes-email' in Consentimentos, logged there. */
    async setPreferences(accountId: string, preferences: NotificationPreferences) {
      const consent = await db.transaction((tx) =>
        recordConsent(tx, accountId, { purpose: 'notificacoes-email', granted: preferences.email, at: clock.now() }),
      );
      return consent && { email: consent.granted };
    },
  };
}

export type NotificationService = ReturnType<typeof createNotificationService>;
