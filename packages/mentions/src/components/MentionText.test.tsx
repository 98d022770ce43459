import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { MentionText } from './MentionText';

describe('MentionText', () => {
  it('links mentions to the people and keeps the rest as text', () => {
    const text = 'Made with @Ann and @Bo Li!';
    const { container } = render(
      <MemoryRouter>
        <p>
          <MentionText
            text={text}
            mentions={[
              { userId: 'b', nickName: 'Bo Li', startIndex: 19, endIndex: 25 },
              { userId: 'a', nickName: 'Ann', startIndex: 10, endIndex: 14 },
              { userId: 'x', nickName: 'Gone', startIndex: 0, endIndex: 4 },
            ]}
          />
        </p>
      </MemoryRouter>,
    );
    expect(container.textContent).toBe(text);
    expect(screen.getByRole('link', { name: '@Ann' })).toHaveAttribute('href', '/account/a');
    expect(screen.getByRole('link', { name: '@Bo Li' })).toHaveAttribute('href', '/account/b');
    expect(screen.getAllByRole('link')).toHaveLength(2);
  });
});
