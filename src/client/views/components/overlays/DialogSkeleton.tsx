import { Backdrop, DialogCard, Skeleton } from '../ui/ui.styles';

/*
 * What an overlay shows while its code loads: its own frame, title and size, with shimmering
 * blocks where its contents will be, so nothing moves when they arrive. A click outside closes it
 * as the overlay itself would.
 */

/** Closes when the click lands on the backdrop itself, not inside the card. */
export const outside =
  (onClose: () => void) =>
  (event: { target: EventTarget; currentTarget: EventTarget }): void => {
    if (event.target === event.currentTarget) onClose();
  };

/** A dialog's card with its title, and a block as tall as its body. */
export function DialogSkeleton({
  title,
  bodyHeight,
  zIndex,
  wide,
  onClose,
}: {
  title: string;
  /** The body's height below the title (CSS length). */
  bodyHeight: string;
  zIndex?: number;
  /** As wide as a `wide` dialog. */
  wide?: boolean;
  onClose: () => void;
}) {
  return (
    <Backdrop $z={zIndex} onClick={outside(onClose)}>
      <DialogCard $wide={wide} role="status" aria-busy="true" aria-label={`Loading ${title}`}>
        <h2 aria-hidden="true">{title}</h2>
        <Skeleton data-testid="overlay-skeleton-body" $height={bodyHeight} />
      </DialogCard>
    </Backdrop>
  );
}
