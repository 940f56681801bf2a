import type { ComponentPropsWithRef, ReactNode } from 'react';
import { CheckLabel } from './controls.styles';

/**
 * A native checkbox drawn as a box, or as a switch (announced as one) for a setting that takes
 * effect at once; its label, the whole row, is the hit area.
 */
export function Checkbox({
  label,
  look = 'box',
  ...input
}: { label: ReactNode; look?: 'box' | 'switch' } & Omit<ComponentPropsWithRef<'input'>, 'type'>) {
  return (
    <CheckLabel $look={look}>
      <input type="checkbox" role={look === 'switch' ? 'switch' : undefined} {...input} />
      <span>{label}</span>
    </CheckLabel>
  );
}
