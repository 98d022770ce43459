import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from './Button';
import { ImageViewer, type ViewerImage } from './ImageViewer';
import { artwork } from './stories/fixtures';

const images: ViewerImage[] = [
  { id: 'a', src: artwork(768, 1024, 0), alt: 'Moon pendant, front', width: 768, height: 1024 },
  { id: 'b', src: artwork(1024, 768, 1), alt: 'Moon pendant, side', width: 1024, height: 768 },
  { id: 'c', src: artwork(900, 900, 2), alt: 'Moon pendant, detail', width: 900, height: 900 },
];

function ViewerDemo({ withMenu = true }: { withMenu?: boolean }) {
  const [open, setOpen] = useState(true);
  const [index, setIndex] = useState(0);
  const [last, setLast] = useState('');
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open viewer</Button>
      <p>{last}</p>
      <ImageViewer
        images={images}
        index={index}
        onIndexChange={setIndex}
        open={open}
        onOpenChange={setOpen}
        caption="Moon pendant · right click or long-press for the menu"
        {...(withMenu
          ? {
              onDownload: (image: ViewerImage) => setLast(`Download ${image.alt}`),
              onCopy: (image: ViewerImage) => setLast(`Copy ${image.alt}`),
            }
          : {})}
      />
    </>
  );
}

const meta = {
  title: 'Overlays/ImageViewer',
  component: ImageViewer,
  args: { images, index: 0, open: true, onIndexChange: () => undefined, onOpenChange: () => undefined },
} satisfies Meta<typeof ImageViewer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Three images; ← / → or the side buttons move, Esc closes, right click opens Download / Copy image. */
export const Gallery: Story = { render: () => <ViewerDemo /> };
/** Without actions there is no context menu (the browser's own menu stays). */
export const NoMenu: Story = { render: () => <ViewerDemo withMenu={false} /> };
