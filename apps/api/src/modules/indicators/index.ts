// 'Indicadores' (#67): it owns only its stored months, and asks each owner's index for its monthly figures (decision 017).
export { indicatorRoutes } from './routes.js';
export { createIndicatorService, type IndicatorService } from './service.js';
export { monthsAsked, shiftMonth } from './period.js';
