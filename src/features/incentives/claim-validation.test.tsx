import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetMember } from '@/lib/member';
import { claimForm, dropInput, field, pngFile, renderIncentives, signInMaria, user } from './test-support';

beforeEach(signInMaria);
afterEach(() => resetMember());

describe('/incentives: the list', () => {
  it('shows the store’s incentives with sponsor, amount, period, proof and status, and a Claim button for each open one', async () => {
    renderIncentives();
    const table = await screen.findByRole('table', { name: 'Incentives for this store' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    const vault = within(rows.find((row) => within(row).queryByText('Holiday Cold Vault Display'))!);
    expect(vault.getByText('Summit Beverage Co.')).toBeInTheDocument();
    expect(vault.getByText('$150.00')).toBeInTheDocument();
    expect(vault.getByText('Dec 1, 2026 – Dec 31, 2026')).toBeInTheDocument();
    expect(vault.getByText('Photo required')).toBeInTheDocument();
    expect(vault.getByText('Open')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Claim Coffee Bar Reset Survey' })).toHaveAttribute(
      'href',
      '/incentives?claim=INC-2026-124',
    );
    expect(within(table).getByText('No photo needed')).toBeInTheDocument();
  });
});

describe('/incentives: validation with the translated field messages', () => {
  it('shows each message beside its field, marks it invalid, announces the count and puts the focus on the first', async () => {
    const u = user();
    renderIncentives('/incentives?claim=INC-2026-118');
    const form = await claimForm('Holiday Cold Vault Display');
    // Prefilled from the profile, and editable.
    expect(field(form, 'First name')).toHaveValue('Maria');
    expect(field(form, 'Cell number')).toHaveValue('(217) 555-0166');
    for (const label of ['First name', 'Last name', 'Email', 'Cell number']) await u.clear(field(form, label));
    await u.click(within(form).getByRole('button', { name: 'Send claim' }));

    expect(await within(form).findAllByText('Please enter name!')).toHaveLength(2);
    expect(within(form).getByText('Please enter Email Address!')).toBeInTheDocument();
    expect(within(form).getByText('Please enter phone number!')).toBeInTheDocument();
    expect(within(form).getByText('Please enter Title!')).toBeInTheDocument();
    expect(within(form).getByText('Please choose an option!')).toBeInTheDocument();
    expect(within(form).getByText('Please add a photo!')).toBeInTheDocument();
    const phone = field(form, 'Cell number');
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveAccessibleDescription('Please enter phone number!');
    expect(field(form, 'First name')).toHaveFocus();
    expect(screen.getByText('7 fields need your attention.')).toBeInTheDocument();
  });

  it('refuses an e-mail with spaces, a phone number with letters and a 10,000-character title, each with its message', async () => {
    const u = user();
    renderIncentives('/incentives?claim=INC-2026-124');
    const form = await claimForm('Coffee Bar Reset Survey');
    await u.clear(field(form, 'Email'));
    await u.type(field(form, 'Email'), 'maria alvarez@example.com');
    await u.clear(field(form, 'Cell number'));
    await u.type(field(form, 'Cell number'), '217-CALL-NOW');
    // Pasted, as a member would: typing 10,000 characters one by one would only slow the test.
    fireEvent.change(field(form, 'Title'), { target: { value: 'x'.repeat(10_000) } });
    await u.click(within(form).getByRole('button', { name: 'Send claim' }));

    expect(await within(form).findByText('The Email you entered is not a valid format!')).toBeInTheDocument();
    expect(within(form).getByText('Phone number is not valid!')).toBeInTheDocument();
    expect(within(form).getByText('Please keep this to 100 characters or fewer (now 10,000).')).toBeInTheDocument();
    expect(field(form, 'Email')).toHaveFocus();
    // Nothing is cut: the member's text stays as typed until they shorten it.
    expect(field(form, 'Title')).toHaveValue('x'.repeat(10_000));
  });
});

describe('/incentives: the photo is checked before anything is sent', () => {
  it('refuses a 40 MB photo naming the limit, a file of another type, a .png that is no image and an empty file', async () => {
    const u = user();
    renderIncentives('/incentives?claim=INC-2026-121');
    const form = await claimForm('Winter Snack Stack-Out');
    const input = dropInput(form);

    await u.upload(input, new File([new Uint8Array(40 * 1024 * 1024)], 'huge.jpg', { type: 'image/jpeg' }));
    expect(
      await within(form).findByText('This photo is 40 MB; the largest photo accepted is 10 MB.'),
    ).toBeInTheDocument();

    await u.upload(input, new File(['just some notes'], 'notes.txt', { type: 'text/plain' }));
    expect(
      await within(form).findByText('This type of file cannot be sent. Please choose a JPEG, PNG, WebP or HEIC photo.'),
    ).toBeInTheDocument();

    await u.upload(input, new File(['<html>not a picture</html>'], 'shelf.png', { type: 'image/png' }));
    expect(
      await within(form).findByText(
        'This file is not a JPEG, PNG, WebP or HEIC picture, whatever its name says. Please choose a photo.',
      ),
    ).toBeInTheDocument();

    await u.upload(input, new File([], 'empty.png', { type: 'image/png' }));
    expect(
      await within(form).findByText('This file is empty (0 bytes). Please choose the photo again.'),
    ).toBeInTheDocument();
    expect(within(form).queryByRole('button', { name: 'Remove photo' })).not.toBeInTheDocument();

    await u.upload(input, pngFile());
    expect(await within(form).findByText('display.png')).toBeInTheDocument();
    await waitFor(() => expect(within(form).getByRole('img', { name: 'Preview of display.png' })).toBeInTheDocument());
    expect(within(form).queryByText(/This file is empty/)).not.toBeInTheDocument();
  });
});
