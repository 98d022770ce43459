import type { Meta, StoryObj } from '@storybook/react-vite';
import { Avatar } from './Avatar';
import { avatarPicture, BROKEN_SRC } from './stories/fixtures';

const meta = {
  title: 'Media/Avatar',
  component: Avatar,
  args: { src: avatarPicture(0), name: 'Ada Lumen', size: 'md' },
} satisfies Meta<typeof Avatar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Picture: Story = {};
export const Initial: Story = { args: { src: null } };
export const Chinese: Story = { args: { src: null, name: '小明' } };
export const FailedPicture: Story = { args: { src: BROKEN_SRC } };
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: '0.5rem', alignItems: 'center' }}>
      {(['xs', 'sm', 'md', 'lg', 'xl'] as const).map((size) => (
        <Avatar key={size} {...args} size={size} />
      ))}
    </div>
  ),
};
