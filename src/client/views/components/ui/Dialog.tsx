import { useId, useRef, type ReactNode } from 'react';
import { Backdrop, Button, DialogActions, DialogCard } from './ui.styles';
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
  return (
    <Backdrop
      $z={zIndex}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <DialogCard
        ref={card}
        $wide={wide}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onClose();
        }}
      >
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
