// The facts the examples state in words (example-agreements.ts states the figures): a notification's fifth check,
// incentive or visit, the store chain's stores and count, and the answers to a claim or an enrolment.
import type {
  FifthCheckStatement,
  IncentiveList,
  IncentiveSubmissionResult,
  NumberOfStores,
  RegionalManager,
  StoreChain,
  StoreDetails,
  StoreNotification,
} from '../generated/model/index.ts';
import { cents, dollars, examplesOf, spokenDay, usual, type ContractDocument } from './contract-examples.ts';

type Checks = Map<string, { store: string; statement: FifthCheckStatement }>;
interface Sources {
  checks: Checks;
  incentives: Map<string, IncentiveList>;
  managers: Map<string, RegionalManager>;
  details: Map<string, StoreDetails>;
}

const AMOUNT = /\$([\d,]+(?:\.\d\d)?)/;
const amountIn = (text: string) => cents(Number(AMOUNT.exec(text)?.[1]?.replaceAll(',', '') ?? Number.NaN));

export function textDisagreements(document: ContractDocument, checks: Checks): string[] {
  const sources: Sources = {
    checks,
    incentives: usual(examplesOf<IncentiveList>(document, '/incentivesblobservice/GetIncentives/{id}')),
    managers: usual(examplesOf<RegionalManager>(document, '/myregionalmanagerapi/{ibcNumber}')),
    details: usual(examplesOf<StoreDetails>(document, '/mystoreapi/{ibcNumber}')),
  };
  const found: string[] = [];
  const storeCounts = examplesOf<NumberOfStores>(
    document,
    '/chaintoolsapi/GetNumberOfStoresInUserProfile/{emailClaim}',
  );
  for (const [name, chain] of examplesOf<StoreChain>(document, '/ibcstorechain/{emailClaim}')) {
    const { stores, notifications } = chain.data[0]!;
    const counted = storeCounts.get(name)?.numberOfStores;
    if (counted !== undefined && counted !== stores.length)
      found.push(`${name}: ${stores.length} stores in the store chain, ${counted} in the profile's count`);
    for (const { ibcNumber, storeName } of stores) {
      const own = sources.details.get(ibcNumber)?.storeName;
      if (own && own !== storeName)
        found.push(`store ${ibcNumber}: the store chain calls it ${storeName}, its details ${own}`);
    }
    for (const notification of notifications) {
      if (!stores.some((store) => store.ibcNumber === notification.storeId))
        found.push(`store ${notification.storeId}: ${notification.id} is for a store not in ${name}'s chain`);
      found.push(
        ...notificationDisagreements(notification, sources).map((text) => `store ${notification.storeId}: ${text}`),
      );
    }
  }
  return [...found, ...answerDisagreements(document, sources)];
}

/** What a notification says of a fifth check, an incentive or a visit, against the call that says it too. */
function notificationDisagreements({ id, storeId, message }: StoreNotification, sources: Sources): string[] {
  const found: string[] = [];
  const check = /fifth check \(no\. (\d+)\)/.exec(message)?.[1];
  if (check) {
    const known = sources.checks.get(check);
    if (!known || known.store !== storeId)
      return [`${id} names fifth check ${check}, which is not among its statements`];
    const { amount, period, issuedOn } = known.statement;
    if (amountIn(message) !== cents(amount))
      found.push(
        `${id} says fifth check ${check} was ${dollars(amountIn(message))}, its statement says ${dollars(cents(amount))}`,
      );
    if (!message.includes(period)) found.push(`${id} does not name the period of fifth check ${check}, ${period}`);
    if (!message.includes(spokenDay(issuedOn)))
      found.push(`${id} does not give its issue date, ${spokenDay(issuedOn)}`);
  }
  if (message.startsWith('New incentive:')) {
    const incentive = sources.incentives
      .get(storeId)
      ?.incentives.find((candidate) => message.includes(candidate.title));
    if (!incentive) found.push(`${id} announces an incentive that is not among the store's incentives`);
    else {
      if (amountIn(message) !== cents(incentive.amount))
        found.push(
          `${id} says ${incentive.title} pays ${dollars(amountIn(message))}, the incentive ${dollars(cents(incentive.amount))}`,
        );
      if (!message.includes(spokenDay(incentive.endDate)))
        found.push(`${id} does not give ${incentive.title}'s end, ${spokenDay(incentive.endDate)}`);
    }
  }
  const manager = sources.managers.get(storeId)?.name;
  if (message.includes('will visit') && manager && !message.startsWith(manager))
    found.push(`${id} announces a visit by someone other than its regional manager ${manager}`);
  return found;
}

/** The answers to a claim or an enrolment name the store they were sent for, and a claim one of its incentives. */
function answerDisagreements(document: ContractDocument, { details, incentives }: Sources): string[] {
  const found: string[] = [];
  const claims = [
    ['/incentivesblobservice/PostIncentiveBlob', true],
    ['/incentivesblobservice/PostIncentiveNoImage', false],
  ] as const;
  for (const [route, withPhoto] of claims)
    for (const [store, { message, submissionId }] of usual(
      examplesOf<IncentiveSubmissionResult>(document, route, 'post'),
    )) {
      const name = details.get(store)?.storeName;
      if (name && !message.includes(name)) found.push(`store ${store}: the answer of ${route} thanks another store`);
      if (!submissionId.includes(`-${store}-`))
        found.push(`store ${store}: claim ${submissionId} is numbered for another store`);
      const list = incentives.get(store)?.incentives ?? [];
      if (!list.some((incentive) => incentive.imageRequired === withPhoto && message.includes(incentive.title)))
        found.push(
          `store ${store}: the answer of ${route} names no incentive of the store ${withPhoto ? 'with' : 'without'} a photo`,
        );
    }
  for (const [store, answer] of usual(examplesOf<string>(document, '/myavailableprograms/', 'post', 'text/plain'))) {
    const name = details.get(store)?.storeName;
    if (name && !answer.includes(`${name} (${store})`))
      found.push(`store ${store}: the enrolment answer names another store`);
  }
  return found;
}
