import { describe, expect, it } from 'vitest';
import { guardedWebPaths, publicWebPaths, serviceRequestPath, webPaths } from './web-paths.js';

// The product fixes these paths; this list is where a change to one shows.
describe('web paths', () => {
  it('has every public screen at its exact path', () => {
    expect(Object.values(publicWebPaths)).toEqual([
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
      '/ConviteDependente',
    ]);
  });

  it('has every guarded screen at its exact path', () => {
    expect(Object.values(guardedWebPaths)).toEqual([
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
      '/Assinar',
      '/MeuPlano',
      '/MinhasCobrancas',
      '/ChavesDeAcesso',
      '/MeusAtendimentos',
      '/MeusAtendimentos/:id',
      '/Operador',
      '/SeuNome',
      '/MeusDados',
      '/Dependentes',
      '/Exemplos',
      '/Parceiro',
    ]);
  });

  it('builds the path of one request, its id encoded', () => {
    expect(serviceRequestPath('0b8e2a57-4d3f-4a43-9d7e-7a0e7e1f9a11')).toBe(
      '/MeusAtendimentos/0b8e2a57-4d3f-4a43-9d7e-7a0e7e1f9a11',
    );
    expect(serviceRequestPath('a/b')).toBe('/MeusAtendimentos/a%2Fb');
  });

  it('gives each screen its own path, public or guarded but not both', () => {
    const all = Object.values(webPaths);
    expect(all).toHaveLength(Object.keys(publicWebPaths).length + Object.keys(guardedWebPaths).length);
    expect(new Set(all).size).toBe(all.length);
  });
});
