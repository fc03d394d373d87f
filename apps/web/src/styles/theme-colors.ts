/** Literal copies of tokens.css colours for `theme-color` and the manifest; tokens.test.ts fails if they drift. */
export const THEME_DARK = '#0b1d51';
export const THEME_LIGHT = '#ffffff';
export const THEME_NIGHT = '#0c1324';
/** The QR code's files to print (tokens.css `--color-qr-dark` / `--color-qr-light`): black on white whatever the theme. */
export const QR_INK = '#000000';
export const QR_PAPER = '#ffffff';
