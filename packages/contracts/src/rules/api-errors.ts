/**
 * Why an error answer was given, where a screen acts on it beyond the message (`reason` in
 * `ApiError`): `code-already-sent`, a new one-time code refused by the one-a-minute limit (429):
 * a code went to the identifier less than a minute ago, still to be typed (the hour's limit,
 * whose last code may have expired, says no reason).
 */
export const API_ERROR_REASONS = ['code-already-sent'] as const;
export type ApiErrorReason = (typeof API_ERROR_REASONS)[number];

export const isApiErrorReason = (value: unknown): value is ApiErrorReason =>
  (API_ERROR_REASONS as readonly unknown[]).includes(value);
