import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createLazyPopup } from './createLazyPopup';

function Popup({ label, openOnMount }: { label: string; openOnMount: boolean }) {
  return <div role="dialog" aria-label={label} data-open-on-mount={String(openOnMount)} />;
}

describe('createLazyPopup', () => {
  it('draws the trigger until pressed, then the popup with its props, opening at once', async () => {
    const Control = createLazyPopup(() => Promise.resolve({ default: Popup }));
    const user = userEvent.setup();
    render(
      <Control
        popupProps={{ label: 'Messages' }}
        trigger={(props) => (
          <button type="button" {...props}>
            Open messages
          </button>
        )}
      />,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open messages' })).toHaveAttribute('aria-expanded', 'false');
    await user.click(screen.getByRole('button', { name: 'Open messages' }));
    const popup = await screen.findByRole('dialog', { name: 'Messages' });
    expect(popup).toHaveAttribute('data-open-on-mount', 'true');
  });

  it('hands the trigger a way to ask for the popup from the keyboard', async () => {
    const Control = createLazyPopup(() => Promise.resolve({ default: Popup }));
    const user = userEvent.setup();
    render(
      <Control
        popupProps={{ label: 'Stores' }}
        trigger={(props, want) => (
          <input aria-label="Store" readOnly {...props} onKeyDown={(event) => event.key === 'ArrowDown' && want()} />
        )}
      />,
    );
    screen.getByRole('textbox', { name: 'Store' }).focus();
    await user.keyboard('{ArrowDown}');
    expect(await screen.findByRole('dialog', { name: 'Stores' })).toBeInTheDocument();
  });

  it('tries the code again on the next press when it could not be had (offline for a moment)', async () => {
    let online = false;
    const Control = createLazyPopup(() =>
      online ? Promise.resolve({ default: Popup }) : Promise.reject<{ default: typeof Popup }>(new TypeError('Failed')),
    );
    const user = userEvent.setup();
    render(
      <Control
        popupProps={{ label: 'Account' }}
        trigger={(props) => (
          <button type="button" {...props}>
            Account menu
          </button>
        )}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    online = true;
    // Pressed until it opens: a press while the failed attempt is still settling does nothing, as for a member.
    await waitFor(async () => {
      if (!screen.queryByRole('dialog')) await user.click(screen.getByRole('button', { name: 'Account menu' }));
      expect(screen.getByRole('dialog', { name: 'Account' })).toBeInTheDocument();
    });
  });
});
