import { z } from 'zod/mini';

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

export const notificationPreferencesSchema = z.strictObject({ email: z.boolean() });
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;
