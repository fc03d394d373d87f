// The audit log (#66): what the staff did, append-only and hash-chained. Other modules record through here.
export { auditRoutes } from './routes.js';
export {
  auditedWithKey,
  createAuditService,
  recordAudit,
  recordSubscriberReads,
  verifyChain,
  type AuditContext,
  type AuditRecord,
  type AuditService,
} from './service.js';
