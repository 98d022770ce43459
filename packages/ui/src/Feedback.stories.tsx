import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from './Badge';
import { ProgressBar } from './ProgressBar';
import { Skeleton } from './Skeleton';
import { Spinner } from './Spinner';

const meta = { title: 'Feedback/Indicators', component: Spinner } satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Spinners: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: '1rem', alignItems: 'center' }}>
      <Spinner size="sm" />
      <Spinner />
      <Spinner size="lg" label="Loading more designs" />
    </div>
  ),
};

export const Badges: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
      <Badge>Collecting wants</Badge>
      <Badge tone="accent">You wanted this</Badge>
      <Badge tone="success">Going to production</Badge>
      <Badge tone="danger">Rejected</Badge>
      <span style={{ background: '#888', padding: '0.5rem', borderRadius: '0.75rem' }}>
        <Badge tone="overlay">Going to production</Badge>
      </span>
    </div>
  ),
};

export const Skeletons: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: '0.5rem', width: '16rem' }}>
      <Skeleton style={{ height: '10rem' }} />
      <Skeleton style={{ width: '70%' }} />
      <div style={{ display: 'flex', gap: '0.5rem', alignItems: 'center' }}>
        <Skeleton circle style={{ width: '1.75rem', height: '1.75rem' }} />
        <Skeleton style={{ width: '40%' }} />
      </div>
    </div>
  ),
};

export const Progress: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: '1rem', width: '20rem' }}>
      <p>The top bar is fixed to the top of this frame.</p>
      <ProgressBar active />
      <ProgressBar active placement="inline" label="Generating" />
    </div>
  ),
};
