/** An annuity: M = P · r / (1 − (1 + r)^−n), r the yearly rate / 12; null when no loan can be made. */
export function monthlyRepayment(principal: number, yearlyRatePercent: number, months: number): number | null {
  if (!Number.isFinite(principal) || principal <= 0) return null;
  if (!Number.isInteger(months) || months <= 0) return null;
  if (!Number.isFinite(yearlyRatePercent) || yearlyRatePercent < 0) return null;
  const r = yearlyRatePercent / 100 / 12;
  const payment = r === 0 ? principal / months : (principal * r) / (1 - (1 + r) ** -months);
  return Math.round(payment * 100) / 100;
}
