import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderUi as render } from './test/render';
import { Avatar } from './Avatar';
import { Image } from './Image';
import { PreviewBadge } from './PreviewBadge';
import { ShareCard } from './ShareCard';

describe('ShareCard', () => {
  const poster = (title: string, preview = false) => (
    <>
      <Image src="/aigc/files/p-512.png" alt={title} width={512} height={768} />
      {preview ? <PreviewBadge /> : null}
    </>
  );
  const person = (name: string) => ({ name, avatar: <Avatar name={name} size="sm" /> });

  it('is an article named by its title, with the poster, the kicker, the creator and the meta line', () => {
    render(
      <ShareCard media={poster('Moon ring')} title="Moon ring" kicker="A design from a challenge" author={person('Mira')} meta="3 wants">
        <a href="/content/p">See the design</a>
      </ShareCard>,
    );
    const card = screen.getByRole('article', { name: 'Moon ring' });
    expect(within(card).getByRole('heading', { level: 1, name: 'Moon ring' })).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Moon ring' })).toBeInTheDocument();
    expect(within(card).getByText('A design from a challenge')).toBeInTheDocument();
    expect(within(card).getByText('Mira', { selector: 'span' })).toBeInTheDocument();
    expect(within(card).getByText('3 wants')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'See the design' })).toBeInTheDocument();
    expect(within(card).queryByRole('note')).toBeNull();
  });

  it('wraps the picture as asked, takes a heading level, and marks preview pictures', () => {
    render(
      <ShareCard
        media={poster('Fox', true)}
        title="Fox"
        headingLevel={3}
        kicker="New"
        author={person('Bo')}
        renderMedia={({ className, children }) => (
          <a href="/content/f" className={className} aria-label="Open Fox">
            {children}
          </a>
        )}
      />,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Fox' })).toBeInTheDocument();
    const media = screen.getByRole('link', { name: 'Open Fox' });
    expect(media).toHaveClass('ui-share-card__media');
    expect(within(media).getByRole('note')).toBeInTheDocument();
  });
});
