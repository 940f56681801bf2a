import { lazy, Suspense, type ComponentType } from 'react';
import styled from 'styled-components';
import { MESSAGES } from '../../../shared/domain';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import type { ReportOrigin } from '../../features/reportProblem/reportProblemSlice';
import { logoutRequested } from '../../features/auth/authEvents';
import { selectUser } from '../../features/auth/authSlice';
import { crashRefreshRequested } from '../../features/crash/crashSlice';
import { chatMessage, chatUrl } from '../../features/shell/contact';
import { pageTitle } from '../components/head/PageMeta';
import { Button } from '../components/ui/ui.styles';

// Its code comes when the screen shows, not in every first view; without a network the screen
// goes without it (a report could not be sent then either).
const ReportProblem = lazy<ComponentType<{ origin: ReportOrigin }>>(() =>
  import('../report/ReportProblem').then(
    (module) => ({ default: module.ReportProblem }),
    () => ({ default: () => null }),
  ),
);

const Screen = styled.main`
  min-height: 100vh;
  display: grid;
  place-content: center;
  gap: 0.75rem;
  padding: 2rem;
  text-align: center;
  background: ${({ theme }) => theme.colors.background};
  h1 {
    color: ${({ theme }) => theme.colors.primary};
    font-size: 2.5rem;
    margin: 0;
  }
  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
`;

const Actions = styled.div`
  display: flex;
  gap: 0.75rem;
  justify-content: center;
`;

/** SPEC 2 Crash screen. */
export function CrashScreen() {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  return (
    <Screen>
      {/* The crashed page's own title went with it; this screen may show outside the router. */}
      <title>{pageTitle(MESSAGES.crashSubtitle)}</title>
      <h1>{MESSAGES.crashTitle}</h1>
      <h2>{MESSAGES.crashSubtitle}</h2>
      <p>{MESSAGES.crashReassurance}</p>
      <Actions>
        <Button type="button" onClick={() => dispatch(crashRefreshRequested())}>
          Refresh
        </Button>
        <Button type="button" $variant="ghost" onClick={() => dispatch(logoutRequested())}>
          Re-login
        </Button>
      </Actions>
      <a
        href={chatUrl(chatMessage({ kind: 'crash' }, user?.name ?? null))}
        target="_blank"
        rel="noreferrer"
      >
        Chat with us
      </a>
      <div>
        <Suspense fallback={null}>
          <ReportProblem origin="crash" />
        </Suspense>
      </div>
    </Screen>
  );
}
