import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button, IconButton } from './Button';
import { renderUi } from './test/render';

describe('Button', () => {
  it('is a non-submitting button by default and clicks', async () => {
    const onClick = vi.fn();
    renderUi(<Button onClick={onClick}>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('is busy and disabled while loading', async () => {
    const onClick = vi.fn();
    renderUi(
      <Button loading onClick={onClick}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('names an icon button by its label', () => {
    renderUi(
      <IconButton label="Back">
        <svg />
      </IconButton>,
    );
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
  });
});
