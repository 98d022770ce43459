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
});
