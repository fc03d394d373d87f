import type { ReactNode } from 'react';
import { Header, type HeaderProps } from '#web/components/header/header.tsx';
import { Screen } from './screen';

export interface PageProps {
  title: string;
  /** Where 'Voltar' leads when the page is the visit's first; the previous page otherwise. */
  back?: string;
  /** Without a way back: a tab's own screen. */
  noBack?: boolean;
  icon?: HeaderProps['icon'];
  showUser?: boolean;
  className?: string;
  children: ReactNode;
}

/** A screen of the app: the header with its title and a way back, above the content. */
export function Page({ title, back, noBack = false, icon, showUser, className, children }: PageProps) {
  return (
    <Screen
      className={className}
      header={
        <Header
          title={title}
          showBack={!noBack}
          {...(back ? { backTo: back } : {})}
          {...(icon ? { icon } : {})}
          {...(showUser ? { showUser } : {})}
        />
      }
    >
      {children}
    </Screen>
  );
}
