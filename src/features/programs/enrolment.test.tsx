import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  getGetActiveProgramsResponseMock,
  getGetAvailableProgramsResponseMock,
} from '@generated/api/programs/programs.msw';
import { getUiState, ui } from '@/lib/ui-state';
import { resetMember } from '@/lib/member';
import { signInMaria } from '../../../tests/member';
import { renderInDataRouter } from '../../../tests/render';
import { server } from '../../../tests/setup/msw-server';
import ActiveProgramsPage from './pages/ActiveProgramsPage';
import AvailableProgramsPage from './pages/AvailableProgramsPage';

const CONFIRMATION = 'Thank you! <b>Received</b> for Maple Street Market (10482).';
let enrolled = false;
const requests: Request[] = [];

beforeEach(() => {
  enrolled = false;
  requests.length = 0;
  signInMaria();
  // The server's state: after the enrolment, the coffee program is the store's (offered with co-op advertising here).
  server.use(
    http.get('*/api/myavailableprograms/:ibc', () => {
      const list = getGetAvailableProgramsResponseMock();
      return HttpResponse.json({
        ...list,
        programs: list.programs.map((program) =>
          program.id === 'PRG-108' ? { ...program, offersAdvertising: true, hasProgram: enrolled } : program,
        ),
      });
    }),
    http.get('*/api/myactiveprograms/:ibc', () => {
      const list = getGetActiveProgramsResponseMock();
      const coffee = {
        ...list.programs[0]!,
        id: 'PRG-108',
        name: 'Blue Ridge Coffee Bar Partnership',
        distributor: 'Prairie Foodservice Supply',
        accountNumber: 'PFS-77105',
        enrolledOn: '2026-12-10',
      };
      return HttpResponse.json({ ...list, programs: enrolled ? [...list.programs, coffee] : list.programs });
    }),
  );
});
afterEach(async () => {
  ui.hideMessage();
  await resetMember();
});

function renderPrograms(path: string) {
  return renderInDataRouter(<AvailableProgramsPage />, {
    path,
    routes: [{ path: '/programs/active', element: <ActiveProgramsPage /> }],
  });
}

describe('/programs/available: enrolment', () => {
  it('enrols through a chosen account after a review, shows the server’s confirmation as text, and the program moves to the active list', async () => {
    server.use(
      http.post('*/api/myavailableprograms/', ({ request }) => {
        requests.push(request.clone());
        enrolled = true;
        return new HttpResponse(CONFIRMATION, { headers: { 'content-type': 'text/plain' } });
      }),
    );
    const user = userEvent.setup();
    const view = renderPrograms('/programs/available');
    await user.click(await screen.findByRole('link', { name: 'Enrol in Blue Ridge Coffee Bar Partnership' }));
    const form = await screen.findByRole('form', { name: 'Enrol in Blue Ridge Coffee Bar Partnership' });
    const account = within(form).getByRole('combobox', { name: 'Distributor and account' });
    await waitFor(() => expect(account).toBeEnabled());
    // Preselected: the store's account with the program's distributor.
    expect(account).toHaveValue('Prairie Foodservice Supply\nPFS-77105');
    await user.selectOptions(account, 'Midwest Wholesale Distributors · account MWD-448210');
    await user.click(within(form).getByRole('checkbox', { name: 'Yes, include the optional co-op advertising' }));
    await user.type(
      within(form).getByRole('textbox', { name: 'Note for the program team (optional)' }),
      'After the holidays, please.',
    );
    await user.click(within(form).getByRole('button', { name: 'Review enrolment' }));

    expect(requests).toHaveLength(0);
    expect(within(form).getByText('Please check and confirm')).toBeInTheDocument();
    expect(within(form).getByText('Midwest Wholesale Distributors · account MWD-448210')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Confirm enrolment' }));

    expect(await screen.findByTestId('enrol-confirmation')).toHaveTextContent(CONFIRMATION);
    expect(screen.getByTestId('enrol-confirmation').querySelector('b')).toBeNull();
    // One message for one action: the service's confirmation, and no snackbar of ours beside it.
    expect(getUiState().message).toBe('');
    expect(requests).toHaveLength(1);
    expect(Object.fromEntries(new URL(requests[0]!.url).searchParams)).toEqual({
      ibcNumber: '10482',
      program: 'PRG-108',
      advertising: 'true',
      distributor: 'Midwest Wholesale Distributors',
      accountNumber: 'MWD-448210',
    });
    expect(requests[0]!.headers.get('content-type')).toBe('text/plain');
    expect(await requests[0]!.text()).toBe('After the holidays, please.');
    // Asked for again: no Enrol link for it any more, and it is among the active programs, with no reload.
    await waitFor(() =>
      expect(
        screen.queryByRole('link', { name: 'Enrol in Blue Ridge Coffee Bar Partnership' }),
      ).not.toBeInTheDocument(),
    );
    await view.router.navigate('/programs/active');
    // Read in the active list itself: the available list, still on screen until the new page commits, names it too.
    const active = await screen.findByRole('table', { name: 'Programs this store is enrolled in' });
    expect(await within(active).findByText('Blue Ridge Coffee Bar Partnership')).toBeInTheDocument();
  });

  it('shows our own message when the service’s confirmation is empty', async () => {
    server.use(
      http.post(
        '*/api/myavailableprograms/',
        () => new HttpResponse('', { headers: { 'content-type': 'text/plain' } }),
      ),
    );
    const user = userEvent.setup();
    renderPrograms('/programs/available?enrol=PRG-108');
    const form = await screen.findByRole('form', { name: 'Enrol in Blue Ridge Coffee Bar Partnership' });
    await waitFor(() => expect(within(form).getByRole('combobox', { name: 'Distributor and account' })).toBeEnabled());
    await user.click(within(form).getByRole('button', { name: 'Review enrolment' }));
    await user.click(within(form).getByRole('button', { name: 'Confirm enrolment' }));
    expect((await screen.findByTestId('enrol-confirmation')).textContent).toBe(
      'The enrolment request for Blue Ridge Coffee Bar Partnership was sent.',
    );
    expect(getUiState().message).toBe('');
  });

  it('asks for an account when the store has none with the program’s distributor, and keeps the choice after a 500 for Try again', async () => {
    let fail = true;
    server.use(
      http.post('*/api/myavailableprograms/', ({ request }) => {
        requests.push(request.clone());
        if (fail) return HttpResponse.json({ error: 'Something went wrong, Please try again!' }, { status: 500 });
        return new HttpResponse('Thank you!', { headers: { 'content-type': 'text/plain' } });
      }),
    );
    const user = userEvent.setup();
    renderPrograms('/programs/available?enrol=PRG-115');
    const form = await screen.findByRole('form', { name: 'Enrol in Polar Ice Merchandiser Placement' });
    const account = within(form).getByRole('combobox', { name: 'Distributor and account' });
    await waitFor(() => expect(account).toBeEnabled());
    await user.click(within(form).getByRole('button', { name: 'Review enrolment' }));
    expect(await within(form).findByText('Please choose a distributor account!')).toBeInTheDocument();
    expect(account).toHaveFocus();

    await user.selectOptions(account, 'Summit Beverage Co. · account SBC-20931');
    await user.click(within(form).getByRole('button', { name: 'Review enrolment' }));
    await user.click(within(form).getByRole('button', { name: 'Confirm enrolment' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'The server had a problem answering. Please try again. Nothing you entered is lost.',
    );
    fail = false;
    await user.click(within(form).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('enrol-confirmation')).toHaveTextContent('Thank you!');
    expect(requests).toHaveLength(2);
    expect(requests[1]!.url).toBe(requests[0]!.url);
  });
});
