// The staff's roles (#66): owns `staff_members`; the role check on every staff route asks `actor`.
export {
  createStaffService,
  STAFF_SESSION_IDLE_MS,
  STAFF_SESSION_MAX_MS,
  type StaffActor,
  type StaffRefusal,
  type StaffService,
} from './service.js';
export { staffRoutes, stepUpRoutes } from './routes.js';
export { createStepUp, type StepUp } from './step-up.js';
