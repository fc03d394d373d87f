/**
 * Monthly repayment of a loan paid back in equal instalments (annuity):
 *
 *   M = P · r / (1 − (1 + r)^−n)
 *
 * P is the amount borrowed, n the term in months and r the monthly rate, the yearly rate / 12
 * (13 % a year → r = 0.13 / 12 ≈ 0.010833). With no interest (r = 0) it is simply P / n.
 * The result is rounded to cents. Gives null when the amount or term cannot make a loan.
 */
export function monthlyRepayment(principal: number, yearlyRatePercent: number, months: number): number | null {
  if (!Number.isFinite(principal) || principal <= 0) return null;
  if (!Number.isInteger(months) || months <= 0) return null;
  if (!Number.isFinite(yearlyRatePercent) || yearlyRatePercent < 0) return null;
  const r = yearlyRatePercent / 100 / 12;
  const payment = r === 0 ? principal / months : (principal * r) / (1 - (1 + r) ** -months);
  return Math.round(payment * 100) / 100;
}
