import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { draftKey } from '@/lib/forms';
import { readDraft } from '@/lib/drafts';
import { setTokenSource } from '@/lib/http';
import { resetMember } from '@/lib/member';
import { server } from '../../../tests/setup/msw-server';
import { claimForm, dropInput, field, PNG_BYTES, pngFile, renderIncentives, signInMaria, user } from './test-support';

const KEY = draftKey('member@example.com', '10482', 'incentive:INC-2026-121');

beforeEach(signInMaria);
afterEach(() => resetMember());

/** Types a title and picks a photo on the Winter Snack Stack-Out claim, and waits until the draft holds both. */
async function startClaim() {
  const u = user();
  const view = renderIncentives('/incentives?claim=INC-2026-121');
  const form = await claimForm('Winter Snack Stack-Out');
  await u.type(field(form, 'Title'), 'Store Manager');
  await u.upload(dropInput(form), pngFile('stack-out.png'));
  await within(form).findByText('stack-out.png');
  await waitFor(async () => {
    const draft = await readDraft(KEY);
    expect(draft?.values.title).toBe('Store Manager');
    expect(draft?.files.photo?.name).toBe('stack-out.png');
  });
  return { u, form, view };
}

describe('/incentives: the draft of a claim', () => {
  it('is put back, photo included, after the page was left and opened again; the list offers it as Continue claim', async () => {
    const first = await startClaim();
    first.view.unmount();

    renderIncentives('/incentives');
    const table = await screen.findByRole('table', { name: 'Incentives for this store' });
    expect(await within(table).findByText('Unsent draft saved on this device')).toBeInTheDocument();
    const resume = within(table).getByRole('link', { name: 'Continue claim Winter Snack Stack-Out' });
    await first.u.click(resume);

    const form = await claimForm('Winter Snack Stack-Out');
    await waitFor(() => expect(field(form, 'Title')).toHaveValue('Store Manager'));
    expect(within(form).getByText('stack-out.png')).toBeInTheDocument();
    expect(within(form).getByText('Your unsent entries are back')).toBeInTheDocument();
    const restored = await readDraft(KEY);
    expect([...new Uint8Array(await restored!.files.photo!.arrayBuffer())]).toEqual(PNG_BYTES);
  });

  it('is thrown away by Start over', async () => {
    const first = await startClaim();
    first.view.unmount();
    renderIncentives('/incentives?claim=INC-2026-121');
    const form = await claimForm('Winter Snack Stack-Out');
    await waitFor(() => expect(field(form, 'Title')).toHaveValue('Store Manager'));
    await first.u.click(within(form).getByRole('button', { name: 'Start over' }));
    await waitFor(() => expect(field(form, 'Title')).toHaveValue(''));
    expect(within(form).queryByText('stack-out.png')).not.toBeInTheDocument();
    expect(await readDraft(KEY)).toBeNull();
  });

  it('is gone once the claim was sent', async () => {
    server.use(
      http.post('*/api/incentivesblobservice/PostIncentiveBlob', () =>
        HttpResponse.json({ submissionId: 'S-9', status: 'Received', message: 'ok' }),
      ),
    );
    const { u, form } = await startClaim();
    await u.click(within(form).getByRole('button', { name: 'Send claim' }));
    await screen.findByRole('table', { name: 'Incentives for this store' });
    await waitFor(async () => expect(await readDraft(KEY)).toBeNull());
  });

  it('is saved, photo included, before a send that needs the member to sign in again (MSAL interaction required)', async () => {
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => asked.push(request.url));
    try {
      const u = user();
      renderIncentives('/incentives?claim=INC-2026-121');
      const form = await claimForm('Winter Snack Stack-Out');
      await u.upload(dropInput(form), pngFile('stack-out.png'));
      await within(form).findByText('stack-out.png');
      await u.type(field(form, 'Title'), 'Owner');
      // Meanwhile the session can no longer be renewed quietly: the identity client starts the redirect to the
      // provider, and the call fails without being sent.
      setTokenSource(() => Promise.reject(new Error('interaction_required')));
      await u.click(within(form).getByRole('button', { name: 'Send claim' }));
      expect(await within(form).findByRole('alert')).toHaveTextContent(
        'Your session needs you to sign in again. Nothing you entered is lost.',
      );
      const draft = await readDraft(KEY);
      expect(draft?.values.title).toBe('Owner');
      expect(draft?.files.photo?.name).toBe('stack-out.png');
      expect(asked.filter((url) => url.includes('PostIncentiveBlob'))).toEqual([]);
    } finally {
      setTokenSource(null);
    }
  });

  it('is gone after Logout (resetMember, which both sign-outs call)', async () => {
    await startClaim();
    await act(() => resetMember());
    expect(await readDraft(KEY)).toBeNull();
  });

  it('asks before the member leaves the form with unsent changes: Stay keeps the form, Leave goes (the draft stays)', async () => {
    const { u, view } = await startClaim();
    await act(() => view.router.navigate('/dashboard'));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without sending?' });
    await u.click(within(dialog).getByRole('button', { name: 'Stay on the form' }));
    expect(view.router.state.location.pathname).toBe('/incentives');
    expect(field(screen.getByRole('form', { name: 'Claim: Winter Snack Stack-Out' }), 'Title')).toHaveValue(
      'Store Manager',
    );

    await act(() => view.router.navigate('/dashboard'));
    await u.click(
      within(await screen.findByRole('dialog', { name: 'Leave without sending?' })).getByRole('button', {
        name: 'Leave',
      }),
    );
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/dashboard'));
    expect((await readDraft(KEY))?.values.title).toBe('Store Manager');
  });
});
