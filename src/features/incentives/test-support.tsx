import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { getGetIncentivesResponseMock } from '@generated/api/incentives/incentives.msw';
import type { IncentiveList } from '@generated/model';
import { signInMaria as signInMariaAt } from '../../../tests/member';
import { renderInDataRouter } from '../../../tests/render';
import { server } from '../../../tests/setup/msw-server';
import IncentivesPage from './pages/IncentivesPage';

// Shared by the incentives component tests: Maria at store 10482, whose contract example has a photo claim
// (INC-2026-118, with options), one without options (INC-2026-121) and a claim without photo (INC-2026-124).

export const PNG_BYTES = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82];
export const pngFile = (name = 'display.png') => new File([new Uint8Array(PNG_BYTES)], name, { type: 'image/png' });

/** Maria with her phone number on file, which the claim form fills in. */
export const signInMaria = () => signInMariaAt(['10482'], { phone: '(217) 555-0166' });

/** The incentives GET answers with the contract's list, with the given incentives marked submitted. */
export function incentivesAnswer(submitted: () => ReadonlySet<string>) {
  server.use(
    http.get('*/api/incentivesblobservice/GetIncentives/:id', () => {
      const list: IncentiveList = getGetIncentivesResponseMock();
      return HttpResponse.json({
        ...list,
        incentives: list.incentives.map((incentive) =>
          submitted().has(incentive.id) ? { ...incentive, status: 'Submitted' as const } : incentive,
        ),
      });
    }),
  );
}

export const user = () => userEvent.setup({ applyAccept: false });

export function renderIncentives(path = '/incentives') {
  return renderInDataRouter(<IncentivesPage />, { path });
}

/** The claim form, once its stored draft (if any) has been read and its fields are enabled. */
export async function claimForm(title: string): Promise<HTMLElement> {
  const form = await screen.findByRole('form', { name: `Claim: ${title}` });
  await waitFor(() => expect(within(form).getByRole('textbox', { name: 'First name' })).toBeEnabled());
  return form;
}

/** The dropzone's file input (the camera button has its own, with capture). */
export function dropInput(form: HTMLElement): HTMLInputElement {
  const input = [...form.querySelectorAll<HTMLInputElement>('input[type="file"]')].find(
    (candidate) => !candidate.hasAttribute('capture'),
  );
  if (!input) throw new Error('no photo input');
  return input;
}

export const field = (form: HTMLElement, label: string) => within(form).getByRole('textbox', { name: label });
