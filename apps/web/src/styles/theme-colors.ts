/**
 * The browser's `theme-color` meta and the web app manifest take literal colours, not CSS
 * variables. These mirror `--color-main-dark` and `--color-white` in tokens.css;
 * tokens.test.ts fails if they drift apart.
 */
export const THEME_DARK = '#0b1d51';
export const THEME_LIGHT = '#ffffff';
