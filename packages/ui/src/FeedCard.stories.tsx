import type { Meta, StoryObj } from '@storybook/react-vite';
import { FeedCard } from './FeedCard';
import { artwork, avatarPicture } from './stories/fixtures';

const meta = {
  title: 'Community/FeedCard',
  component: FeedCard,
  args: {
    href: '#/content/1',
    title: 'Moon lamp with a sleeping fox',
    image: { src: artwork(512, 704, 1), width: 512, height: 704 },
    author: { nickName: 'Ada Lumen', avatar: avatarPicture(1) },
    wantCount: 42,
    wanted: false,
    wantState: 'collecting',
  },
  argTypes: { wantState: { control: 'inline-radio', options: ['collecting', 'full'] } },
  decorators: [(Story) => <div style={{ width: '15rem' }}>{<Story />}</div>],
} satisfies Meta<typeof FeedCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Collecting: Story = {};
export const WithWantAction: Story = { args: { onWant: () => undefined } };
export const Wanted: Story = { args: { wanted: true, wantCount: 43 } };
export const VerifiedCreator: Story = { args: { author: { nickName: 'Ada Lumen', avatar: avatarPicture(1), tier: 'verified' } } };
export const Full: Story = { args: { wantState: 'full', wantCount: 128, image: { src: artwork(640, 480, 4), width: 640, height: 480 } } };

export const Gallery: Story = {
  decorators: [(Story) => <div style={{ width: '48rem' }}>{<Story />}</div>],
  render: (args) => (
    <div style={{ columns: 3, columnGap: '1rem' }}>
      {[704, 512, 900, 640, 520, 760].map((h, i) => (
        <div key={h} style={{ breakInside: 'avoid', marginBottom: '1rem' }}>
          <FeedCard
            {...args}
            title={['Moon lamp', 'Koi pendant', 'Paper crane earrings', 'Robot toy', 'Cloud keyring', 'Tiger tag'][i] ?? ''}
            image={{ src: artwork(512, h, i), width: 512, height: h }}
            wantCount={[42, 101, 7, 230, 0, 99][i] ?? 0}
            wantState={i === 1 || i === 3 ? 'full' : 'collecting'}
            wanted={i === 2}
          />
        </div>
      ))}
    </div>
  ),
};
