/** People a fund transfer can go to, shaped like GET /users' entries. */
export interface SampleUser {
  id: string;
  name: string;
  /** Image url; empty shows the person's initials. */
  photo: string;
}

export const SAMPLE_USERS: readonly SampleUser[] = [
  { id: 'user-1', name: 'Marina Costa', photo: '' },
  { id: 'user-2', name: 'Rafael Lima', photo: '' },
  { id: 'user-3', name: 'Juliana Alves', photo: '' },
];

/** Narrows unknown navigation state to a recipient with at least a name. */
export function readRecipient(value: unknown): Pick<SampleUser, 'name' | 'photo'> | null {
  if (typeof value !== 'object' || value === null) return null;
  const item = value as Record<string, unknown>;
  if (typeof item.name !== 'string' || item.name.trim() === '') return null;
  return { name: item.name, photo: typeof item.photo === 'string' ? item.photo : '' };
}
