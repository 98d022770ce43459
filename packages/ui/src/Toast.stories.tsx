import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from './Button';
import { Toast, ToastViewport } from './Toast';
import type { ToastData } from './Toast';

const meta = {
  title: 'Feedback/Toast',
  component: Toast,
  args: { message: 'Update success', kind: 'success' },
  argTypes: { kind: { control: 'inline-radio', options: ['info', 'success', 'error'] } },
} satisfies Meta<typeof Toast>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Kinds: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: '1rem', justifyItems: 'start' }}>
      <Toast kind="info" message="Downloading, please wait" />
      <Toast kind="success" message="Update success" onClose={() => undefined} />
      <Toast kind="error" message="Network connection error, please try again" onClose={() => undefined} />
    </div>
  ),
};

function ViewportDemo() {
  const [toast, setToast] = useState<ToastData | null>(null);
  const [n, setN] = useState(0);
  const show = (kind: ToastData['kind'], message: string, durationMs?: number) => {
    setN(n + 1);
    setToast({ id: n + 1, kind, message, durationMs });
  };
  return (
    <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
      <Button onClick={() => show('success', `Saved (#${n + 1})`)}>Show (3 s)</Button>
      <Button variant="secondary" onClick={() => show('error', 'No want-ticket left, return tomorrow for the daily reward')}>
        Error
      </Button>
      <Button variant="ghost" onClick={() => show('info', 'Sticky until closed', 0)}>
        Sticky (0)
      </Button>
      <ToastViewport toast={toast} onDismiss={(id) => setToast((t) => (t?.id === id ? null : t))} />
    </div>
  );
}

/** One toast at a time: a new one replaces the current one (docs/product.md §4). */
export const Viewport: Story = { render: () => <ViewportDemo /> };
