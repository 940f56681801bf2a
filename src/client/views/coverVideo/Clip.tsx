import type { SyntheticEvent } from 'react';
import { preload } from 'react-dom';

export function Clip({
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
