import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useFocusOnOpen } from './focus';

function OpenedForm() {
  const headingRef = useFocusOnOpen();
  return (
    <h2 tabIndex={-1} ref={headingRef}>
      Claim
    </h2>
  );
}

describe('useFocusOnOpen', () => {
  it('moves the focus to the form’s heading as it opens', () => {
    render(<OpenedForm />);
    expect(screen.getByRole('heading', { name: 'Claim' })).toHaveFocus();
  });

  it('leaves the focus in a dialog that holds it when the form arrives', () => {
    const { rerender } = render(
      <div role="dialog" aria-modal="true" aria-label="Theme settings">
        <button type="button">Close</button>
      </div>,
    );
    screen.getByRole('button', { name: 'Close' }).focus();
    rerender(
      <>
        <div role="dialog" aria-modal="true" aria-label="Theme settings">
          <button type="button">Close</button>
        </div>
        <OpenedForm />
      </>,
    );
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });
});
