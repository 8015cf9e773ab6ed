import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../tests/render';
import { CountIndicator } from './CountIndicator';

describe('CountIndicator: a count on the corner of a header button', () => {
  it('draws the count, hidden from screen readers, which hear it once in the button’s name', () => {
    renderWithProviders(
      <CountIndicator count={4} color="red">
        <button type="button" aria-label="Messages, 4 new" />
      </CountIndicator>,
    );
    expect(screen.getByText('4')).toBeVisible();
    expect(screen.getByText('4')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('button', { name: 'Messages, 4 new' })).toBeInTheDocument();
  });

  it('draws nothing at zero', () => {
    renderWithProviders(
      <CountIndicator count={0} color="red">
        <button type="button" aria-label="Notifications, none" />
      </CountIndicator>,
    );
    expect(screen.queryByText('0')).not.toBeInTheDocument();
  });
});
