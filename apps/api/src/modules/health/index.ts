export { healthRoutes } from './routes.js';
export { createHealthService, type HealthService } from './service.js';
