export { featuredUserRoutes } from './routes.js';
export { createFeaturedUserService, type FeaturedUserService } from './service.js';
