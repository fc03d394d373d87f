import { describe, expect, it } from 'vitest';
import { guardedRoutes, publicRoutes } from './routes';

describe('route table (SPEC §2)', () => {
  it('has every public route at its exact path', () => {
    expect(publicRoutes.map((route) => route.path)).toEqual([
      '/',
      '/SignIn',
      '/SignUp',
      '/ForgotPassword',
      '/SignUpAccountCreated',
      '/ConfirmationCode',
      '/PrivacyPolicy',
      '/ChangePINCode',
      '/FAQ',
      '/PaymentSuccess',
      '/OpenNewCard',
      '/TopUpPayment',
      '/NewPassword',
      '/ForgotPasswordSentEmail',
    ]);
  });

  it('guards every other route', () => {
    expect(guardedRoutes.map((route) => route.path).sort()).toEqual(
      [
        '/VerifyYourPhoneNumber',
        '/InvoiceSent',
        '/FundTransfer',
        '/OpenNewLoan',
        '/CardMenu',
        '/CreateInvoice',
        '/Statistics',
        '/OpenDeposit',
        '/OpenMoneybox',
        '/PaymentFailed',
        '/CoverageDetails',
        '/IBANPayment',
        '/EditPersonalInfo',
        '/Payments',
        '/MobilePayment',
        '/CardDetails',
        '/Profile',
        '/TabNavigator',
      ].sort(),
    );
  });
});
