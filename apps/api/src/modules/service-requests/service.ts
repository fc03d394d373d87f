import { coverageUsage } from './coverage-usage.js';
import { createRequest } from './create-request.js';
import type { ServiceRequestDeps } from './deps.js';
import { overdueDigest } from './overdue-digest.js';
import { rateRequest } from './rate-request.js';
import { requestLists } from './request-lists.js';
import { requestMessages } from './request-messages.js';
import { statusChanges } from './status-changes.js';

export type { CreateOutcome } from './create-request.js';
export type { ServiceRequestDeps } from './deps.js';

/** Service requests ("atendimentos"), one use case per file. */
export function createServiceRequestService(deps: ServiceRequestDeps) {
  return {
    create: createRequest(deps),
    ...requestLists(deps),
    ...statusChanges(deps),
    ...requestMessages(deps),
    rate: rateRequest(deps),
    usage: coverageUsage(deps),
    sendOverdueDigest: overdueDigest(deps),
  };
}

export type ServiceRequestService = ReturnType<typeof createServiceRequestService>;
