import type { Meta, StoryObj } from '@storybook/react-vite';
import { Image } from './Image';
import { artwork, BROKEN_SRC } from './stories/fixtures';

const meta = {
  title: 'Media/Image',
  component: Image,
  args: { src: artwork(512, 768, 1), alt: 'A blue moon lamp', width: 512, height: 768 },
  decorators: [(Story) => <div style={{ width: '16rem' }}>{<Story />}</div>],
} satisfies Meta<typeof Image>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {};
/** A source that never answers: the skeleton stays. */
export const Loading: Story = { args: { src: 'https://example.invalid/slow.png' } };
export const Failed: Story = { args: { src: BROKEN_SRC } };
export const Fallback: Story = { args: { src: BROKEN_SRC, fallbackSrc: artwork(512, 768, 3) } };
export const Wide: Story = { args: { src: artwork(1024, 512, 2), width: 1024, height: 512 } };
