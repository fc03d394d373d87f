import { z } from 'zod/mini';

// GET /carteirinha/wallet: which wallets this server can put the card in (their credentials are set).
export const walletOptionsSchema = z.object({ apple: z.boolean(), google: z.boolean() });
export type WalletOptions = z.infer<typeof walletOptionsSchema>;

// GET /carteirinha/wallet/google: Google's "Save to Google Wallet" link, a JWT signed by our service account.
export const googleSaveLinkSchema = z.object({ saveUrl: z.string() });
export type GoogleSaveLink = z.infer<typeof googleSaveLinkSchema>;

// Apple's PassKit web service (developer.apple.com/documentation/walletpasses): what a device sends and reads.
const passkitId = z.string().check(z.minLength(1), z.maxLength(200), z.regex(/^[A-Za-z0-9._-]+$/));

export const passkitDeviceParamsSchema = z.object({
  deviceLibraryIdentifier: passkitId,
  passTypeIdentifier: passkitId,
});

export const passkitRegistrationParamsSchema = z.object({
  deviceLibraryIdentifier: passkitId,
  passTypeIdentifier: passkitId,
  serialNumber: passkitId,
});

export const passkitPassParamsSchema = z.object({ passTypeIdentifier: passkitId, serialNumber: passkitId });

export const passkitRegistrationBodySchema = z.object({
  pushToken: z.string().check(z.minLength(1), z.maxLength(200), z.regex(/^[A-Za-z0-9]+$/)),
});

export const passkitUpdatedQuerySchema = z.object({
  passesUpdatedSince: z.optional(z.string().check(z.regex(/^\d{1,16}$/))),
});

export const passkitSerialsSchema = z.object({ serialNumbers: z.array(z.string()), lastUpdated: z.string() });
export type PasskitSerials = z.infer<typeof passkitSerialsSchema>;

export const passkitLogBodySchema = z.object({
  logs: z.array(z.string().check(z.maxLength(2000))).check(z.maxLength(50)),
});
