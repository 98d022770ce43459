import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FeedCard } from './FeedCard';
import type { FeedCardProps } from './FeedCard';
import { TicketIcon } from './icons';
import { renderUi } from './test/render';

const props: FeedCardProps = {
  href: '/content/p1',
  title: 'Moon lamp',
  image: { src: '/img/p1.png', width: 512, height: 768 },
  author: { nickName: 'Ada', avatar: null },
  wantCount: 1234,
  wanted: false,
  wantState: 'collecting',
};

describe('FeedCard', () => {
  it('links the work to its page, shows the creator and the want count', () => {
    const { container } = renderUi(<FeedCard {...props} />);
    expect(screen.getByRole('link', { name: 'Moon lamp' })).toHaveAttribute('href', '/content/p1');
    expect(screen.getByText('Ada')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '1,234 wants' })).toBeInTheDocument();
    expect(screen.queryByText('Going to production')).toBeNull();
    // Uncropped work in a box with the image's own ratio.
    const media = container.querySelector<HTMLElement>('.ui-feed-card__media');
    expect(media?.style.aspectRatio).toBe('512 / 768');
  });

  it("marks a verified creator's and a creator with rights' name with their tier, nobody else's", () => {
    const { rerender } = renderUi(<FeedCard {...props} author={{ ...props.author, tier: 'verified' }} />);
    const verified = screen.getByRole('img', { name: 'Verified creator' });
    expect(verified).toHaveTextContent('✓');
    expect(verified.getAttribute('title')).toMatch(/direct product launch/);
    rerender(<FeedCard {...props} author={{ ...props.author, tier: 'rights' }} />);
    expect(screen.getByRole('img', { name: 'Creator with rights' })).toHaveTextContent('★');
    rerender(<FeedCard {...props} author={{ ...props.author, tier: 'none' }} />);
    expect(screen.queryByRole('img', { name: /creator/i })).toBeNull();
  });

  it('shows the full badge past the threshold', () => {
    renderUi(<FeedCard {...props} wantState="full" />);
    expect(screen.getByText('Going to production')).toBeInTheDocument();
  });

  it('marks a preview-engine poster with the Preview badge and its detail, only when preview', () => {
    const { rerender } = renderUi(<FeedCard {...props} preview />);
    const badge = screen.getByRole('note', { name: 'Preview: Made by the offline preview engine, not a real AI model' });
    expect(badge).toHaveTextContent('Preview');
    expect(badge).toHaveAttribute('title', 'Made by the offline preview engine, not a real AI model');
    // The card's link names the badge it shows (label in name).
    expect(screen.getByRole('link')).toHaveAccessibleName(`${props.title}, preview`);
    rerender(<FeedCard {...props} />);
    expect(screen.queryByRole('note')).toBeNull();
    expect(screen.getByRole('link')).toHaveAccessibleName(props.title);
  });

  it('offers the want action when onWant is given and not yet wanted', async () => {
    const user = userEvent.setup();
    const onWant = vi.fn();
    const { rerender } = renderUi(<FeedCard {...props} onWant={onWant} />);
    await user.click(screen.getByRole('button', { name: 'Want it: Moon lamp, 1,234 wants' }));
    expect(onWant).toHaveBeenCalledTimes(1);

    rerender(<FeedCard {...props} onWant={onWant} wanted wantCount={1235} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('img', { name: '1,235 wants, including yours' })).toBeInTheDocument();
  });

  it('draws wants with the ticket glyph (the heart is for likes), on the action and on the count', () => {
    const ticket = renderUi(<TicketIcon width={16} height={16} />).container.innerHTML;
    const { rerender } = renderUi(<FeedCard {...props} onWant={vi.fn()} />);
    expect(screen.getByRole('button', { name: /Want it/ }).querySelector('svg')?.outerHTML).toBe(ticket);
    rerender(<FeedCard {...props} wanted />);
    expect(screen.getByRole('img', { name: /including yours/ }).querySelector('svg')?.outerHTML).toBe(ticket);
  });

  it('renders the link through renderLink', () => {
    renderUi(
      <FeedCard
        {...props}
        renderLink={({ href, children, ...rest }) => (
          <a data-router="yes" href={`#${href}`} {...rest}>
            {children}
          </a>
        )}
      />,
    );
    const link = screen.getByRole('link', { name: 'Moon lamp' });
    expect(link).toHaveAttribute('data-router', 'yes');
    expect(link).toHaveAttribute('href', '#/content/p1');
  });

  it('clamps extreme ratios to 1:2..2:1 for layout (docs/product.md §5)', () => {
    const { container } = renderUi(<FeedCard {...props} image={{ src: '/x.png', width: 100, height: 1000 }} />);
    const media = container.querySelector<HTMLElement>('.ui-feed-card__media');
    expect(media?.style.aspectRatio).toBe('1 / 2');
  });
});

describe('FeedCard plurals', () => {
  it('says "1 want" for one', () => {
    renderUi(<FeedCard {...props} wantCount={1} />);
    expect(screen.getByRole('img', { name: '1 want' })).toBeInTheDocument();
  });
});
