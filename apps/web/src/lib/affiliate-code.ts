const KEY = 'affiliate_code';

/** The partner link's `?code=`, kept for this tab until the sign-up sends it (the onboarding and /SignUp are apart). */
export function rememberAffiliateCode(code: string) {
  try {
    sessionStorage.setItem(KEY, code);
  } catch {
    // storage refused (private mode): the sign-up goes without the attribution
  }
}

export function rememberedAffiliateCode(): string | undefined {
  try {
    return sessionStorage.getItem(KEY) ?? undefined;
  } catch {
    return undefined;
  }
}
