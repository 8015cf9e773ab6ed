import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getUiState, ui } from '@/lib/ui-state';
import { setUploadTransport } from '@/lib/http';
import { resetMember } from '@/lib/member';
import { ControlledRequest } from '../../../tests/controlled-xhr';
import { server } from '../../../tests/setup/msw-server';
import {
  claimForm,
  dropInput,
  field,
  incentivesAnswer,
  PNG_BYTES,
  pngFile,
  renderIncentives,
  signInMaria,
  user,
} from './test-support';

const submitted = new Set<string>();
beforeEach(() => {
  signInMaria();
  submitted.clear();
  incentivesAnswer(() => submitted);
});
afterEach(async () => {
  setUploadTransport(null);
  ControlledRequest.last = null;
  ui.hideMessage();
  await resetMember();
});

const RECEIVED = { submissionId: 'SUB-2026-10482-0400', status: 'Received', message: 'Thanks!' };

/** A filled-in photo claim for the Holiday Cold Vault Display. */
async function fillPhotoClaim() {
  const u = user();
  const form = await claimForm('Holiday Cold Vault Display');
  await u.type(field(form, 'Title'), 'Owner');
  await u.selectOptions(within(form).getByRole('combobox', { name: 'Display location' }), 'Cooler door cling');
  await u.upload(dropInput(form), pngFile());
  await within(form).findByText('display.png');
  return { u, form };
}

describe('/incentives: sending a photo claim', () => {
  it('drives the progress bar from upload progress events, and Cancel stops the upload keeping everything', async () => {
    setUploadTransport(() => new ControlledRequest() as unknown as XMLHttpRequest);
    renderIncentives('/incentives?claim=INC-2026-118');
    const { u, form } = await fillPhotoClaim();
    await u.click(within(form).getByRole('button', { name: 'Send claim' }));
    const request = await vi.waitFor(() => ControlledRequest.last ?? Promise.reject(new Error('not sent yet')));
    act(() => request.progress(30, 100));
    expect(within(form).getByRole('progressbar', { name: 'Sending…' })).toHaveAttribute('aria-valuenow', '30');
    expect(within(form).getByText('Uploading: 30%')).toBeInTheDocument();
    act(() => request.progress(75, 100));
    expect(within(form).getByRole('progressbar', { name: 'Sending…' })).toHaveAttribute('aria-valuenow', '75');
    expect(within(form).getByRole('button', { name: 'Send claim' })).toBeDisabled();

    await u.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(request.aborted).toBe(true);
    expect(await within(form).findByText(/Sending was cancelled/)).toBeInTheDocument();
    expect(within(form).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(field(form, 'Title')).toHaveValue('Owner');
    expect(within(form).getByText('display.png')).toBeInTheDocument();
  });

  it('keeps every field and the photo after a 500, and Try again sends the same multipart body; then the claim shows as submitted', async () => {
    const bodies: { query: string; image: number[]; name: string; title: unknown; option: unknown }[] = [];
    let fail = true;
    server.use(
      http.post('*/api/incentivesblobservice/PostIncentiveBlob', async ({ request }) => {
        const form = await request.formData();
        const image = form.get('image') as File;
        bodies.push({
          query: new URL(request.url).search,
          image: [...new Uint8Array(await image.arrayBuffer())],
          name: image.name,
          title: form.get('Title'),
          option: form.get('DropdownValue'),
        });
        if (fail) return HttpResponse.json({ error: 'Something went wrong, Please try again!' }, { status: 500 });
        submitted.add('INC-2026-118');
        return HttpResponse.json(RECEIVED);
      }),
    );
    renderIncentives('/incentives?claim=INC-2026-118');
    const { u, form } = await fillPhotoClaim();
    await u.click(within(form).getByRole('button', { name: 'Send claim' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'The server had a problem answering. Please try again. Nothing you entered is lost.',
    );
    expect(field(form, 'First name')).toHaveValue('Maria');
    expect(field(form, 'Title')).toHaveValue('Owner');
    expect(within(form).getByText('display.png')).toBeInTheDocument();

    fail = false;
    await u.click(within(form).getByRole('button', { name: 'Try again' }));
    // One message: the service's own text under our title with the claim's reference, no snackbar beside it.
    const answer = await screen.findByRole('status', { name: 'Claim sent (reference SUB-2026-10482-0400)' });
    expect(within(answer).getByTestId('claim-answer')).toHaveTextContent(/^Thanks!$/);
    expect(getUiState().message).toBe('');
    expect(bodies).toHaveLength(2);
    expect(bodies[1]).toEqual(bodies[0]);
    expect(bodies[0]).toMatchObject({
      image: PNG_BYTES,
      name: 'incentive-photo.png',
      title: 'Owner',
      option: 'Cooler door cling',
    });
    const query = new URLSearchParams(bodies[0]!.query);
    expect(Object.fromEntries(query)).toEqual({
      FirstName: 'Maria',
      LastName: 'Alvarez',
      Email: 'member@example.com',
      CellNumber: '(217) 555-0166',
      IbcNumber: '10482',
      IncentiveId: 'INC-2026-118',
      Source: 'Web Portal',
    });
    // Back in the list, which was asked for again: the claim is submitted, with no Claim button any more.
    const table = await screen.findByRole('table', { name: 'Incentives for this store' });
    const row = await within(table).findByText('Submitted');
    expect(row).toBeInTheDocument();
    expect(within(table).queryByRole('link', { name: 'Claim Holiday Cold Vault Display' })).not.toBeInTheDocument();
  });
});

describe('/incentives: a claim without photo', () => {
  it('sends one request for five quick clicks, with the spec’s query names and the comment as plain text, markup as it was typed', async () => {
    const requests: Request[] = [];
    let release: () => void = () => undefined;
    server.use(
      http.post('*/api/incentivesblobservice/PostIncentiveNoImage', async ({ request }) => {
        requests.push(request.clone());
        await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json(RECEIVED);
      }),
    );
    const u = user();
    renderIncentives('/incentives?claim=INC-2026-124');
    const form = await claimForm('Coffee Bar Reset Survey');
    await u.type(field(form, 'Title'), '<b>Owner</b><script>alert(1)</script>');
    await u.selectOptions(within(form).getByRole('combobox', { name: 'Reset status' }), 'Reset completed');
    fireEvent.change(field(form, 'Comment for the sponsor (optional)'), {
      target: { value: '<img src=x onerror=alert(1)> done' },
    });
    const send = within(form).getByRole('button', { name: 'Send claim' });
    for (let click = 0; click < 5; click += 1) fireEvent.click(send);
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(send).toBeDisabled();
    release();
    expect(await screen.findByTestId('claim-answer')).toHaveTextContent(/^Thanks!$/);
    expect(requests).toHaveLength(1);
    const query = Object.fromEntries(new URL(requests[0]!.url).searchParams);
    expect(query).toEqual({
      IbcNumber: '10482',
      IncentiveId: 'INC-2026-124',
      Source: 'Web Portal',
      DropdownValue: 'Reset completed',
      FirstName: 'Maria',
      LastName: 'Alvarez',
      Title: '<b>Owner</b><script>alert(1)</script>',
      CellNumber: '(217) 555-0166',
      Email: 'member@example.com',
    });
    expect(requests[0]!.headers.get('content-type')).toBe('text/plain');
    expect(await requests[0]!.text()).toBe('<img src=x onerror=alert(1)> done');
  });

  it('shows our own message, once, when the service’s answer has no text', async () => {
    server.use(
      http.post('*/api/incentivesblobservice/PostIncentiveNoImage', () =>
        HttpResponse.json({ ...RECEIVED, message: '  ' }),
      ),
    );
    const u = user();
    renderIncentives('/incentives?claim=INC-2026-124');
    const form = await claimForm('Coffee Bar Reset Survey');
    await u.type(field(form, 'Title'), 'Owner');
    await u.selectOptions(within(form).getByRole('combobox', { name: 'Reset status' }), 'Reset completed');
    await u.click(within(form).getByRole('button', { name: 'Send claim' }));
    expect(await screen.findByTestId('claim-answer')).toHaveTextContent(
      /^Your claim for Coffee Bar Reset Survey was sent \(reference SUB-2026-10482-0400\)\.$/,
    );
    expect(screen.getAllByRole('status', { name: /^Claim sent/ })).toHaveLength(1);
    expect(getUiState().message).toBe('');
  });

  it("says the session must be renewed for 'Token is not valid', keeping the fields", async () => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    server.use(
      http.post('*/api/incentivesblobservice/PostIncentiveNoImage', () =>
        HttpResponse.json({ error: 'Token is not valid' }, { status: 401 }),
      ),
    );
    const u = user();
    renderIncentives('/incentives?claim=INC-2026-124');
    const form = await claimForm('Coffee Bar Reset Survey');
    await u.type(field(form, 'Title'), 'Owner');
    await u.selectOptions(within(form).getByRole('combobox', { name: 'Reset status' }), 'Reset scheduled');
    await u.click(within(form).getByRole('button', { name: 'Send claim' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Your session needs you to sign in again. Nothing you entered is lost.',
    );
    expect(field(form, 'Title')).toHaveValue('Owner');
    expect(within(form).getByRole('combobox', { name: 'Reset status' })).toHaveValue('Reset scheduled');
  });

  it('tells the member before Send while offline, waits, and sends when the connection is back', async () => {
    const sent: string[] = [];
    server.use(
      http.post('*/api/incentivesblobservice/PostIncentiveNoImage', ({ request }) => {
        sent.push(request.url);
        return HttpResponse.json(RECEIVED);
      }),
    );
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const u = user();
    renderIncentives('/incentives?claim=INC-2026-124');
    const form = await claimForm('Coffee Bar Reset Survey');
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(within(form).getByText(/You are offline\. What you enter is kept on this device/)).toBeInTheDocument();
    await u.type(field(form, 'Title'), 'Owner');
    await u.selectOptions(within(form).getByRole('combobox', { name: 'Reset status' }), 'Reset completed');
    await u.click(within(form).getByRole('button', { name: 'Send claim' }));
    expect(await within(form).findByText(/Waiting for the connection/)).toBeInTheDocument();
    expect(sent).toEqual([]);

    online.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(await screen.findByTestId('claim-answer')).toHaveTextContent(/^Thanks!$/);
  });
});
