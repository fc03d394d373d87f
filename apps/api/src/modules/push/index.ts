export { pushRoutes } from './routes.js';
export { createPushSender } from './sender.js';
export { createPushService, queuePushes, type PushService } from './service.js';
export { ephemeralVapidKeys, loadVapidKeys, vapidSubject, type VapidKeys } from './vapid.js';
export { forgetPushDevices, pushDevicesForExport } from './personal-data.js';
