/**
 * An example request body for each operation that takes one, by operationId; the API document's
 * test checks each against the operation's documented schema.
 */
const NO_BODY = {};
const CREDENTIAL = 'AQIDBAUGBwgJCgsMDQ4PEA';
const B64URL = 'eyJ0eXBlIjoid2ViYXV0aG4uY3JlYXRlIn0';

export const bodyExamples: Record<string, unknown> = {
  requestOtp: { identifier: 'ana.souza@exemplo.com.br', type: 'email', purpose: 'sign-in' },
  verifyOtp: { identifier: 'ana.souza@exemplo.com.br', type: 'email', otp: '123456' },
  signup: { email: 'ana.souza@exemplo.com.br', password: 'Segura#2026', firstName: 'Ana', lastName: 'Souza' },
  passwordResetRequest: { email: 'ana.souza@exemplo.com.br' },
  passwordReset: { email: 'ana.souza@exemplo.com.br', code: '123456', password: 'NovaSenha#2026' },
  login: { email: 'ana.souza@exemplo.com.br', password: 'Segura#2026' },
  refreshToken: { refreshToken: 'c2Vzc2FvLWRlLWV4ZW1wbG8' },
  logout: { refreshToken: 'c2Vzc2FvLWRlLWV4ZW1wbG8' },
  updateSubscriber: {
    nome: 'Ana Souza',
    telefone: '+55 11 91234-5678',
    nascimento: '1990-04-12',
    endereco: 'Rua das Flores, 100',
  },
  phoneCode: NO_BODY,
  phoneVerify: { otp: '123456' },
  checkout: { method: 'pix', cpf: '529.982.247-25' },
  cancelSubscription: { reason: 'Mudei de cidade.', refundPixKey: 'ana.souza@exemplo.com.br' },
  undoCancellation: NO_BODY,
  completeRefund: NO_BODY,
  confirmCharge: NO_BODY,
  asaasWebhook: {
    id: 'evt_05b708f961d739ea7eba7e4db318f621',
    event: 'PAYMENT_RECEIVED',
    payment: { id: 'pay_080225913252', status: 'RECEIVED', value: 49.9, externalReference: null },
  },
  verifyMemberCard: { token: 'eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiIxMjM0In0.c2lnbmF0dXJh' },
  verifyCardToken: { memberNumber: '6011000012345678', token: '123456' },
  createPasskitRegistration: { pushToken: '3f1c5a7e9b2d4f6a8c0e1b3d5f7a9c2e' },
  passkitLog: { logs: ['[2026-01-10 10:00:00] Unable to download pass'] },
  createDependants: { nome: 'Lucas Souza', nascimento: '2015-08-20', cpf: '111.444.777-35', parentesco: 'filho' },
  updateDependant: { nome: 'Lucas Souza Lima' },
  dependantInvite: { email: 'lucas.souza@exemplo.com.br' },
  acceptDependantInvite: { email: 'lucas.souza@exemplo.com.br', code: '123456' },
  createServiceRequests: {
    coverageId: 'consulta-clinico-geral',
    note: 'Prefiro pela manhã.',
    preferredAt: '2026-03-10T09:00:00-03:00',
  },
  cancelServiceRequest: { reason: 'Consegui atendimento em outro lugar.' },
  serviceRequestMessages: { text: 'Posso levar os exames anteriores?' },
  operatorServiceRequest: { status: 'agendado', note: 'Clínica Centro, 10/03 às 9h.' },
  operatorServiceRequestMessages: { text: 'Pode sim, traga os exames.' },
  notificationRead: NO_BODY,
  replaceNotificationPreferences: { email: true },
  passkeyRegistrationOptions: NO_BODY,
  passkeyRegistration: {
    id: CREDENTIAL,
    rawId: CREDENTIAL,
    type: 'public-key',
    response: { clientDataJSON: B64URL, attestationObject: 'o2NmbXRkbm9uZWdhdHRTdG10oA' },
    clientExtensionResults: { credProps: { rk: true } },
  },
  passkeyLoginOptions: NO_BODY,
  passkeyLogin: {
    id: CREDENTIAL,
    rawId: CREDENTIAL,
    type: 'public-key',
    response: { clientDataJSON: B64URL, authenticatorData: 'SZYN5YgOjGh0NBcPZHZgW4', signature: 'MEUCIQCdwBCYm5PjT' },
    clientExtensionResults: {},
  },
  pushSubscriptions: {
    endpoint: 'https://fcm.googleapis.com/fcm/send/exemplo',
    expirationTime: null,
    keys: {
      p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
      auth: 'tBHItJI5svbpez7KI4CCXg',
    },
  },
  createConsents: { purpose: 'notificacoes-email', granted: true },
  myDataCode: NO_BODY,
  endOtherSessions: NO_BODY,
  accountDeletionCode: NO_BODY,
  account: { code: '123456' },
};
