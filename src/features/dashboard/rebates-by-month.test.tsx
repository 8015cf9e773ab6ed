import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getGetDashboardResponseMock } from '@generated/api/dashboard/dashboard.msw';
import { resetMember, setMemberProfile, setMemberStores } from '@/lib/member';
import { maria } from '../../../tests/member';
import { renderWithProviders } from '../../../tests/render';
import { server } from '../../../tests/setup/msw-server';
import { RebatesByMonth } from './RebatesByMonth';

const dashboard = getGetDashboardResponseMock();
const thisYear = dashboard.rebates.year;
let asked: URLSearchParams[] = [];

beforeEach(() => {
  setMemberProfile(maria);
  setMemberStores([{ ibcNumber: dashboard.store.ibcNumber, storeName: dashboard.store.storeName }], []);
  asked = [];
});
afterEach(() => resetMember());

function answerLastYear(answer: (year: number) => Response) {
  server.use(
    http.get('*/myDashboardApi', ({ request }) => {
      const params = new URL(request.url).searchParams;
      asked.push(params);
      return answer(Number(params.get('year')));
    }),
  );
}
const lastYearOf = (year: number) => ({
  ...dashboard,
  rebates: {
    ...dashboard.rebates,
    year,
    byMonth: dashboard.rebates.byMonth.map(({ month, amount }) => ({
      month: `${year}${month.slice(4)}`,
      amount: amount / 2,
    })),
  },
});

describe('rebates by month beside the year before', () => {
  it('asks for last year only when the member presses the button, then shows both years month by month', async () => {
    answerLastYear((year) => HttpResponse.json(lastYearOf(year)));
    renderWithProviders(<RebatesByMonth dashboard={dashboard} />);
    const toggle = screen.getByRole('button', { name: `Show ${thisYear - 1} beside it` });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(asked).toEqual([]);
    await userEvent.setup().click(toggle);
    const table = await screen.findByRole('table', { name: 'Rebates by month' });
    await within(table).findByRole('columnheader', { name: String(thisYear - 1) });
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(within(table).getByRole('columnheader', { name: String(thisYear) })).toBeInTheDocument();
    const january = within(table).getAllByRole('row')[1]!;
    const [first] = dashboard.rebates.byMonth;
    expect(
      within(january)
        .getAllByRole('cell')
        .map((cell) => cell.textContent?.replace(/[^\d.]/g, '')),
    ).toEqual([first!.amount.toFixed(2), (first!.amount / 2).toFixed(2)]);
    expect(asked.map((params) => params.get('year'))).toEqual([String(thisYear - 1)]);
  });

  it('says so when the year before has no figures (an answer for another year), and when it fails', async () => {
    answerLastYear(() => HttpResponse.json(dashboard));
    const { unmount } = renderWithProviders(<RebatesByMonth dashboard={dashboard} />);
    await userEvent.setup().click(screen.getByRole('button', { name: `Show ${thisYear - 1} beside it` }));
    expect(await screen.findByText(`No rebates by month for ${thisYear - 1}.`)).toBeInTheDocument();
    unmount();
    answerLastYear(() => HttpResponse.json({ error: 'Server Error' }, { status: 500 }));
    renderWithProviders(<RebatesByMonth dashboard={dashboard} />);
    await userEvent.setup().click(screen.getByRole('button', { name: `Show ${thisYear - 1} beside it` }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`The rebates of ${thisYear - 1} could not be loaded.`);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
