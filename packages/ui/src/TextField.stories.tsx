import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextArea, TextField } from './TextField';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  args: { label: 'E-mail', placeholder: 'you@example.com', type: 'email' },
  decorators: [(Story) => <div style={{ width: '20rem' }}>{<Story />}</div>],
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithHint: Story = { args: { label: 'Title', hint: '12/50', type: 'text', placeholder: 'Give your design a name' } };
export const WithError: Story = { args: { error: 'Please enter a valid e-mail address', defaultValue: 'ada@' } };
export const Disabled: Story = { args: { disabled: true, defaultValue: 'ada@example.com' } };
export const MultiLine: Story = {
  render: () => <TextArea label="Description" hint="0/300" placeholder="Tell people about your design" />,
};
