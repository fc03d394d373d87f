export { serviceRequestRoutes } from './routes.js';
export { createServiceRequestService, type ServiceRequestService } from './service.js';
export {
  accountOfRequestProtocol,
  closeRequestsForDeletion,
  eraseDependantWritings,
  requestsForExport,
} from './personal-data.js';
export { coveragesRequested, lastDeadlineIn, requestsInMonths } from './figures.js';
export { ratingsByCoverage, type CoverageRatings } from './satisfaction.js';
