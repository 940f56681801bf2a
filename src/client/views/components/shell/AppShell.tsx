import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { appConfig } from '../../../../../config/app.config';
import { Brand, Header, Main } from './AppShell.styles';

export function AppShell({ children }: { children: ReactNode }) {
  return (
    <>
      <Header>
        <Brand as={Link} to="/" aria-label={`${appConfig.shortName} home`}>
          <img src="/favicon.svg" alt="" width={32} height={32} />
          <span>{appConfig.shortName}</span>
        </Brand>
      </Header>
      <Main>{children}</Main>
    </>
  );
}
