import type { InputHTMLAttributes } from 'react';

type PhoneInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'type' | 'inputMode'>;

/** The console's phone number field, read by `fieldOf(event, 'phone')` (login, report filters). */
export function PhoneField(props: PhoneInputProps) {
  return (
    <label>
      Phone number
      <input name="phone" type="tel" inputMode="numeric" {...props} />
    </label>
  );
}
