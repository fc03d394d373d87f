import { z } from 'zod';

/** One item of the Notification tab: opening, every status change and cancelling of a request. */
export const notificationSchema = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  createdAt: z.string(),
  read: z.boolean(),
  /** The request it is about, when it is about one. */
  serviceRequestId: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListSchema = z.object({
  items: z.array(notificationSchema),
  unread: z.number().int(),
  nextCursor: z.string().nullable(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

/** GET/PUT /notificacoes/preferencias: whether status changes are also sent by e-mail. */
export const notificationPreferencesSchema = z.object({ email: z.boolean() }).strict();
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;
