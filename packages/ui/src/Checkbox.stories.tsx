import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  args: { checked: false, onCheckedChange: () => undefined, label: 'Hide my prompt from other people' },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

function Controlled({ error }: { error?: string }) {
  const [checked, setChecked] = useState(false);
  return (
    <Checkbox
      checked={checked}
      onCheckedChange={setChecked}
      error={checked ? undefined : error}
      label={
        <>
          I agree to the <a href="#/terms">Terms of Service</a> and the <a href="#/privacy-policy">Privacy Policy</a>
        </>
      }
    />
  );
}

export const Terms: Story = { render: () => <Controlled /> };
export const TermsRequired: Story = { render: () => <Controlled error="Please accept the terms to continue" /> };
export const Checked: Story = { args: { checked: true } };
export const Disabled: Story = { args: { disabled: true } };
