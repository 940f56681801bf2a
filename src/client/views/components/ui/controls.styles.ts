import styled, { css } from 'styled-components';

/** The focus ring every control shows to the keyboard (and not to a mouse click). */
export const focusRing = css`
  outline: 2px solid ${({ theme }) => theme.colors.primary};
  outline-offset: 2px;
`;

/** A stepper button's bold glyph (+, −), greyed out when it cannot step further. */
export const stepGlyph = css`
  font-size: 1.25rem;
  font-weight: 700;
  cursor: pointer;
  &:disabled {
    color: ${({ theme }) => theme.colors.muted};
    cursor: not-allowed;
  }
`;

export const FieldShell = styled.div`
  display: grid;
  gap: 0.25rem;
  min-width: 0;
`;

export const FieldLabel = styled.label`
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text};
`;

const boxLook = css`
  width: 100%;
  min-width: 0;
  min-height: 44px;
  padding: 0 0.75rem;
  border: 1px solid ${({ theme }) => theme.colors.muted};
  border-radius: ${({ theme }) => theme.radii.small};
  font: inherit;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  &:focus-visible {
    ${focusRing}
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
  &:disabled,
  &[readonly] {
    background: ${({ theme }) => theme.colors.background};
  }
`;

export const Input = styled.input`
  ${boxLook}
  &[type='date'] {
    min-width: 10rem;
  }
`;

export const TextArea = styled.textarea`
  ${boxLook}
  min-height: 6rem;
  padding: 0.5rem 0.75rem;
  resize: vertical;
`;

export const Select = styled.select`
  ${boxLook}
`;

/** A fixed part before the value, such as the +91 of a phone number. */
export const Affixed = styled.div`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  & > span {
    font-weight: 600;
  }
`;

export const FieldHint = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.875rem;
`;

export const FieldErrorText = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
  font-size: 0.9rem;
`;

/** A checkbox or a switch whose whole row, at least 44 px high, is the hit area. */
export const CheckLabel = styled.label<{ $look: 'box' | 'switch' }>`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  min-height: 44px;
  font-weight: 600;
  cursor: pointer;
  input {
    appearance: none;
    flex: none;
    position: relative;
    margin: 0;
    cursor: pointer;
    transition: background 0.15s;
  }
  input:focus-visible {
    ${focusRing}
  }
  input:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
  ${({ $look, theme }) =>
    $look === 'switch'
      ? css`
          input {
            width: 2.75rem;
            height: 1.5rem;
            border-radius: 999px;
            background: ${theme.colors.muted};
          }
          input::after {
            content: '';
            position: absolute;
            top: 0.1875rem;
            left: 0.1875rem;
            width: 1.125rem;
            height: 1.125rem;
            border-radius: 50%;
            background: ${theme.colors.surface};
            transition: transform 0.15s;
          }
          input:checked {
            background: ${theme.colors.primary};
          }
          input:checked::after {
            transform: translateX(1.25rem);
          }
        `
      : css`
          input {
            width: 1.375rem;
            height: 1.375rem;
            border: 2px solid ${theme.colors.muted};
            border-radius: 4px;
            background: ${theme.colors.surface};
          }
          input:checked {
            border-color: ${theme.colors.primary};
            background: ${theme.colors.primary};
          }
          input:checked::after {
            content: '';
            position: absolute;
            left: 0.375rem;
            top: 0.125rem;
            width: 0.3125rem;
            height: 0.6875rem;
            border: solid ${theme.colors.surface};
            border-width: 0 2px 2px 0;
            transform: rotate(45deg);
          }
        `}
`;

export const RadioFieldset = styled.fieldset<{ $look: 'chip' | 'card' | 'plain' }>`
  border: none;
  margin: 0;
  padding: 0;
  min-width: 0;
  display: ${({ $look }) => ($look === 'card' ? 'grid' : 'flex')};
  flex-wrap: wrap;
  gap: ${({ $look }) => ($look === 'plain' ? '0.25rem 1rem' : '0.5rem')};
  legend {
    padding: 0;
    margin-bottom: 0.5rem;
    font-weight: 700;
  }
  &:disabled label {
    cursor: not-allowed;
    opacity: 0.7;
  }
`;

/** A radio drawn as a round dot, native underneath so arrows move between the choices. */
const dot = css`
  appearance: none;
  flex: none;
  width: 1.25rem;
  height: 1.25rem;
  margin: 0;
  border: 2px solid ${({ theme }) => theme.colors.muted};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.surface};
  cursor: inherit;
  &:checked {
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: inset 0 0 0 3px ${({ theme }) => theme.colors.surface};
    background: ${({ theme }) => theme.colors.primary};
  }
  &:focus-visible {
    ${focusRing}
  }
`;

export const RadioChoice = styled.label<{ $look: 'chip' | 'card' | 'plain' }>`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  min-height: 44px;
  cursor: pointer;
  ${({ $look, theme }) => {
    switch ($look) {
      case 'chip':
        return css`
          padding: 0 1rem;
          border-radius: 999px;
          border: 1px solid ${theme.colors.primary};
          background: ${theme.colors.surface};
          color: ${theme.colors.primary};
          font-weight: 600;
          input {
            position: absolute;
            inset: 0;
            width: 100%;
            height: 100%;
            margin: 0;
            opacity: 0;
            cursor: pointer;
          }
          &:has(input:checked) {
            background: ${theme.colors.primary};
            color: #fff;
          }
          &:has(input:focus-visible) {
            outline: 2px solid ${theme.colors.text};
            outline-offset: 2px;
          }
        `;
      case 'card':
        return css`
          display: grid;
          grid-template-columns: auto minmax(0, 1fr) auto;
          gap: 0.75rem;
          padding: 0.75rem;
          border-radius: ${theme.radii.small};
          border: 2px solid ${theme.colors.border};
          input {
            ${dot}
          }
          &:has(input:checked) {
            border-color: ${theme.colors.primary};
          }
          strong {
            display: block;
          }
        `;
      case 'plain':
        return css`
          input {
            ${dot}
          }
        `;
    }
  }}
`;

export const ChoiceDetail = styled.span`
  display: block;
  min-width: 0;
`;

/** A form's fields, messages and actions, one under another. */
export const FormStack = styled.form`
  display: grid;
  gap: 0.75rem;
  & > p {
    margin: 0;
  }
`;
