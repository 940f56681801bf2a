import { useEffect, useRef } from 'react';
import { preload } from 'react-dom';
import { Link, useLocation } from 'react-router';
import { MESSAGES } from '../../../shared/domain';
import { clipFiles, DROP_BANNER_CLIPS } from '../../../shared/domain/media';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectIsLoggedIn } from '../../features/auth/authSlice';
import { loginModalOpened } from '../../features/modals/modalsSlice';
import { ClipSources } from '../coverVideo/Clip';
import { preloadOnIntent } from '../components/overlays/overlayPreload';
import { Action, Banner, Words } from './DropBanner.styles';

/** The words of each variant; the clips carry none. */
export const DROP_BANNER_TEXTS = {
  guest: 'Offer prices for members',
  member: 'Your offer prices are on',
  explore: 'Explore decorations',
} as const;

/**
 * SPEC 2 (Home): the navigation's drop banner, a clip with its poster; one variant before login
 * (its button opens the login modal), another after.
 */
export function DropBanner() {
  const dispatch = useAppDispatch();
  const member = useAppSelector(selectIsLoggedIn);
  const onHome = useLocation().pathname === '/';
  const variant = member ? 'member' : 'guest';
  const files = clipFiles(DROP_BANNER_CLIPS[variant]);
  const video = useRef<HTMLVideoElement>(null);
  const playing = onHome ? files.webm : null;
  // Plays once the page is live, muted and looping, unless the customer asked for less motion:
  // the poster stands in until then (and on the server's page).
  useEffect(() => {
    const element = video.current;
    if (!playing || !element) return;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    element.muted = true;
    element.play?.()?.catch(() => undefined);
  }, [playing]);
  if (!onHome) return null;
  // On a phone its poster is home's largest picture: asked for first, in the head, and one of the
  // main pictures the app's code waits to see painted.
  preload(files.poster, { as: 'image', fetchPriority: 'high' });
  return (
    <Banner aria-label="Offer prices" data-drop-banner={variant}>
      <video
        key={files.webm}
        ref={video}
        poster={files.poster}
        loop
        muted
        playsInline
        preload="none"
        aria-hidden="true"
      >
        <ClipSources url={files.webm} mp4Url={files.mp4} />
      </video>
      <Words>
        <p>{DROP_BANNER_TEXTS[variant]}</p>
        {member ? (
          <Action as={Link} to="/decors/list">
            {DROP_BANNER_TEXTS.explore}
          </Action>
        ) : (
          <Action
            type="button"
            {...preloadOnIntent('login')}
            onClick={() => dispatch(loginModalOpened())}
          >
            {MESSAGES.loginToDropPrice}
          </Action>
        )}
      </Words>
    </Banner>
  );
}
