import { z } from 'zod/mini';

/** One item of the Notification tab: opening, every status change and cancelling of a request. */
export const notificationSchema = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  createdAt: z.string(),
  read: z.boolean(),
  serviceRequestId: z.nullable(z.string()),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListSchema = z.object({
  items: z.array(notificationSchema),
  unread: z.int(),
  nextCursor: z.nullable(z.string()),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

/** GET/PUT /notificacoes/preferencias: whether status changes are also sent by e-mail. */
export const notificationPreferencesSchema = z.strictObject({ email: z.boolean() });
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;
