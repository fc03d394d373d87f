import type { PaymentMethod } from '@game-assist/contracts/rules';

/** How a payment method is named on the screens. */
export const METHOD_LABELS: Record<PaymentMethod, string> = { pix: 'PIX', cartao: 'Cartão' };
