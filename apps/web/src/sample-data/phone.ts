/** The fixed number the phone-verification screen shows. */
export const VERIFICATION_PHONE_NUMBER = '+55 (11) 98765-4321';
