import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { theme } from '../../../src/client/app/theme';
import { submittedValue } from '../../../src/client/views/auth/formFields';
import { Checkbox } from '../../../src/client/views/components/ui/Checkbox';
import { RadioGroup } from '../../../src/client/views/components/ui/RadioGroup';
import {
  SelectField,
  TextAreaField,
  TextField,
} from '../../../src/client/views/components/ui/TextField';

const draw = (ui: React.ReactElement) => render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);

describe('TextField', () => {
  test('its label names the input; typing reaches it', async () => {
    draw(<TextField label="Flat no." />);
    const input = screen.getByRole('textbox', { name: 'Flat no.' });
    await userEvent.type(input, '12B');
    expect(input).toHaveValue('12B');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  test('an error marks it invalid, is announced and describes it, with the hint', () => {
    draw(<TextField label="Name" hint="As on your ID" error="Please enter your name" />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('As on your ID Please enter your name');
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter your name');
  });

  test('a checked field without an error is valid and has no message', () => {
    draw(<TextField label="Name" error={null} />);
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'false');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  test('a fixed prefix is not read as part of the name; a hidden label still names it', () => {
    draw(
      <>
        <TextField label="Phone number" prefix="+91" type="tel" />
        <TextField label="Promo code" hideLabel />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Phone number' })).toBeInTheDocument();
    expect(screen.getByText('+91')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('textbox', { name: 'Promo code' })).toBeInTheDocument();
  });

  test('the text box and the select carry the same label and error wiring', async () => {
    draw(
      <>
        <TextAreaField label="Reason for cancelling" error="Tell us why" />
        <SelectField label="Gender" defaultValue="">
          <option value="">Not added</option>
          <option value="female">Female</option>
        </SelectField>
      </>,
    );
    const box = screen.getByRole('textbox', { name: 'Reason for cancelling' });
    expect(box).toHaveAccessibleDescription('Tell us why');
    const select = screen.getByRole('combobox', { name: 'Gender' });
    await userEvent.selectOptions(select, 'female');
    expect(select).toHaveValue('female');
  });
});

describe('Checkbox', () => {
  test('Space toggles it, and a click anywhere on its label', async () => {
    const changes: boolean[] = [];
    draw(
      <Checkbox label="Keep me posted" onChange={(event) => changes.push(event.target.checked)} />,
    );
    const box = screen.getByRole('checkbox', { name: 'Keep me posted' });
    await userEvent.tab();
    expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(box).toBeChecked();
    await userEvent.click(screen.getByText('Keep me posted'));
    expect(box).not.toBeChecked();
    expect(changes).toEqual([true, false]);
  });

  test('the switch look is announced as a switch', async () => {
    function Wallet() {
      const [on, setOn] = useState(true);
      return (
        <Checkbox
          look="switch"
          label="Use wallet balance"
          checked={on}
          onChange={(event) => setOn(event.target.checked)}
        />
      );
    }
    draw(<Wallet />);
    const toggle = screen.getByRole('switch', { name: 'Use wallet balance' });
    expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    expect(toggle).not.toBeChecked();
  });
});

describe('RadioGroup', () => {
  const SIZES = [
    { value: 'small', label: 'Small' },
    { value: 'large', label: 'Large', detail: ' for a big room', aside: '₹1,999' },
  ] as const;

  test('a group named by its legend; Tab enters it once, the arrows choose', async () => {
    function Sizes() {
      const [size, setSize] = useState<'small' | 'large'>('small');
      return (
        <>
          <RadioGroup legend="Size" options={SIZES} value={size} onChange={setSize} />
          <output>{size}</output>
          <button type="button">Next</button>
        </>
      );
    }
    draw(<Sizes />);
    const group = screen.getByRole('group', { name: 'Size' });
    const small = within(group).getByRole('radio', { name: 'Small' });
    const large = within(group).getByRole('radio', { name: 'Large' });
    expect(small).toBeChecked();
    await userEvent.tab();
    expect(small).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(large).toHaveFocus();
    expect(large).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('large');
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
  });

  test('the card look names each choice by its label and detail, with its price beside', () => {
    draw(<RadioGroup legend="Size" look="card" options={SIZES} value="large" />);
    const large = screen.getByRole('radio', { name: /Large for a big room/ });
    expect(large.closest('label')).toHaveTextContent('₹1,999');
  });

  test('without a value it belongs to the form: the submitted value is the chosen one', async () => {
    let submitted = '';
    draw(
      <form onSubmit={(event) => (submitted = submittedValue(event, 'size'))}>
        <RadioGroup legend="Size" look="plain" name="size" options={SIZES} />
        <button type="submit">Send</button>
      </form>,
    );
    await userEvent.click(screen.getByRole('radio', { name: 'Small' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(submitted).toBe('small');
  });

  test('a disabled group lets nothing be chosen', async () => {
    const chosen: string[] = [];
    draw(
      <RadioGroup
        legend="Size"
        options={SIZES}
        value="small"
        disabled
        onChange={(size) => chosen.push(size)}
      />,
    );
    await userEvent.click(screen.getByRole('radio', { name: 'Large' }));
    expect(chosen).toEqual([]);
    expect(screen.getByRole('radio', { name: 'Large' })).toBeDisabled();
  });
});
