// The contract's examples are what Prism serves to every developer and demo and what the MSW mocks answer in tests:
// one story per store, told by several calls. Where two calls state the same fact (a notification's amount and its
// statement, a dashboard count and the list it counts, the year's total and its months…) they must agree, or a
// member sees two figures for one thing. disagreements() lists every fact stated two ways differently;
// example-agreements.test.ts (npm test's unit gate) fails on any. Stores without an example for a call (generated
// stores, say) are skipped, not guessed.
import type {
  ActiveProgramList,
  AvailableProgramList,
  Dashboard,
  FifthCheckStatement,
  FifthCheckStatementList,
  IncentiveList,
  NewsletterList,
  RebateReceipt,
  RebateReceiptList,
  StoreDetails,
} from '../generated/model/index.ts';
import {
  cents,
  dollars,
  examplesOf,
  sumCents,
  usual,
  yearExamples,
  type ContractDocument,
} from './contract-examples.ts';
import { textDisagreements } from './example-agreements-text.ts';

type Say = (store: string, text: string) => void;
/** Each store's rebates per year as its dashboards state them: `10482:2026` → months in cents, total, date. */
type YearTotals = Map<string, { months: Map<string, number>; total: number }>;

/** Every fact the examples state twice and differently, one sentence each, naming the store and both sources. */
export function disagreements(document: ContractDocument): string[] {
  const found: string[] = [];
  const say: Say = (store, text) => found.push(`store ${store}: ${text}`);
  const dashboards = examplesOf<Dashboard>(document, '/myDashboardApi');
  const totals = dashboardDisagreements(document, dashboards, say);
  programDisagreements(document, say);
  const statements = statementDisagreements(examplesOf<FifthCheckStatementList>(document, '/myfifthcheckapi'), say);
  receiptDisagreements(examplesOf<RebateReceiptList>(document, '/myrebatereceipt'), totals, say);
  found.push(...textDisagreements(document, statements));
  return found;
}

/** The year's total is its months; the counts are the lists they count; the store and newsletter are the store's. */
function dashboardDisagreements(document: ContractDocument, dashboards: Map<string, Dashboard>, say: Say): YearTotals {
  const totals: YearTotals = new Map();
  for (const [name, dashboard] of dashboards) {
    const store = dashboard.store.ibcNumber;
    const { year, yearToDate, byMonth } = dashboard.rebates;
    const months = sumCents(byMonth.map((month) => month.amount));
    if (months !== cents(yearToDate))
      say(
        store,
        `dashboard ${name} says ${dollars(cents(yearToDate))} this year, its months add up to ${dollars(months)}`,
      );
    for (const { month } of byMonth)
      if (!month.startsWith(`${year}-`)) say(store, `dashboard ${name} is for ${year} but lists month ${month}`);
    totals.set(`${store}:${year}`, {
      months: new Map(byMonth.map((month) => [month.month, cents(month.amount)])),
      total: cents(yearToDate),
    });
  }
  const active = usual(examplesOf<ActiveProgramList>(document, '/myactiveprograms/{ibcNumber}'));
  const available = usual(examplesOf<AvailableProgramList>(document, '/myavailableprograms/{ibcNumber}'));
  const incentives = usual(examplesOf<IncentiveList>(document, '/incentivesblobservice/GetIncentives/{id}'));
  const details = usual(examplesOf<StoreDetails>(document, '/mystoreapi/{ibcNumber}'));
  const newsletters = usual(examplesOf<NewsletterList>(document, '/mynewsletterapi/{ibcNumber}'));
  const today = usual(dashboards);
  for (const [store, { counts, rebates, asOf, store: summary, latestNewsletter }] of today) {
    const counted = [
      ['activePrograms', 'active programs', active.get(store)?.programs.length],
      [
        'availablePrograms',
        'programs it may enrol in',
        available.get(store)?.programs.filter((p) => !p.hasProgram).length,
      ],
      [
        'openIncentives',
        'open incentives',
        incentives.get(store)?.incentives.filter((i) => i.status === 'Open').length,
      ],
    ] as const;
    for (const [field, what, length] of counted)
      if (length !== undefined && counts[field] !== length)
        say(store, `the dashboard counts ${counts[field]} ${what}, the list has ${length}`);
    // The same part of the previous year: at least its months before this one, at most its whole year.
    const previous = totals.get(`${store}:${rebates.year - 1}`);
    if (previous) {
      const least = [...previous.months].reduce(
        (sum, [month, amount]) => (month.slice(5) < asOf.slice(5, 7) ? sum + amount : sum),
        0,
      );
      const said = cents(rebates.previousYearToDate);
      if (said < least || said > previous.total)
        say(
          store,
          `the dashboard's previous year to date ${dollars(said)} is outside ${dollars(least)}–${dollars(previous.total)}, what its ${rebates.year - 1} dashboard allows`,
        );
    }
    const own = details.get(store);
    if (
      own &&
      `${own.storeName}, ${own.city}, ${own.memberSince}` !==
        `${summary.storeName}, ${summary.city}, ${summary.memberSince}`
    )
      say(
        store,
        `the dashboard's store (${summary.storeName}, ${summary.city}, ${summary.memberSince}) is not its details' (${own.storeName}, ${own.city}, ${own.memberSince})`,
      );
    const latest = newsletters.get(store)?.newsletters[0];
    if (latest && JSON.stringify(latest) !== JSON.stringify(latestNewsletter))
      say(
        store,
        `the dashboard's latest newsletter ${latestNewsletter.id} is not the newest of its newsletters, ${latest.id}`,
      );
  }
  // A year changes the rebates only (the `year` extension): the counts are today's.
  for (const { store, year, value } of yearExamples(dashboards)) {
    const counts = today.get(store)?.counts;
    if (counts && JSON.stringify(counts) !== JSON.stringify(value.counts))
      say(store, `the ${year} dashboard counts ${JSON.stringify(value.counts)}, today's ${JSON.stringify(counts)}`);
  }
  return totals;
}

/** The active programs are the available list's programs the store has, through the same account. */
function programDisagreements(document: ContractDocument, say: Say) {
  const available = usual(examplesOf<AvailableProgramList>(document, '/myavailableprograms/{ibcNumber}'));
  const key = (program: { id: string; accountNumber?: string | null }) =>
    `${program.id} (${program.accountNumber ?? 'no account'})`;
  for (const [store, list] of usual(examplesOf<ActiveProgramList>(document, '/myactiveprograms/{ibcNumber}'))) {
    const offered = available.get(store);
    if (!offered) continue;
    const active = list.programs.map(key).sort().join(', ');
    const has = offered.programs
      .filter((program) => program.hasProgram)
      .map(key)
      .sort()
      .join(', ');
    if (active !== has) say(store, `its active programs are ${active}, the available list says it has ${has}`);
  }
}

/** A check is its lines, a line its purchases at its rate; a statement in two examples is the same in both. */
function statementDisagreements(lists: Map<string, FifthCheckStatementList>, say: Say) {
  const byCheck = new Map<string, { store: string; statement: FifthCheckStatement; name: string }>();
  for (const [name, list] of lists) {
    const store = list.ibcNumber;
    const year = /-(\d{4})$/.exec(name)?.[1];
    for (const statement of list.statements) {
      const { checkNumber, amount, lines } = statement;
      const added = sumCents(lines.map((line) => line.amount));
      if (added !== cents(amount))
        say(store, `fifth check ${checkNumber} is ${dollars(cents(amount))}, its lines add up to ${dollars(added)}`);
      for (const line of lines)
        if (
          line.purchaseAmount != null &&
          line.ratePercent != null &&
          Math.round(line.purchaseAmount * line.ratePercent) !== cents(line.amount)
        )
          say(
            store,
            `fifth check ${checkNumber}: ${line.ratePercent}% of ${dollars(cents(line.purchaseAmount))} is not ${dollars(cents(line.amount))} (${line.description})`,
          );
      if (year && !statement.periodStart.startsWith(year))
        say(store, `${name} holds ${statement.period}, not of ${year}`);
      const seen = byCheck.get(checkNumber);
      if (seen && JSON.stringify(seen.statement) !== JSON.stringify(statement))
        say(store, `fifth check ${checkNumber} differs between ${seen.name} and ${name}`);
      byCheck.set(checkNumber, { store, statement, name });
    }
  }
  return byCheck;
}

/** A month's receipts are part of that month's rebates on the dashboard; a receipt in two examples is the same. */
function receiptDisagreements(lists: Map<string, RebateReceiptList>, totals: YearTotals, say: Say) {
  const byId = new Map<string, { receipt: RebateReceipt; name: string }>();
  for (const [name, list] of lists) {
    const store = list.ibcNumber;
    if (name.startsWith('store') && !name.startsWith(`store${store}`))
      say(store, `${name} is a list for store ${store}`);
    const year = /-(\d{4})$/.exec(name)?.[1];
    const perMonth = new Map<string, number>();
    for (const receipt of list.receipts) {
      const month = receipt.invoiceDate.slice(0, 7);
      perMonth.set(month, (perMonth.get(month) ?? 0) + cents(receipt.rebateAmount));
      if (year && !month.startsWith(year)) say(store, `${name} holds receipt ${receipt.id} of ${month}`);
      const seen = byId.get(receipt.id);
      if (seen && JSON.stringify(seen.receipt) !== JSON.stringify(receipt))
        say(store, `receipt ${receipt.id} differs between ${seen.name} and ${name}`);
      byId.set(receipt.id, { receipt, name });
    }
    for (const [month, amount] of perMonth) {
      const earned = totals.get(`${store}:${month.slice(0, 4)}`)?.months.get(month);
      if (earned !== undefined && amount > earned)
        say(
          store,
          `its receipts of ${month} add up to ${dollars(amount)}, more than the ${dollars(earned)} its dashboard says were earned that month`,
        );
    }
  }
}
