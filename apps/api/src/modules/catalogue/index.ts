export { catalogueRoutes } from './routes.js';
export { createCatalogueService, type CatalogueService } from './service.js';
export { benefitNames, readCoverage, requestableCoverages } from './reads.js';
