import styled, { keyframes } from 'styled-components';

export { IconButton, PanelBackdrop, Sheet, SheetHeader } from './AddressFormFrame.styles';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

export const FormBody = styled.form`
  display: grid;
  gap: 1rem;
  padding: 1rem;
  overflow-y: auto;
`;

export const LocationBox = styled.div`
  display: grid;
  gap: 0.25rem;
  padding: 0.75rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.small};
  background: ${({ theme }) => theme.colors.background};
  h3 {
    margin: 0;
    font-size: 1rem;
  }
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
  button {
    justify-self: start;
  }
`;

export const OtherLabel = styled.div`
  display: flex;
  align-items: flex-end;
  gap: 0.25rem;
  & > :first-child {
    flex: 1;
  }
`;

export const Receiver = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

export const Spinner = styled.span`
  display: inline-block;
  width: 1rem;
  height: 1rem;
  margin-right: 0.5rem;
  vertical-align: -0.15rem;
  border: 2px solid rgba(255, 255, 255, 0.5);
  border-top-color: #fff;
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;

/** Short fields side by side when there is room (pincode, city, state, mobile). */
export const FieldRow = styled.div`
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr));
`;
