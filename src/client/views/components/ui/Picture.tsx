import { preload } from 'react-dom';
import { avifSrcSet, imageSrcSet, placeholderPath } from '../../../../shared/domain/images';

// Out of the layout: the <img> inside is what the parent's grid, flex or `img` rules place. A
// <source> is an inline box by default: under a `display: contents` frame it would be a grid's
// item of its own, taking the picture's cell and pushing the name and price into the wrong ones.
const FRAME = { display: 'contents' } as const;
const UNDRAWN = { display: 'none' } as const;

/** The box of a picture below the fold until it arrives (the skeletons' tint). */
const LAZY_TINT = '#e4eaf7';

/**
 * How a picture loads: 'lazy' below the fold, 'eager' when a first view shows it, 'first' for the
 * page's largest picture (its LCP), asked for ahead of everything else.
 */
export type PicturePriority = 'lazy' | 'eager' | 'first';

/**
 * A catalogue picture: AVIF where the browser takes it, else WebP, at the width `sizes` asks
 * for, with its width and height set so nothing moves as it arrives. In the first view its 16 px
 * placeholder, stretched (which blurs it), fills the box until the picture covers it; below the
 * fold a tint does. Any other picture (an outside URL) is a plain image.
 */
export function Picture({
  src,
  alt,
  width,
  height,
  sizes,
  priority = 'lazy',
  className,
}: {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** The rendered width, as `<img sizes>` takes it: '(min-width: 769px) 22vw, 47vw'. */
  sizes: string;
  priority?: PicturePriority;
  className?: string;
}) {
  const webp = imageSrcSet(src);
  const placeholder = placeholderPath(src);
  // A background image is fetched as soon as its element is drawn, wherever it sits: only a
  // picture of the first view shows its placeholder, so the pictures further down do not add a
  // request each ahead of what the screen shows. They wait on a plain tint.
  const style = !placeholder
    ? undefined
    : priority === 'lazy'
      ? { backgroundColor: LAZY_TINT }
      : { backgroundImage: `url(${placeholder})`, backgroundSize: 'cover' };
  const image = (
    <img
      className={className}
      src={src}
      srcSet={webp}
      sizes={webp ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={priority === 'lazy' ? 'lazy' : 'eager'}
      fetchPriority={priority === 'first' ? 'high' : undefined}
      style={style}
    />
  );
  if (!webp) return image;
  const avif = avifSrcSet(src);
  // React preloads a lone high-priority <img> by itself, but not one inside <picture>: the page's
  // largest picture is asked for in the head, as AVIF (a browser without it skips the preload).
  if (priority === 'first' && avif) {
    preload(src, {
      as: 'image',
      type: 'image/avif',
      imageSrcSet: avif,
      imageSizes: sizes,
      fetchPriority: 'high',
    });
  }
  return (
    <picture style={FRAME}>
      <source type="image/avif" srcSet={avif} sizes={sizes} style={UNDRAWN} />
      {image}
    </picture>
  );
}
