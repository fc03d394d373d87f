import type { AffiliateBio, AffiliatePayout, AffiliateProfile } from '@game-assist/contracts';
import type { PayoutRow } from './repository.js';

export const presentPayout = (row: PayoutRow): AffiliatePayout => ({
  id: row.id,
  month: row.month,
  amountCents: row.amountCents,
  paidOn: row.paidOn,
  endToEndId: row.endToEndId,
  recordedAt: row.recordedAt.toISOString(),
});

/** The public profile's bio as the partner edits it: paragraphs joined by a blank line. */
export const bioOf = (profile: AffiliateProfile): AffiliateBio => ({
  name: profile.name,
  photoUrl: profile.avatar ?? null,
  text: profile.bio.join('\n\n'),
});

/** An approved bio in the public profile: the rest of the profile (highlights, partnership) stays. */
export const profileWith = (profile: AffiliateProfile, bio: AffiliateBio): AffiliateProfile => ({
  ...profile,
  name: bio.name,
  avatar: bio.photoUrl,
  bio: bio.text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean),
});
