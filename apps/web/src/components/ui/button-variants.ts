import styles from './button.module.css';

/** primary: the one next step; secondary: another way; text: a quiet action; danger: what cannot be undone. */
export type ButtonVariant = 'primary' | 'secondary' | 'text' | 'danger';
/** regular for phones (48 px high); compact for the staff console's rows and toolbars (still a 44 px target). */
export type ButtonSize = 'regular' | 'compact';

export interface ButtonLook {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
}

/** The class list shared by Button and ButtonLink, so a link and a button of one variant look the same. */
export function buttonClasses({ variant = 'primary', size = 'regular', fullWidth = false }: ButtonLook): string {
  return [styles.button, styles[variant], size === 'compact' ? styles.compact : '', fullWidth ? styles.full : '']
    .filter(Boolean)
    .join(' ');
}
