import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface PaymentState {
  cvv: string;
  name: string;
  address: string;
  expiryDate: string;
  cardNumber: string;
  cardHolderName: string;
}
const initialState: PaymentState = {
  cvv: '',
  name: '',
  address: '',
  expiryDate: '',
  cardNumber: '',
  cardHolderName: '',
};

export const paymentSlice = createSlice({
  name: 'payment',
  initialState,
  reducers: {
    setPaymentField(state, action: PayloadAction<{ field: keyof PaymentState; value: string }>) {
      state[action.payload.field] = action.payload.value;
    },
    resetPayment: () => initialState,
  },
});
export const { setPaymentField, resetPayment } = paymentSlice.actions;
