import { fireEvent, screen } from '@testing-library/react';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Image } from './Image';
import { setHydrating } from './serverRender';
import { renderUi } from './test/render';

function box(container: HTMLElement) {
  const el = container.querySelector('.ui-image');
  if (!el) throw new Error('no image box');
  return el as HTMLElement;
}

describe('Image (docs/product.md §4: loading, loaded, failed)', () => {
  it('reserves the aspect-ratio box and shows a skeleton while loading', () => {
    const { container } = renderUi(<Image src="/a.png" alt="A cat" width={300} height={600} />);
    expect(box(container)).toHaveAttribute('data-status', 'loading');
    expect(box(container).style.aspectRatio).toBe('300 / 600');
    expect(container.querySelector('.ui-image__skeleton')).not.toBeNull();
  });

  it('shows the picture once loaded', () => {
    const onStatusChange = vi.fn();
    const { container } = renderUi(
      <Image src="/a.png" alt="A cat" width={300} height={300} onStatusChange={onStatusChange} />,
    );
    fireEvent.load(screen.getByRole('img', { name: 'A cat' }));
    expect(box(container)).toHaveAttribute('data-status', 'loaded');
    expect(container.querySelector('.ui-image__skeleton')).toBeNull();
    expect(onStatusChange).toHaveBeenCalledWith('loaded');
  });

  it('shows the failure icon and text when the picture fails', () => {
    const { container } = renderUi(<Image src="/broken.png" alt="A cat" width={300} height={300} />);
    fireEvent.error(screen.getByRole('img', { name: 'A cat' }));
    expect(box(container)).toHaveAttribute('data-status', 'failed');
    expect(screen.getByText('Component or image failed to load')).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('tries the fallback picture before giving up', () => {
    const { container } = renderUi(
      <Image src="/broken.png" fallbackSrc="/fallback.png" alt="A cat" width={300} height={300} />,
    );
    fireEvent.error(screen.getByRole('img', { name: 'A cat' }));
    const fallback = screen.getByRole('img', { name: 'A cat' });
    expect(fallback).toHaveAttribute('src', '/fallback.png');
    expect(box(container)).toHaveAttribute('data-status', 'loading');
    fireEvent.load(fallback);
    expect(box(container)).toHaveAttribute('data-status', 'loaded');
  });

  it('fails for good when the fallback fails too', () => {
    renderUi(<Image src="/broken.png" fallbackSrc="/gone.png" alt="A cat" width={300} height={300} />);
    fireEvent.error(screen.getByRole('img', { name: 'A cat' }));
    fireEvent.error(screen.getByRole('img', { name: 'A cat' }));
    expect(screen.getByText('Component or image failed to load')).toBeInTheDocument();
  });

  it('starts over when the source changes', () => {
    const { container, rerender } = renderUi(<Image src="/a.png" alt="A" width={1} height={1} />);
    fireEvent.error(screen.getByRole('img', { name: 'A' }));
    expect(box(container)).toHaveAttribute('data-status', 'failed');
    rerender(<Image src="/b.png" alt="A" width={1} height={1} />);
    expect(box(container)).toHaveAttribute('data-status', 'loading');
    expect(screen.getByRole('img', { name: 'A' })).toHaveAttribute('src', '/b.png');
  });

  it('loads lazily when asked', () => {
    renderUi(<Image src="/a.png" alt="A" width={1} height={1} lazy />);
    expect(screen.getByRole('img', { name: 'A' })).toHaveAttribute('loading', 'lazy');
  });

  it('asks for a high fetch priority only when told (the LCP image)', () => {
    renderUi(
      <>
        <Image src="/a.png" alt="A" width={1} height={1} fetchPriority="high" />
        <Image src="/b.png" alt="B" width={1} height={1} />
      </>,
    );
    expect(screen.getByRole('img', { name: 'A' })).toHaveAttribute('fetchpriority', 'high');
    expect(screen.getByRole('img', { name: 'A' })).toHaveAttribute('loading', 'eager');
    expect(screen.getByRole('img', { name: 'B' })).not.toHaveAttribute('fetchpriority');
  });

  it('draws a stored original from its AVIF and WebP variants at the given sizes', () => {
    const { container } = renderUi(
      <Image src="/aigc/files/gen/ab/abcd.png" sizes="(max-width: 559px) 171px, 262px" alt="A" width={683} height={1024} />,
    );
    const sources = [...container.querySelectorAll('picture > source')];
    expect(sources.map((s) => s.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    for (const source of sources) expect(source).toHaveAttribute('sizes', '(max-width: 559px) 171px, 262px');
    const avif = sources[0]!.getAttribute('srcset')!.split(', ');
    expect(avif[0]).toBe('/aigc/files/_w64/gen/ab/abcd.png.avif 64w');
    expect(avif).toContain('/aigc/files/_w512/gen/ab/abcd.png.avif 512w');
    // never past the original's 683 px: the last candidate is described at its true width
    expect(avif.at(-1)).toBe('/aigc/files/_w768/gen/ab/abcd.png.avif 683w');
    expect(sources[1]!.getAttribute('srcset')).toContain('/aigc/files/_w384/gen/ab/abcd.png.webp 384w');
    const img = screen.getByRole('img', { name: 'A' });
    expect(img.parentElement?.tagName).toBe('PICTURE');
    expect(img).toHaveAttribute('sizes', '(max-width: 559px) 171px, 262px');
    expect(img.getAttribute('srcset')).toContain('/aigc/files/_w384/gen/ab/abcd.png 384w');
    expect(img.getAttribute('src')).toMatch(/^\/aigc\/files\/_w\d+\/gen\/ab\/abcd\.png$/);
  });

  it('keeps a plain <img> without sizes, or for pictures that are not stored files', () => {
    const { container } = renderUi(
      <>
        <Image src="/aigc/files/gen/ab/abcd.png" alt="A" width={683} height={1024} />
        <Image src="blob:http://localhost/1" sizes="100vw" alt="B" width={683} height={1024} />
      </>,
    );
    expect(container.querySelector('picture')).toBeNull();
    expect(screen.getByRole('img', { name: 'A' })).toHaveAttribute('src', '/aigc/files/gen/ab/abcd.png');
    expect(screen.getByRole('img', { name: 'A' })).not.toHaveAttribute('srcset');
    expect(screen.getByRole('img', { name: 'B' })).toHaveAttribute('src', 'blob:http://localhost/1');
  });

  it('falls back to a plain fallback picture when the variants fail', () => {
    const { container } = renderUi(
      <Image src="/aigc/files/gen/ab/abcd.png" sizes="200px" fallbackSrc="/aigc/files/gen/ab/abcd_512.webp" alt="A" width={683} height={1024} />,
    );
    fireEvent.error(screen.getByRole('img', { name: 'A' }));
    expect(container.querySelector('picture')).toBeNull();
    expect(screen.getByRole('img', { name: 'A' })).toHaveAttribute('src', '/aigc/files/gen/ab/abcd_512.webp');
  });
});

describe('Image drawn by the server (docs/architecture.md "Server rendering")', () => {
  const picture = <Image src="/aigc/files/a.webp" alt="A fox pendant" width={512} height={768} />;

  it('shows the picture as it loads: no skeleton, no fade-in waiting for a script', async () => {
    const { renderToString } = await import('react-dom/server');
    const html = renderToString(picture);
    expect(html).toContain('data-status="loaded"');
    expect(html).not.toContain('ui-image__skeleton');
  });

  it('is hydrated from the same state, without a mismatch, and a later picture starts over at loading', async () => {
    const { renderToString } = await import('react-dom/server');
    const { hydrateRoot } = await import('react-dom/client');
    const container = document.createElement('div');
    container.innerHTML = renderToString(picture);
    const drawn = container.querySelector('img');
    const errors: unknown[] = [];
    const env = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    env.IS_REACT_ACT_ENVIRONMENT = true;
    setHydrating(true);
    const root = await act(async () => hydrateRoot(container, picture, { onRecoverableError: (e) => errors.push(e) }));
    setHydrating(false);
    expect(errors).toEqual([]);
    expect(container.querySelector('img')).toBe(drawn);
    expect(container.querySelector('[data-status]')).toHaveAttribute('data-status', 'loaded');
    await act(async () => root.render(<Image src="/aigc/files/b.webp" alt="A moon tag" width={512} height={512} />));
    expect(container.querySelector('[data-status]')).toHaveAttribute('data-status', 'loading');
    root.unmount();
    env.IS_REACT_ACT_ENVIRONMENT = false;
  });
});
