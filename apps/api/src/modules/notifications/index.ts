export { notificationRoutes } from './routes.js';
export { createNotificationService, type NotificationService } from './service.js';
export { allNotificationsOf, deleteNotificationsBefore, deleteNotificationsOf } from './repository.js';
