import type { Meta, StoryObj } from '@storybook/react-vite';
import { BothLanguages } from '../stories/BothLanguages';
import { UnreadBadge } from './UnreadBadge';

/** The unread badge (docs/product.md §9): the count up to 99, '99+' above, a dot on the mobile menu button. */
const meta = {
  title: 'Notices/Unread badge',
  component: UnreadBadge,
  args: { count: 7 },
  decorators: [
    (Story) => (
      <BothLanguages>
        <span>
          Messages <Story />
        </span>
      </BothLanguages>
    ),
  ],
} satisfies Meta<typeof UnreadBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Few: Story = {};
export const NinetyNine: Story = { args: { count: 99 } };
export const MoreThanNinetyNine: Story = { args: { count: 100 } };
export const Dot: Story = { args: { count: 3, variant: 'dot' } };
