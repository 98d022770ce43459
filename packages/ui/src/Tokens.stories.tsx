import type { Meta, StoryObj } from '@storybook/react-vite';

/** The design tokens (src/styles/tokens.css), rendered from the live custom properties. */
const meta = { title: 'Foundations/Tokens' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const colours = [
  'bg',
  'surface',
  'surface-sunken',
  'border',
  'border-strong',
  'text',
  'text-muted',
  'text-subtle',
  'accent',
  'accent-soft',
  'danger',
  'success',
  'info',
];
const spaces = ['0-5', '1', '1-5', '2', '3', '4', '5', '6', '8'];
const fontSizes = ['xs', 'sm', 'md', 'lg', 'xl', '2xl'];

export const Colours: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))', gap: '1rem' }}>
      {colours.map((name) => (
        <div key={name} style={{ display: 'grid', gap: '0.5rem', fontSize: '0.75rem' }}>
          <div
            style={{
              height: '4rem',
              borderRadius: 'var(--ui-radius-md)',
              background: `var(--ui-color-${name})`,
              boxShadow: 'inset 0 0 0 1px var(--ui-color-border)',
            }}
          />
          <code>--ui-color-{name}</code>
        </div>
      ))}
    </div>
  ),
};

export const Spacing: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: '0.5rem' }}>
      {spaces.map((name) => (
        <div key={name} style={{ display: 'flex', alignItems: 'center', gap: '1rem', fontSize: '0.75rem' }}>
          <code style={{ width: '8rem' }}>--ui-space-{name}</code>
          <div style={{ width: `var(--ui-space-${name})`, height: '1rem', background: 'var(--ui-color-accent)', borderRadius: 2 }} />
        </div>
      ))}
    </div>
  ),
};

export const Type: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: '0.75rem' }}>
      {fontSizes.map((name) => (
        <p key={name} style={{ fontSize: `var(--ui-font-size-${name})` }}>
          <code style={{ fontSize: '0.75rem', marginRight: '1rem' }}>{name}</code>
          Ideas, made real · 让创意成为现实
        </p>
      ))}
    </div>
  ),
};

/**
 * Light and dark from the same tokens: each colour is `light-dark(light, dark)`,
 * so it follows the element's colour scheme — the system preference when
 * `<html>` has no `data-theme` (toolbar 'System'), or the forced one. The two
 * panes force a scheme locally to show both at once.
 */
export const ThemeModes: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '1rem' }}>
      {(['light', 'dark'] as const).map((scheme) => (
        <section
          key={scheme}
          aria-label={`${scheme} scheme`}
          style={{
            colorScheme: scheme,
            background: 'var(--ui-color-bg)',
            color: 'var(--ui-color-text)',
            padding: '1rem',
            borderRadius: 'var(--ui-radius-md)',
            border: '1px solid var(--ui-color-border)',
            display: 'grid',
            gap: '0.5rem',
          }}
        >
          <strong>{scheme}</strong>
          <span style={{ color: 'var(--ui-color-text-muted)' }}>Ideas, made real · 让创意成为现实</span>
          <span
            style={{
              justifySelf: 'start',
              background: 'var(--ui-color-accent)',
              color: 'var(--ui-color-accent-text)',
              padding: '0.25rem 0.75rem',
              borderRadius: 'var(--ui-radius-pill)',
            }}
          >
            Want it
          </span>
        </section>
      ))}
    </div>
  ),
};
