export { serviceRequestRoutes } from './routes.js';
export { createServiceRequestService, type ServiceRequestService } from './service.js';
export { closeRequestsForDeletion, requestsForExport } from './personal-data.js';
