import { useId, useRef, type ReactNode } from 'react';
import { CloseIcon } from './icons';
import {
  Backdrop,
  Button,
  DialogActions,
  DialogCard,
  DialogClose,
  DialogHeader,
} from './ui.styles';
import { modalFrameProps } from './modalFrame';
import { useFocusTrap } from './useFocusTrap';

/**
 * A modal dialog: labelled by its title, focus moved inside on open and kept there, Escape and a
 * click on the backdrop close it, and focus goes back to what opened it. With `closeLabel` it has
 * a visible close button beside its title, named by that label ('Close menu'), for a phone, where
 * there is no Escape key and the backdrop around a full-width card is hard to hit.
 */
export function Dialog({
  title,
  onClose,
  children,
  zIndex,
  wide,
  closeLabel,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  zIndex?: number;
  /** A wider card, for a picture or video beside the words. */
  wide?: boolean;
  /** The accessible name of a close button beside the title; none without it. */
  closeLabel?: string;
}) {
  const titleId = useId();
  const card = useRef<HTMLDivElement>(null);
  useFocusTrap(card);
  const frame = modalFrameProps(titleId, onClose);
  return (
    <Backdrop $z={zIndex} {...frame.backdrop}>
      <DialogCard ref={card} $wide={wide} {...frame.card}>
        {closeLabel === undefined ? (
          <h2 id={titleId}>{title}</h2>
        ) : (
          <DialogHeader>
            <h2 id={titleId}>{title}</h2>
            <DialogClose type="button" aria-label={closeLabel} title={closeLabel} onClick={onClose}>
              <CloseIcon />
            </DialogClose>
          </DialogHeader>
        )}
        {children}
      </DialogCard>
    </Backdrop>
  );
}

/** A dialog's single button, on the right, that closes it ('Close' unless told). */
export function CloseActions({
  onClose,
  label = 'Close',
}: {
  onClose: () => void;
  label?: string;
}) {
  return (
    <DialogActions>
      <Button type="button" onClick={onClose}>
        {label}
      </Button>
    </DialogActions>
  );
}
