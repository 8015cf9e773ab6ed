import { Profiler } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useId } from './mantine-use-id';

function Field({ id, label = 'Field' }: { id?: string; label?: string }) {
  return <input aria-label={label} id={useId(id)} />;
}

describe('useId for Mantine (the build’s stand-in for @mantine/hooks’ own)', () => {
  it('gives an id with Mantine’s prefix from the first render, the same for the component’s life, in one commit', () => {
    let commits = 0;
    const tree = (label: string) => (
      <Profiler id="field" onRender={() => (commits += 1)}>
        <Field label={label} />
      </Profiler>
    );
    const { rerender } = render(tree('Field'));
    const first = screen.getByRole('textbox', { name: 'Field' }).id;
    expect(first).toMatch(/^mantine-/);
    expect(first).not.toContain(':');
    // No state set after mount: one commit (Mantine's own makes a second, inside the first one's task).
    expect(commits).toBe(1);
    rerender(tree('Renamed'));
    expect(screen.getByRole('textbox', { name: 'Renamed' }).id).toBe(first);
  });

  it('gives each component its own id, and a given id as it is', () => {
    render(
      <>
        <Field />
        <Field id="store-field" label="Store" />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Store' }).id).toBe('store-field');
    expect(screen.getByRole('textbox', { name: 'Field' }).id).toMatch(/^mantine-/);
  });
});
