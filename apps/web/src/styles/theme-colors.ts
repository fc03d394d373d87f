/**
 * The browser's `theme-color` meta and the web app manifest take literal colours, not CSS
 * variables. These mirror `--palette-main-dark`, `--palette-white` and the dark theme's
 * `--color-bg` in tokens.css; tokens.test.ts fails if they drift apart.
 */
export const THEME_DARK = '#0b1d51';
export const THEME_LIGHT = '#ffffff';
export const THEME_NIGHT = '#0c1324';
