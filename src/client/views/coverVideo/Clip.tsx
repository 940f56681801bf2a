import type { SyntheticEvent } from 'react';

/** The seeded clips are animated SVG drawings; real uploads are video files. */
const isImage = (url: string) => /\.svg(\?|$)/i.test(url);

export function Clip({
  url,
  loopAfterMs,
  controls,
}: {
  url: string;
  loopAfterMs?: number;
  controls?: boolean;
}) {
  // The home page's preview is its largest image: the server draws it, asked for first.
  if (isImage(url))
    return controls ? (
      <img src={url} alt="" />
    ) : (
      <img src={url} alt="" width={120} height={213} fetchPriority="high" />
    );
  // The preview restarts at its loop point rather than playing the whole clip.
  const onTimeUpdate = (event: SyntheticEvent<HTMLVideoElement>) => {
    const video = event.currentTarget;
    if (loopAfterMs !== undefined && video.currentTime * 1000 >= loopAfterMs) video.currentTime = 0;
  };
  return (
    <video
      src={url}
      muted={!controls}
      autoPlay
      loop
      playsInline
      controls={controls}
      onTimeUpdate={onTimeUpdate}
    />
  );
}
