export { catalogueRoutes } from './routes.js';
export { createCatalogueService, type CatalogueService } from './service.js';
export { applyCatalogue, benefitNames, catalogueContent, readCoverage, requestableCoverages } from './reads.js';
