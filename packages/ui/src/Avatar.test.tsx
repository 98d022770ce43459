import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar } from './Avatar';
import { renderUi } from './test/render';

describe('Avatar', () => {
  it('is named by the person and falls back to the initial when the picture fails', () => {
    const { container } = renderUi(<Avatar src="/a.png" name="ada" />);
    expect(screen.getByRole('img', { name: 'ada' })).toBeInTheDocument();
    const img = container.querySelector('img');
    if (!img) throw new Error('no picture');
    fireEvent.error(img);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('img', { name: 'ada' })).toHaveTextContent('A');
  });

  it('shows the first character of a Chinese name without a picture', () => {
    renderUi(<Avatar src={null} name="小明" />);
    expect(screen.getByRole('img', { name: '小明' })).toHaveTextContent('小');
  });

  it('loads a stored avatar at its drawn size from AVIF and WebP variants, lazily', () => {
    const { container } = renderUi(<Avatar src="/aigc/files/avatars/ab/u.webp" name="ada" size="xs" />);
    const sources = [...container.querySelectorAll('picture > source')];
    expect(sources.map((s) => s.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[0]).toHaveAttribute('sizes', '20px');
    expect(sources[0]!.getAttribute('srcset')).toBe(
      '/aigc/files/_w64/avatars/ab/u.webp.avif 64w, /aigc/files/_w128/avatars/ab/u.webp.avif 128w, /aigc/files/_w256/avatars/ab/u.webp.avif 256w',
    );
    const img = container.querySelector('img')!;
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('src', '/aigc/files/avatars/ab/u.webp');
  });
});

