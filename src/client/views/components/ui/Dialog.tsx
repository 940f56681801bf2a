import { useId, useRef, type ReactNode } from 'react';
import { Backdrop, Button, DialogActions, DialogCard } from './ui.styles';
import { modalFrameProps } from './modalFrame';
import { useFocusTrap } from './useFocusTrap';

/**
 * A modal dialog: labelled by its title, focus moved inside on open and kept there, Escape and a
 * click on the backdrop close it, and focus goes back to what opened it.
 */
export function Dialog({
  title,
  onClose,
  children,
  zIndex,
  wide,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  zIndex?: number;
  /** A wider card, for a picture or video beside the words. */
  wide?: boolean;
}) {
  const titleId = useId();
  const card = useRef<HTMLDivElement>(null);
  useFocusTrap(card);
  const frame = modalFrameProps(titleId, onClose);
  return (
    <Backdrop $z={zIndex} {...frame.backdrop}>
      <DialogCard ref={card} $wide={wide} {...frame.card}>
        <h2 id={titleId}>{title}</h2>
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
