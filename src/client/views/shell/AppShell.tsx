import { lazy, Suspense, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useAppSelector } from '../../app/hooks';
import { selectBootSpinnerShown } from '../../features/session/sessionSlice';
import { selectNavTheme } from '../../features/shell/shellSlice';
import CoverVideo from '../coverVideo/CoverVideo';
import { CrashBoundary } from '../crash/CrashBoundary';
import { BootSpinner } from '../components/feedback/BootSpinner';
import { Toast } from '../components/feedback/Toast';
import { useIsWide } from '../components/ui/useIsWide';
import { registerOverlayChunks } from '../components/overlays/overlayPreload';
import { Header, Main, SkipLink } from './AppShell.styles';
import { DesktopNav } from './DesktopNav';
import { MobileTopBar } from './MobileNav';
import { overlayChunks } from './overlays/overlayChunks';
// The overlays' hosts and skeletons come with the shell, so a tap that opens one (the location
// control, the menu) shows its skeleton at once after hydration, never waiting on a chunk; each
// overlay's own body still loads when it first opens.
import Overlays, { Alerts } from './overlays/Overlays';

// Shared components preload overlays by name; the table of their chunks is the shell's.
registerOverlayChunks(overlayChunks);

// Below every page's first screen: the server draws it, and the browser hydrates it once its code
// has come, after the first view's.
const Footer = lazy(() =>
  import('../components/footer/Footer').then((module) => ({
    default: module.Footer,
  })),
);
// Home's alone: other pages' first views do not carry its code (the server draws it on home).
const DropBanner = lazy(() =>
  import('./DropBanner').then((module) => ({
    default: module.DropBanner,
  })),
);

function HomeDropBanner() {
  return useLocation().pathname === '/' ? <DropBanner /> : null;
}

/** The navigation of the screen's width. */
function Navigation() {
  return useIsWide() ? <DesktopNav /> : <MobileTopBar />;
}

/**
 * The header in the nav's theme. It reads the theme itself, so the theme's turn (SPEC 9) redraws
 * the header alone: a redraw of the whole frame would reach parts the browser has not hydrated
 * yet (a lazy banner or footer whose code is still loading) and make React drop the server's
 * markup there until the code arrives, and the page would jump.
 */
function ThemedHeader({ children }: { children: ReactNode }) {
  const navTheme = useAppSelector(selectNavTheme);
  return (
    <Header $theme={navTheme} data-theme={navTheme}>
      {children}
    </Header>
  );
}

/** The boot spinner while start-up holds the screen (its own component, for the same reason). */
function Booting() {
  return useAppSelector(selectBootSpinnerShown) ? <BootSpinner /> : null;
}

/**
 * Every page's frame: navigation, footer, and the overlays any page may raise.
 *
 * The navigation, the page (see the router's layout), the footer and the cover video each sit in
 * a Suspense boundary of their own, though none waits for anything: the browser hydrates what
 * the server drew boundary by boundary in short slices after the frame itself, instead of all of
 * it in one long task, and a tap on a part not hydrated yet hydrates that part first.
 */
export function AppShell({ children }: { children: ReactNode }) {
  return (
    <CrashBoundary>
      <SkipLink
        href="#main"
        onClick={(event) => {
          // Focus, not the hash: the router would take a new #main as a page of its own.
          event.preventDefault();
          document.getElementById('main')?.focus();
        }}
      >
        Skip to content
      </SkipLink>
      <ThemedHeader>
        <Suspense fallback={null}>
          <Navigation />
        </Suspense>
      </ThemedHeader>
      <Suspense fallback={null}>
        <HomeDropBanner />
      </Suspense>
      <Main id="main" tabIndex={-1}>
        {children}
      </Main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
      <Overlays />
      <Suspense fallback={null}>
        <CoverVideo />
      </Suspense>
      <Alerts />
      <Toast />
      <Booting />
    </CrashBoundary>
  );
}
