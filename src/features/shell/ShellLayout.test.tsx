import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInDataRouter } from '../../../tests/render';
import { setViewportWidth, setWindowSize } from '../../../tests/setup/viewport';
import { ShellLayout } from './ShellLayout';

// Below the large breakpoint (1200 px) the sidebar is hidden by its styles and the menu is the drawer's: the sidebar
// is then not drawn at all (on a phone it was close to half the page's elements, made for nobody to see).
describe('the sidebar of the signed-in frame', () => {
  it('is drawn on a wide screen', async () => {
    // The width for the layout (matchMedia) and for the styles (happy-dom's window, where Mantine's hides it below lg).
    setWindowSize(1280);
    renderInDataRouter(<ShellLayout />);
    expect(await screen.findByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Newsletter' })).toBeInTheDocument();
  });

  it('is not drawn on a phone, where the header’s menu button opens the drawer instead', async () => {
    setViewportWidth(412);
    renderInDataRouter(<ShellLayout />);
    expect(await screen.findByRole('button', { name: /menu/i })).toBeInTheDocument();
    // Not merely hidden: not there at all.
    expect(screen.queryByRole('navigation', { name: 'Main navigation', hidden: true })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Newsletter', hidden: true })).not.toBeInTheDocument();
  });
});
