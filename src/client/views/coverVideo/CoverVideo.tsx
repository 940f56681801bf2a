import type { SyntheticEvent } from 'react';
import { preload } from 'react-dom';
import { Link, useLocation } from 'react-router';
import type { CoverVideo as Video } from '../../../shared/contract';
import { useV2GetOSPVideoDataQuery } from '../../api/v2Api';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { COVER_VIDEO_QUERY } from '../../features/coverVideo/coverVideoListeners';
import { selectCartCount } from '../../features/cart/cartSlice';
import {
  coverVideoClosed,
  coverVideoExpanded,
  coverVideoLoopMs,
  selectCoverVideoFor,
  selectExpandedCoverVideoPage,
  type CoverVideoPage,
} from '../../features/coverVideo/coverVideoSlice';
import { CloseButton, FullScreen, Preview, PreviewButton } from './CoverVideo.styles';

const RENDERING_ON_SERVER = typeof window === 'undefined';

/** SPEC 2: the floating video lives on the home page and the decor listing. */
function pageOf(pathname: string): CoverVideoPage | null {
  if (pathname === '/') return 'home';
  if (pathname === '/decors/list' || pathname.startsWith('/decors/list/')) return 'decorListing';
  return null;
}

function Clip({
  url,
  poster,
  loopAfterMs,
  controls,
}: {
  url: string;
  poster?: string;
  loopAfterMs?: number;
  controls?: boolean;
}) {
  // The home page's preview is its largest picture: its poster is asked for first, in the head.
  if (poster && !controls) preload(poster, { as: 'image', fetchPriority: 'high' });
  // The preview restarts at its loop point rather than playing the whole clip.
  const onTimeUpdate = (event: SyntheticEvent<HTMLVideoElement>) => {
    const video = event.currentTarget;
    if (loopAfterMs !== undefined && video.currentTime * 1000 >= loopAfterMs) video.currentTime = 0;
  };
  return (
    <video
      src={url}
      poster={poster}
      muted={!controls}
      autoPlay
      loop
      playsInline
      controls={controls}
      onTimeUpdate={onTimeUpdate}
    />
  );
}

function Expanded({ video, onClose }: { video: Video; onClose: () => void }) {
  return (
    <FullScreen
      role="dialog"
      aria-modal="true"
      aria-label="Cover video"
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      <Clip url={video.videoUrl} poster={video.posterUrl} controls />
      <CloseButton type="button" aria-label="Close video" onClick={onClose} autoFocus>
        ×
      </CloseButton>
      {video.redirectUrl?.startsWith('/') && (
        <Link to={video.redirectUrl}>Explore decorations</Link>
      )}
    </FullScreen>
  );
}

/** The cover video: a small looping preview, full screen on a tap, gone once closed (SPEC 4). */
export default function CoverVideo() {
  const dispatch = useAppDispatch();
  const page = pageOf(useLocation().pathname);
  const video = useAppSelector((state) => (page ? selectCoverVideoFor(state, page) : null));
  const expanded = useAppSelector(selectExpandedCoverVideoPage);
  const raised = useAppSelector(selectCartCount) > 0;
  // On the server only: the home page is drawn with its video (see the cover-video listeners).
  const loadOnServer = useAppSelector(
    (state) => RENDERING_ON_SERVER && page === 'home' && state.coverVideo.status === 'idle',
  );
  useV2GetOSPVideoDataQuery(COVER_VIDEO_QUERY, { skip: !loadOnServer });
  if (!page || !video) return null;

  const close = () => dispatch(coverVideoClosed({ page }));
  if (expanded === page) return <Expanded video={video} onClose={close} />;
  return (
    <Preview $raised={raised}>
      <PreviewButton
        type="button"
        aria-label="Play cover video"
        onClick={() => dispatch(coverVideoExpanded(page))}
      >
        <Clip
          url={video.collapsedVideoUrl ?? video.videoUrl}
          poster={video.posterUrl}
          loopAfterMs={coverVideoLoopMs(video)}
        />
      </PreviewButton>
      <CloseButton type="button" aria-label="Close video" onClick={close}>
        ×
      </CloseButton>
    </Preview>
  );
}
