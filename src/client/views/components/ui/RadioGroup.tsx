import { useId, type ReactNode } from 'react';
import { ChoiceDetail, RadioChoice, RadioFieldset } from './controls.styles';
import { VisuallyHidden } from './ui.styles';

export interface RadioOption<V extends string> {
  value: V;
  /** The choice's words: its accessible name, with `detail`. */
  label: ReactNode;
  /** More about the choice, under its label (card look). */
  detail?: ReactNode;
  /** Shown at the end of the row, such as a price (card look). */
  aside?: ReactNode;
}

/**
 * One choice out of several: a fieldset named by its legend around native radios, so Tab enters
 * the group once and the arrow keys choose. Looks: 'chip' (pills), 'card' (a bordered row with a
 * detail and a price), 'plain' (a dot and its words). Controlled with `value` and `onChange`, or
 * read from the submitted form by `name` with `defaultValue`.
 */
export function RadioGroup<V extends string>({
  legend,
  hideLegend,
  name,
  options,
  value,
  defaultValue,
  onChange,
  look = 'chip',
  disabled,
  required,
}: {
  legend: ReactNode;
  hideLegend?: boolean;
  name?: string;
  options: readonly RadioOption<V>[];
  value?: V | null;
  defaultValue?: V;
  onChange?: (value: V) => void;
  look?: 'chip' | 'card' | 'plain';
  disabled?: boolean;
  required?: boolean;
}) {
  const ownName = useId();
  const controlled = value !== undefined;
  return (
    <RadioFieldset $look={look} disabled={disabled}>
      {hideLegend ? (
        <VisuallyHidden as="legend">{legend}</VisuallyHidden>
      ) : (
        <legend>{legend}</legend>
      )}
      {options.map((option) => (
        <RadioChoice key={option.value} $look={look}>
          <input
            type="radio"
            name={name ?? ownName}
            value={option.value}
            required={required}
            {...(controlled
              ? { checked: value === option.value, onChange: () => onChange?.(option.value) }
              : {
                  defaultChecked: defaultValue === option.value,
                  onChange: () => onChange?.(option.value),
                })}
          />
          {look === 'card' ? (
            <ChoiceDetail>
              <strong>{option.label}</strong>
              {option.detail}
            </ChoiceDetail>
          ) : (
            option.label
          )}
          {look === 'card' && option.aside}
        </RadioChoice>
      ))}
    </RadioFieldset>
  );
}
