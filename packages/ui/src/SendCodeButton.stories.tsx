import type { Meta, StoryObj } from '@storybook/react-vite';
import { SendCodeButton } from './SendCodeButton';

const meta = {
  title: 'Forms/SendCodeButton',
  component: SendCodeButton,
  args: { onSend: () => new Promise<boolean>((resolve) => setTimeout(() => resolve(true), 600)), seconds: 60 },
} satisfies Meta<typeof SendCodeButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const ShortCountdown: Story = { args: { seconds: 5 } };
export const SendFails: Story = { args: { onSend: () => Promise.resolve(false) } };
