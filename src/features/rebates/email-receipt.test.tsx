import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MemberNoteMax } from '@generated/model';
import { getUiState, ui } from '@/lib/ui-state';
import { resetMember } from '@/lib/member';
import { signInMaria } from '../../../tests/member';
import { renderInDataRouter } from '../../../tests/render';
import { server } from '../../../tests/setup/msw-server';
import InvoiceReceiptPage from './pages/InvoiceReceiptPage';

const RAW = 'Your rebate receipts have been e-mailed to <maria@example.com>.\nPlease allow up to 15 minutes.';

beforeEach(() => {
  signInMaria();
});
afterEach(async () => {
  ui.hideMessage();
  await resetMember();
});

/** The form of receipt RR-2026-10482-0048, opened by its address (?email=), once its fields take input. */
async function openForm() {
  const user = userEvent.setup();
  renderInDataRouter(<InvoiceReceiptPage />, { path: '/rebate/invoice?email=RR-2026-10482-0048' });
  const form = await screen.findByRole('form', { name: 'E-mail the receipt for invoice SBC-INV-884517' });
  await waitFor(() => expect(within(form).getByRole('textbox', { name: 'Send it to' })).toBeEnabled());
  return { user, form };
}

describe('/rebate/invoice: E-mail me this receipt', () => {
  it('posts emailAddress and source=Web Portal with the receipt named in the plain-text body, and shows the raw answer as text', async () => {
    const requests: Request[] = [];
    server.use(
      http.post('*/api/myrebatereceipt', ({ request }) => {
        requests.push(request.clone());
        return new HttpResponse(RAW, { headers: { 'content-type': 'text/plain' } });
      }),
    );
    const user = userEvent.setup();
    renderInDataRouter(<InvoiceReceiptPage />, { path: '/rebate/invoice' });
    await user.click(await screen.findByRole('link', { name: 'E-mail me the receipt for invoice SBC-INV-884517' }));
    const form = await screen.findByRole('form', { name: 'E-mail the receipt for invoice SBC-INV-884517' });
    const address = within(form).getByRole('textbox', { name: 'Send it to' });
    await waitFor(() => expect(address).toBeEnabled());
    expect(address).toHaveValue('member@example.com');

    await user.clear(address);
    await user.type(address, 'maria @example.com');
    await user.click(within(form).getByRole('button', { name: 'E-mail me this receipt' }));
    expect(await within(form).findByText('The Email you entered is not a valid format!')).toBeInTheDocument();
    expect(requests).toHaveLength(0);

    await user.clear(address);
    await user.type(address, 'maria@example.com');
    await user.type(
      within(form).getByRole('textbox', { name: 'Note for the rebate team (optional)' }),
      '<i>Thanks</i>',
    );
    await user.click(within(form).getByRole('button', { name: 'E-mail me this receipt' }));

    const answer = await screen.findByTestId('receipt-email-answer');
    expect(answer.textContent).toBe(RAW);
    // One message for one action: the service's answer, and no snackbar of ours beside it.
    expect(getUiState().message).toBe('');
    expect(requests).toHaveLength(1);
    expect(Object.fromEntries(new URL(requests[0]!.url).searchParams)).toEqual({
      emailAddress: 'maria@example.com',
      source: 'Web Portal',
    });
    expect(requests[0]!.headers.get('content-type')).toBe('text/plain');
    expect(await requests[0]!.text()).toBe('Receipt RR-2026-10482-0048 (invoice SBC-INV-884517)\n<i>Thanks</i>');
    expect(await screen.findByRole('table', { name: 'Rebate receipts' })).toBeInTheDocument();
  });

  it('keeps the address after a timeout-like failure (no answer) and sends the same again with Try again', async () => {
    const bodies: string[] = [];
    let fail = true;
    server.use(
      http.post('*/api/myrebatereceipt', async ({ request }) => {
        bodies.push(`${new URL(request.url).search}|${await request.text()}`);
        if (fail) return HttpResponse.error();
        return new HttpResponse('Sent.', { headers: { 'content-type': 'text/plain' } });
      }),
    );
    const { user, form } = await openForm();
    await user.click(within(form).getByRole('button', { name: 'E-mail me this receipt' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'The server could not be reached. Check your connection and try again. Nothing you entered is lost.',
    );
    fail = false;
    await user.click(within(form).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('receipt-email-answer')).toHaveTextContent('Sent.');
    expect(bodies).toHaveLength(2);
    expect(bodies[1]).toBe(bodies[0]);
  });

  it('shows our own message when the service answers with no text', async () => {
    server.use(
      http.post('*/api/myrebatereceipt', () => new HttpResponse('', { headers: { 'content-type': 'text/plain' } })),
    );
    const { user, form } = await openForm();
    await user.click(within(form).getByRole('button', { name: 'E-mail me this receipt' }));
    expect((await screen.findByTestId('receipt-email-answer')).textContent).toBe(
      'The receipt for invoice SBC-INV-884517 is on its way to member@example.com.',
    );
    expect(getUiState().message).toBe('');
  });

  it('takes a note as long as the contract’s body allows once the receipt’s line is in it, and not one character more', async () => {
    const bodies: string[] = [];
    server.use(
      http.post('*/api/myrebatereceipt', async ({ request }) => {
        bodies.push(await request.text());
        return new HttpResponse('Sent.', { headers: { 'content-type': 'text/plain' } });
      }),
    );
    const { user, form } = await openForm();
    const note = within(form).getByRole('textbox', { name: 'Note for the rebate team (optional)' });
    // 'Receipt RR-2026-10482-0048 (invoice SBC-INV-884517)' and a line break take 52 of the body's 2000 characters.
    fireEvent.change(note, { target: { value: 'x'.repeat(1949) } });
    await user.click(within(form).getByRole('button', { name: 'E-mail me this receipt' }));
    expect(
      await within(form).findByText('Please keep this to 1,948 characters or fewer (now 1,949).'),
    ).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
    fireEvent.change(note, { target: { value: 'x'.repeat(1948) } });
    await user.click(within(form).getByRole('button', { name: 'E-mail me this receipt' }));
    expect(await screen.findByTestId('receipt-email-answer')).toHaveTextContent('Sent.');
    expect(bodies.map((body) => body.length)).toEqual([MemberNoteMax]);
  });
});
