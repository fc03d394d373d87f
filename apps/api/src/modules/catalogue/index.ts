export { catalogueRoutes } from './routes.js';
export { createCatalogueService, type CatalogueService } from './service.js';
export { benefitNames, findCoverage, findRequestableCoverages } from './repository.js';
