import type { ReactNode } from 'react';
import { useAppSelector } from '../../../app/hooks';
import { selectBootSpinnerShown } from '../../../features/session/sessionSlice';
import { selectNavTheme } from '../../../features/shell/shellSlice';
import CoverVideo from '../../coverVideo/CoverVideo';
import { CrashBoundary } from '../../crash/CrashBoundary';
import { Footer } from '../footer/Footer';
import { BootSpinner } from '../feedback/BootSpinner';
import { ConfirmationOverlay } from '../feedback/ConfirmationOverlay';
import { ConfirmDialog, WarningDialog } from '../feedback/Dialogs';
import { Toast } from '../feedback/Toast';
import { Overlays } from '../overlays/Overlays';
import { useIsWide } from '../ui/useIsWide';
import { Header, Main } from './AppShell.styles';
import { DesktopNav } from './DesktopNav';
import { MobileTopBar, Sidebar } from './MobileNav';

/** Every page's frame: navigation, footer, and the overlays any page may raise. */
export function AppShell({ children }: { children: ReactNode }) {
  const navTheme = useAppSelector(selectNavTheme);
  const booting = useAppSelector(selectBootSpinnerShown);
  const wide = useIsWide();
  return (
    <CrashBoundary>
      <Header $theme={navTheme} data-theme={navTheme}>
        {wide ? <DesktopNav /> : <MobileTopBar />}
      </Header>
      <Main>{children}</Main>
      <Footer />
      {!wide && <Sidebar />}
      <Overlays />
      <CoverVideo />
      <WarningDialog />
      <ConfirmDialog />
      <ConfirmationOverlay />
      <Toast />
      {booting && <BootSpinner />}
    </CrashBoundary>
  );
}
