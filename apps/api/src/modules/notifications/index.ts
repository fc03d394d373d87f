export { notificationRoutes } from './routes.js';
export { createNotificationService, type NotificationService } from './service.js';
export { deleteNotificationsBefore, eraseNotifications, notificationsForExport } from './personal-data.js';
