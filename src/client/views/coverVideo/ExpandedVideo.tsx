import { Link } from 'react-router';
import type { CoverVideo as Video } from '../../../shared/contract';
import { Clip } from './Clip';
import { CloseButton } from './CoverVideo.styles';
import { FullScreen } from './ExpandedVideo.styles';

/** The cover video full screen, with sound and controls: a chunk of its own, loaded on a tap. */
export default function Expanded({ video, onClose }: { video: Video; onClose: () => void }) {
  return (
    <FullScreen
      role="dialog"
      aria-modal="true"
      aria-label="Cover video"
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      <Clip url={video.videoUrl} mp4Url={video.mp4Url} poster={video.posterUrl} controls />
      <CloseButton type="button" aria-label="Close video" onClick={onClose} autoFocus>
        ×
      </CloseButton>
      {video.redirectUrl?.startsWith('/') && (
        <Link to={video.redirectUrl}>Explore decorations</Link>
      )}
    </FullScreen>
  );
}
