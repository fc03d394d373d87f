export interface SampleNotification {
  id: string;
  title: string;
  date: string;
}

/** The Notification tab has nothing to show (SPEC §2). */
export const SAMPLE_NOTIFICATIONS: readonly SampleNotification[] = [];
