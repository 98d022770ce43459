import type { Meta, StoryObj } from '@storybook/react-vite';
import { Avatar } from './Avatar';
import { DropdownMenu, DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator } from './DropdownMenu';
import { avatarPicture } from './stories/fixtures';

const meta = {
  title: 'Navigation/DropdownMenu',
  component: DropdownMenu,
  args: { trigger: <button type="button">Menu</button>, children: null },
} satisfies Meta<typeof DropdownMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The header's user menu (docs/product.md §2): personal homepage, my orders, logout. */
export const UserMenu: Story = {
  render: () => (
    <div style={{ display: 'flex', justifyContent: 'flex-end', width: '20rem' }}>
      <DropdownMenu
        trigger={
          <button type="button" aria-label="Account menu" style={{ border: 0, background: 'none', padding: 0, borderRadius: '50%' }}>
            <Avatar src={avatarPicture(1)} name="Ada Lumen" />
          </button>
        }
      >
        <DropdownMenuLabel>Ada Lumen</DropdownMenuLabel>
        <DropdownMenuItem asChild>
          <a href="#/account">Personal homepage</a>
        </DropdownMenuItem>
        <DropdownMenuItem>My orders</DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem danger>Log out</DropdownMenuItem>
      </DropdownMenu>
    </div>
  ),
};
