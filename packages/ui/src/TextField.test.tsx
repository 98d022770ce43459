import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from './Checkbox';
import { TextArea, TextField } from './TextField';
import { renderUi } from './test/render';

describe('TextField', () => {
  it('is named by its label and described by hint and error', () => {
    renderUi(<TextField label="E-mail" hint="We never share it" error="Please enter a valid e-mail address" />);
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('Please enter a valid e-mail address We never share it');
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid e-mail address');
  });

  it('is valid without an error and forwards input props', async () => {
    const onChange = vi.fn();
    renderUi(<TextField label="Title" onChange={onChange} maxLength={50} />);
    const input = screen.getByRole('textbox', { name: 'Title' });
    expect(input).not.toBeInvalid();
    expect(input).toHaveAttribute('maxlength', '50');
    await userEvent.type(input, 'Moon');
    expect(onChange).toHaveBeenCalledTimes(4);
  });

  it('has a multi-line variant with the same wiring', () => {
    renderUi(<TextArea label="Description" hint="0/300" />);
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveAccessibleDescription('0/300');
  });
});

describe('Checkbox', () => {
  it('toggles through its label and reports the new value', async () => {
    const onCheckedChange = vi.fn();
    renderUi(<Checkbox checked={false} onCheckedChange={onCheckedChange} label="I agree" />);
    await userEvent.click(screen.getByText('I agree'));
    expect(onCheckedChange).toHaveBeenCalledWith(true);
    expect(screen.getByRole('checkbox', { name: 'I agree' })).not.toBeChecked();
  });

  it('announces an error', () => {
    renderUi(<Checkbox checked={false} onCheckedChange={() => undefined} label="I agree" error="Please agree" />);
    expect(screen.getByRole('checkbox', { name: 'I agree' })).toHaveAccessibleDescription('Please agree');
  });
});
