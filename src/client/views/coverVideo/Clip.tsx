import type { SyntheticEvent } from 'react';
import { preload } from 'react-dom';

/** A source's media type from its file name, so the browser skips a format it cannot play. */
const typeOf = (url: string): string | undefined =>
  /\.webm(\?|$)/.test(url) ? 'video/webm' : /\.mp4(\?|$)/.test(url) ? 'video/mp4' : undefined;

/**
 * A clip over its poster: the WebM (VP9) first, then its MP4 (H.264) copy for browsers without
 * VP9 (Safari before 14.1, some phones); the browser plays the first it can.
 */
export function ClipSources({ url, mp4Url }: { url: string; mp4Url?: string }) {
  return (
    <>
      <source src={url} type={typeOf(url)} />
      {mp4Url && mp4Url !== url && <source src={mp4Url} type="video/mp4" />}
    </>
  );
}

export function Clip({
  url,
  mp4Url,
  poster,
  loopAfterMs,
  controls,
}: {
  url: string;
  mp4Url?: string;
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
    // A new clip is a new element: a <video> does not reload when its sources change.
    <video
      key={url}
      poster={poster}
      muted={!controls}
      autoPlay
      loop
      playsInline
      controls={controls}
      onTimeUpdate={onTimeUpdate}
    >
      <ClipSources url={url} mp4Url={mp4Url} />
    </video>
  );
}
