import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { guardedRoutes, publicRoutes, routes } from './routes';

describe('route table', () => {
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
      '/verificar',
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
        '/Carteirinha',
        '/MeuPlano',
        '/MeusAtendimentos',
        '/Operador',
      ].sort(),
    );
  });

  it('matches paths exactly, letter case included', () => {
    const leaf = (pathname: string) => matchRoutes(routes, pathname)?.at(-1)?.route.path;
    expect(leaf('/SignIn')).toBe('/SignIn');
    expect(leaf('/Profile')).toBe('/Profile');
    expect(leaf('/signin')).toBe('*');
    expect(leaf('/profile')).toBe('*');
  });
});
