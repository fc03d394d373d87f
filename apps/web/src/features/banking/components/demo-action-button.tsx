import { useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import styles from './demo-action-button.module.css';

interface DemoActionButtonProps {
  children: string;
  variant?: 'primary' | 'secondary' | 'text';
  fullWidth?: boolean;
}

/** A button the spec shows without an action: it stays, does nothing, and says so in Portuguese. */
export function DemoActionButton({ children, variant = 'secondary', fullWidth = false }: DemoActionButtonProps) {
  const [pressed, setPressed] = useState(false);
  return (
    <div className={styles.wrapper}>
      <Button variant={variant} fullWidth={fullWidth} onClick={() => setPressed(true)}>
        {children}
      </Button>
      <p role="status" className={styles.status}>
        {pressed ? `${children}: ainda não disponível.` : ''}
      </p>
    </div>
  );
}
