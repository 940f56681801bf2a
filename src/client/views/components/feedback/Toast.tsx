import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectToast, toastClicked } from '../../../features/toast/toastSlice';

const ToastBox = styled.button<{ $kind: string }>`
  position: fixed;
  left: 50%;
  bottom: 1.5rem;
  transform: translateX(-50%);
  z-index: ${({ theme }) => theme.zIndex.toast};
  max-width: min(92vw, 28rem);
  padding: 0.75rem 1.25rem;
  border: none;
  border-radius: ${({ theme }) => theme.radii.medium};
  font: inherit;
  color: #fff;
  background: ${({ theme, $kind }) =>
    $kind === 'error'
      ? theme.colors.danger
      : $kind === 'success'
        ? theme.colors.success
        : '#1a1d29'};
  cursor: pointer;
`;

/** SPEC 4 Toast: gone after 2 s (the listener) or on click. */
export function Toast() {
  const toast = useAppSelector(selectToast);
  const dispatch = useAppDispatch();
  return (
    <div role="status" aria-live="polite">
      {toast.status === 'shown' && (
        <ToastBox type="button" $kind={toast.kind} onClick={() => dispatch(toastClicked())}>
          {toast.message}
        </ToastBox>
      )}
    </div>
  );
}
