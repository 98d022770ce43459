import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from './Button';
import { DropdownMenu, DropdownMenuItem, DropdownMenuSub } from './DropdownMenu';
import { Popover } from './Popover';
import { QrCode } from './QrCode';

/** Floating panels: the popover (the header's 'more info'), a nested menu, and the QR code they show. */
const meta = { title: 'Overlays/Popover', component: Popover } satisfies Meta<typeof Popover>;
export default meta;
type Story = StoryObj<typeof meta>;

export const MoreInfo: Story = {
  args: {
    label: 'More info',
    trigger: <Button variant="ghost">More info</Button>,
    children: (
      <div style={{ display: 'grid', gap: '0.75rem' }}>
        <strong>Follow us</strong>
        <div style={{ display: 'flex', gap: '0.75rem' }}>
          <QrCode value="https://example.com/group-chat" size={96} label="Group chat" />
          <QrCode value="https://example.com/mini-program" size={96} label="Mini-program" />
        </div>
        <small>Company registration text</small>
      </div>
    ),
  },
};

export const NestedMenu: Story = {
  args: { label: 'unused', trigger: <span />, children: null },
  render: () => (
    <DropdownMenu align="start" trigger={<Button variant="ghost">Other</Button>}>
      <DropdownMenuSub label="Creation mode upgrade">
        <DropdownMenuItem>How to make good things</DropdownMenuItem>
        <DropdownMenuItem>Upgrade</DropdownMenuItem>
        <DropdownMenuItem>Tool tutorial</DropdownMenuItem>
        <DropdownMenuItem>About us</DropdownMenuItem>
      </DropdownMenuSub>
    </DropdownMenu>
  ),
};

export const Code: Story = {
  args: { label: 'unused', trigger: <span />, children: null },
  render: () => <QrCode value="https://example.com/mini-program" size={160} label="Scan to open the mini-program" />,
};
