/** `ApiError.reason`, where a screen acts beyond the message: `code-already-sent`, the one-a-minute limit's 429. */
export const API_ERROR_REASONS = ['code-already-sent'] as const;
export type ApiErrorReason = (typeof API_ERROR_REASONS)[number];

export const isApiErrorReason = (value: unknown): value is ApiErrorReason =>
  (API_ERROR_REASONS as readonly unknown[]).includes(value);
