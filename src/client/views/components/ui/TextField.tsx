import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import {
  Affixed,
  FieldErrorText,
  FieldHint,
  FieldLabel,
  FieldShell,
  Input,
  Select,
  TextArea,
} from './controls.styles';
import { VisuallyHidden } from './ui.styles';

interface FieldText {
  /** The label: the control's accessible name. */
  label: ReactNode;
  /** Read by screen readers but not drawn (the context shows what the field is). */
  hideLabel?: boolean;
  /** A lasting note under the field, tied to it with aria-describedby. */
  hint?: ReactNode;
  /**
   * The message of what is wrong: marks the field invalid and is announced when it appears.
   * Null for a checked field that is fine (aria-invalid false); leave it out when nothing checks it.
   */
  error?: string | null;
}

/** The label, hint and error around one control, and the attributes that tie them to it. */
function useFieldFrame({ label, hideLabel, hint, error }: FieldText, givenId?: string) {
  const ownId = useId();
  const id = givenId ?? ownId;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  const control = {
    id,
    'aria-invalid': error === undefined ? undefined : Boolean(error),
    'aria-describedby': describedBy || undefined,
  };
  const frame = (field: ReactNode) => (
    <FieldShell>
      {hideLabel ? (
        <VisuallyHidden as="label" htmlFor={id}>
          {label}
        </VisuallyHidden>
      ) : (
        <FieldLabel htmlFor={id}>{label}</FieldLabel>
      )}
      {field}
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
      {error && (
        <FieldErrorText id={errorId} role="alert">
          {error}
        </FieldErrorText>
      )}
    </FieldShell>
  );
  return { control, frame };
}

/** A labelled text input (any text-like type, date included) with its hint and error. */
export function TextField({
  label,
  hideLabel,
  hint,
  error,
  prefix,
  id,
  ...input
}: FieldText & { prefix?: string } & ComponentPropsWithRef<'input'>) {
  const { control, frame } = useFieldFrame({ label, hideLabel, hint, error }, id);
  const field = <Input {...input} {...control} />;
  return frame(
    prefix ? (
      <Affixed>
        <span aria-hidden="true">{prefix}</span>
        {field}
      </Affixed>
    ) : (
      field
    ),
  );
}

/** A labelled multi-line text box with its hint and error. */
export function TextAreaField({
  label,
  hideLabel,
  hint,
  error,
  id,
  ...textarea
}: FieldText & ComponentPropsWithRef<'textarea'>) {
  const { control, frame } = useFieldFrame({ label, hideLabel, hint, error }, id);
  return frame(<TextArea {...textarea} {...control} />);
}

/** A labelled list of choices (a native select, so every phone shows its own picker). */
export function SelectField({
  label,
  hideLabel,
  hint,
  error,
  id,
  ...select
}: FieldText & ComponentPropsWithRef<'select'>) {
  const { control, frame } = useFieldFrame({ label, hideLabel, hint, error }, id);
  return frame(<Select {...select} {...control} />);
}
