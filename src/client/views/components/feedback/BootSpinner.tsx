import styled, { keyframes } from 'styled-components';

const spin = keyframes`to { transform: rotate(360deg); }`;

// Under the confirmation overlay and the toasts: what they tell (an order placed, a payment's
// outcome) is never hidden by a session that is still starting behind them.
const Screen = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.toast - 2};
  display: grid;
  place-items: center;
  background: ${({ theme }) => theme.colors.background};
`;

const Ring = styled.div`
  width: 48px;
  height: 48px;
  border-radius: 50%;
  border: 4px solid ${({ theme }) => theme.colors.border};
  border-top-color: ${({ theme }) => theme.colors.primary};
  animation: ${spin} 0.8s linear infinite;
`;

/** The full-screen spinner while the app boots (SPEC 2 Crash screen). */
export function BootSpinner() {
  return (
    <Screen role="progressbar" aria-label="Loading" aria-busy="true">
      <Ring />
    </Screen>
  );
}
