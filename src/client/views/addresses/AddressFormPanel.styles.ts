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
  fieldset {
    margin: 0;
    padding: 0;
    border: none;
    display: grid;
    gap: 0.5rem;
  }
  legend {
    padding: 0;
    margin-bottom: 0.5rem;
    font-weight: 700;
  }
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

export const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

/** A radio drawn as a chip; the input stays focusable for the keyboard. */
export const Chip = styled.label<{ $on: boolean }>`
  position: relative;
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 1rem;
  border-radius: 999px;
  border: 1px solid ${({ theme }) => theme.colors.primary};
  background: ${({ theme, $on }) => ($on ? theme.colors.primary : theme.colors.surface)};
  color: ${({ theme, $on }) => ($on ? '#fff' : theme.colors.primary)};
  font-weight: 600;
  cursor: pointer;
  input {
    position: absolute;
    inset: 0;
    opacity: 0;
    margin: 0;
    cursor: pointer;
  }
  &:focus-within {
    outline: 2px solid ${({ theme }) => theme.colors.text};
    outline-offset: 2px;
  }
`;

export const Field = styled.label`
  display: grid;
  gap: 0.25rem;
  font-weight: 600;
  input {
    min-height: 44px;
    padding: 0 0.75rem;
    font: inherit;
    font-weight: 400;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.small};
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surface};
  }
  input[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

export const OtherLabel = styled.div`
  display: flex;
  align-items: flex-end;
  gap: 0.25rem;
  & > label {
    flex: 1;
  }
`;

/** A field and, outside its label, the error that describes it. */
export const FieldGroup = styled.div`
  display: grid;
  gap: 0.25rem;
`;

export const FieldError = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 400;
  font-size: 0.9rem;
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
