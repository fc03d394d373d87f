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

/** The VAPID public key the browser subscribes with (applicationServerKey), base64url. */
export const pushPublicKeySchema = z.object({ publicKey: z.string() });
export type PushPublicKey = z.infer<typeof pushPublicKeySchema>;

const base64url = (max: number) => z.string().check(z.maxLength(max), z.regex(/^[A-Za-z0-9_-]+={0,2}$/));

/** A browser's PushSubscription.toJSON(): where to push, and the keys the payload is encrypted for. */
export const pushSubscriptionInputSchema = z.object({
  endpoint: z.string().check(z.minLength(1), z.maxLength(2048)),
  expirationTime: z.optional(z.nullable(z.number())),
  keys: z.object({ p256dh: base64url(200), auth: base64url(100) }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionInputSchema>;

export const pushSubscriptionSchema = z.object({ id: z.string() });
export type PushSubscriptionRef = z.infer<typeof pushSubscriptionSchema>;

/** What a push carries to the service worker: the notice and the screen a tap opens. */
export const pushPayloadSchema = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  path: z.string(),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;
