// The site's own clips (`npm run media`, committed in public/media/): each is a WebM (VP9), an MP4
// (H.264) copy and a WebP poster of its first frame, served from the web origin.

/** Where the site serves the clips. */
export const MEDIA_PATH = '/media';

/** SPEC 2 (Home): the nav's drop banner, one clip before login and another after. */
export const DROP_BANNER_CLIPS = { guest: 'drop-guest', member: 'drop-member' } as const;

/** The how-it-works video view's clip. */
export const HOW_IT_WORKS_CLIP = 'how-it-works';

/** A clip's three files. */
export function clipFiles(name: string): { webm: string; mp4: string; poster: string } {
  return {
    webm: `${MEDIA_PATH}/${name}.webm`,
    mp4: `${MEDIA_PATH}/${name}.mp4`,
    poster: `${MEDIA_PATH}/${name}-poster.webp`,
  };
}
