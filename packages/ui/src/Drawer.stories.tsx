import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from './Button';
import { Drawer } from './Drawer';

const meta = {
  title: 'Overlays/Drawer',
  component: Drawer,
  args: { open: true, title: 'Want-tickets', onOpenChange: () => undefined },
} satisfies Meta<typeof Drawer>;
export default meta;
type Story = StoryObj<typeof meta>;

function DrawerDemo({ side }: { side?: 'left' | 'right' }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open drawer</Button>
      <Drawer
        open={open}
        onOpenChange={setOpen}
        side={side}
        title="Want-tickets"
        description="Send a want-ticket to vote for a design you would buy."
        footer={<a href="#/make-real">How designs are made real →</a>}
      >
        <ul style={{ display: 'grid', gap: '1rem', padding: 0, listStyle: 'none' }}>
          <li>Sign-up reward · +5</li>
          <li>Wanted “Moon lamp” · −1</li>
          <li>Daily reward · +1</li>
        </ul>
      </Drawer>
    </>
  );
}

export const Right: Story = { render: () => <DrawerDemo /> };
export const Left: Story = { render: () => <DrawerDemo side="left" /> };
