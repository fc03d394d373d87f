// The staff's roles (#66): owns `staff_members`; the role check on every staff route asks `actor`.
export { createStaffService, type StaffActor, type StaffRefusal, type StaffService } from './service.js';
