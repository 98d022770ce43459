import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ImageViewer, type ViewerImage } from './ImageViewer';
import { renderUi } from './test/render';

const images: ViewerImage[] = [
  { id: 'a', src: '/a.png', alt: 'First', width: 10, height: 10 },
  { id: 'b', src: '/b.png', alt: 'Second', width: 10, height: 10 },
  { id: 'c', src: '/c.png', alt: 'Third', width: 10, height: 10 },
];

function Harness(props: { onDownload?: (i: ViewerImage) => void; onCopy?: (i: ViewerImage) => void; onClose?: () => void }) {
  const [index, setIndex] = useState(0);
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Opener
      </button>
      <ImageViewer
        images={images}
        index={index}
        onIndexChange={setIndex}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) props.onClose?.();
        }}
        {...(props.onDownload ? { onDownload: props.onDownload } : {})}
        {...(props.onCopy ? { onCopy: props.onCopy } : {})}
      />
    </>
  );
}

afterEach(() => vi.useRealTimers());

describe('ImageViewer', () => {
  it('moves with the arrow keys and the buttons, stops at the ends, and closes with Esc', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderUi(<Harness onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Image viewer' });
    expect(screen.getByRole('img', { name: 'First' })).toBeInTheDocument();
    expect(screen.getByText('1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous image' })).toBeDisabled();

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('img', { name: 'Second' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next image' }));
    expect(screen.getByRole('img', { name: 'Third' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next image' })).toBeDisabled();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByText('3 of 3')).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('img', { name: 'Second' })).toBeInTheDocument();

    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps focus inside while open (focus trap)', async () => {
    const user = userEvent.setup();
    renderUi(<Harness />);
    const dialog = screen.getByRole('dialog');
    for (let i = 0; i < 6; i++) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('opens Download / Copy image on right click', async () => {
    const user = userEvent.setup();
    const onDownload = vi.fn();
    const onCopy = vi.fn();
    renderUi(<Harness onDownload={onDownload} onCopy={onCopy} />);
    fireEvent.contextMenu(screen.getByRole('img', { name: 'First' }), { clientX: 40, clientY: 50 });
    await user.click(await screen.findByRole('menuitem', { name: 'Download' }));
    expect(onDownload).toHaveBeenCalledWith(images[0], 0);
    fireEvent.contextMenu(screen.getByRole('img', { name: 'First' }), { clientX: 40, clientY: 50 });
    await user.click(await screen.findByRole('menuitem', { name: 'Copy image' }));
    expect(onCopy).toHaveBeenCalledWith(images[0], 0);
  });

  it('opens the menu after a 500 ms touch long-press, not before, and not when the finger moves', async () => {
    vi.useFakeTimers();
    renderUi(<Harness onDownload={vi.fn()} />);
    const img = screen.getByRole('img', { name: 'First' });
    const touch = { pointerType: 'touch', clientX: 100, clientY: 100, pointerId: 1 };

    fireEvent.pointerDown(img, touch);
    act(() => vi.advanceTimersByTime(499));
    expect(screen.queryByRole('menuitem', { name: 'Download' })).not.toBeInTheDocument();
    fireEvent.pointerMove(img, { ...touch, clientX: 110 });
    act(() => vi.advanceTimersByTime(100));
    expect(screen.queryByRole('menuitem', { name: 'Download' })).not.toBeInTheDocument();
    fireEvent.pointerUp(img, { ...touch, clientX: 110 });

    fireEvent.pointerDown(img, touch);
    fireEvent.pointerMove(img, { ...touch, clientX: 103 });
    act(() => vi.advanceTimersByTime(500));
    expect(screen.getByRole('menuitem', { name: 'Download' })).toBeInTheDocument();
  });

  it('swipes to the next image on touch', () => {
    renderUi(<Harness />);
    const img = screen.getByRole('img', { name: 'First' });
    fireEvent.pointerDown(img, { pointerType: 'touch', clientX: 200, clientY: 100 });
    fireEvent.pointerUp(img, { pointerType: 'touch', clientX: 100, clientY: 105 });
    expect(screen.getByRole('img', { name: 'Second' })).toBeInTheDocument();
  });
});
