import type { ReactNode } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { modalOpened } from '../../../features/modals/modalsSlice';
import { preloadOnIntent } from '../overlays/overlayPreload';
import { Button } from '../ui/ui.styles';

/** Opens the rating dialog for one order (the home page's dock and the order page). */
export function RateOrderButton({ orderId, children }: { orderId: string; children: ReactNode }) {
  const dispatch = useAppDispatch();
  return (
    <Button
      type="button"
      {...preloadOnIntent('rating')}
      onClick={() =>
        dispatch(modalOpened({ name: 'rating', options: { orderId, onSuccess: null } }))
      }
    >
      {children}
    </Button>
  );
}
