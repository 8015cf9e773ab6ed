import { lazy } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useQuery } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetMember } from '@/lib/member';
import { signInMaria } from '../../../tests/member';
import { renderInDataRouter } from '../../../tests/render';
import { ListWithRowForm } from './ListWithRowForm';
import { useRowForm } from './useRowForm';

interface Thing {
  id: string;
  name: string;
  open: boolean;
}

const things: Thing[] = [
  { id: 'a', name: 'Apples', open: true },
  { id: 'b', name: 'Bread', open: false },
];

/** The row's form, loaded the way the pages load theirs: its own module, through React.lazy. */
function ThingForm({ thing, onClose, onSent }: { thing: Thing; onClose: () => void; onSent: (text: string) => void }) {
  return (
    <form aria-label={`Form: ${thing.name}`}>
      <input aria-label="Note" />
      <button type="button" onClick={onClose}>
        Back
      </button>
      <button type="button" onClick={() => onSent(`${thing.name} received.`)}>
        Send
      </button>
    </form>
  );
}
const loadThingForm = vi.fn(() => Promise.resolve({ default: ThingForm }));
const LazyThingForm = lazy(() => loadThingForm());

/** A page of the shape: a list of things, a form per open thing at ?thing=<id>, one message after a send. */
function ThingsPage() {
  const rowForm = useRowForm('thing');
  const query = useQuery({ queryKey: ['things', rowForm.store], queryFn: () => Promise.resolve(things) });
  return (
    <ListWithRowForm
      rowForm={rowForm}
      intro="Things of this store."
      answer={{ title: 'Thing sent', testId: 'thing-answer' }}
      title="Things"
      query={query}
      openRow={(data, id) => data.find((thing) => thing.id === id && thing.open)}
      form={(thing) => <LazyThingForm thing={thing} onClose={rowForm.close} onSent={(text) => rowForm.sent(text)} />}
      preloadForm={loadThingForm}
      notOpen="That thing cannot be opened."
      list={(data) => (
        <ul aria-label="Thing list">
          {data.map((thing) => (
            <li key={thing.id}>{thing.name}</li>
          ))}
        </ul>
      )}
    />
  );
}

beforeEach(() => signInMaria());
afterEach(async () => {
  await resetMember();
});

describe('ListWithRowForm and useRowForm', () => {
  it('shows the list without the form’s code, and fetches that code once the list is on screen', async () => {
    loadThingForm.mockClear();
    renderInDataRouter(<ThingsPage />, { path: '/things' });
    expect(await screen.findByRole('list', { name: 'Thing list' })).toBeInTheDocument();
    await waitFor(() => expect(loadThingForm).toHaveBeenCalled());
  });

  it('opens the row named in the address, and says so over the list when that row has no form', async () => {
    const { router } = renderInDataRouter(<ThingsPage />, { path: '/things?thing=a' });
    expect(await screen.findByRole('form', { name: 'Form: Apples' })).toBeInTheDocument();
    await act(() => router.navigate('/things?thing=b'));
    expect(await screen.findByRole('list', { name: 'Thing list' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('That thing cannot be opened.');
  });

  it('gives the focus to the list when the form is left without sending', async () => {
    const user = userEvent.setup();
    const { router } = renderInDataRouter(<ThingsPage />, { path: '/things?thing=a' });
    const form = await screen.findByRole('form', { name: 'Form: Apples' });
    await user.click(within(form).getByRole('button', { name: 'Back' }));
    const list = await screen.findByRole('list', { name: 'Thing list' });
    expect(router.state.location.search).toBe('');
    expect(list.parentElement).toHaveFocus();
    expect(screen.queryByTestId('thing-answer')).not.toBeInTheDocument();
  });

  it('after a send, shows its one message and gives it the focus once, with the list back', async () => {
    const user = userEvent.setup();
    const { router } = renderInDataRouter(<ThingsPage />, { path: '/things?thing=a' });
    const form = await screen.findByRole('form', { name: 'Form: Apples' });
    await user.click(within(form).getByRole('button', { name: 'Send' }));
    const answer = await screen.findByRole('status', { name: 'Thing sent' });
    expect(within(answer).getByTestId('thing-answer')).toHaveTextContent('Apples received.');
    expect(answer).toHaveFocus();
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('list', { name: 'Thing list' })).toBeInTheDocument();

    // Opened and left again: the message stays, and the focus goes to the list, not back to the message.
    await act(() => router.navigate('/things?thing=a'));
    await user.click(
      within(await screen.findByRole('form', { name: 'Form: Apples' })).getByRole('button', { name: 'Back' }),
    );
    expect((await screen.findByRole('list', { name: 'Thing list' })).parentElement).toHaveFocus();
    expect(screen.getByTestId('thing-answer')).toHaveTextContent('Apples received.');
  });
});
