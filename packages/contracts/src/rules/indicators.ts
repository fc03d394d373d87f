/** 'Indicadores' (#67): the longest period asked at once, and the one shown when none is given. */
export const INDICATOR_MONTHS_MAX = 24;
export const INDICATOR_MONTHS_DEFAULT = 12;
export const INDICATOR_MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;
