import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
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
import { Clip } from './Clip';
import { CloseButton, Preview, PreviewButton, RoomForPreview } from './CoverVideo.styles';

const loadExpanded = () => import('./ExpandedVideo');
const Expanded = lazy(loadExpanded);
const preloadExpanded = () => void loadExpanded();

const RENDERING_ON_SERVER = typeof window === 'undefined';

/** SPEC 2: the floating video lives on the home page and the decor listing. */
function pageOf(pathname: string): CoverVideoPage | null {
  if (pathname === '/') return 'home';
  if (pathname === '/decors/list' || pathname.startsWith('/decors/list/')) return 'decorListing';
  return null;
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
  if (expanded === page)
    return (
      <Suspense fallback={null}>
        <Expanded video={video} onClose={close} />
      </Suspense>
    );
  return (
    <Preview $raised={raised} data-cover-preview>
      <RoomForPreview $raised={raised} />
      <PreviewButton
        type="button"
        aria-label="Play cover video"
        onPointerEnter={preloadExpanded}
        onFocus={preloadExpanded}
        onClick={() => dispatch(coverVideoExpanded(page))}
      >
        <Clip
          {...(video.collapsedVideoUrl
            ? {
                url: video.collapsedVideoUrl,
                mp4Url: video.collapsedMp4Url,
                poster: video.collapsedPosterUrl ?? video.posterUrl,
              }
            : { url: video.videoUrl, mp4Url: video.mp4Url, poster: video.posterUrl })}
          loopAfterMs={coverVideoLoopMs(video)}
        />
      </PreviewButton>
      <CloseButton type="button" aria-label="Close video" onClick={close}>
        ×
      </CloseButton>
    </Preview>
  );
}
