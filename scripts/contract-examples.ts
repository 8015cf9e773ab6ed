// The contract's examples as typed values, for the checks that read them (example-agreements.ts): each answer's
// examples by name, the usual one per store (`store10482`) and those for a year (`store10482-2025`).

/** The parsed contract (js-yaml's output): only the path to an answer's examples is read. */
export interface ContractDocument {
  paths?: Record<
    string,
    Record<
      string,
      { responses?: Record<string, { content?: Record<string, { examples?: Record<string, { value: unknown }> }> }> }
    >
  >;
}

/** The examples of one answer, by name (`store10482`, `store10482-2025`, `member`…), typed as the answer's schema. */
export function examplesOf<T>(
  document: ContractDocument,
  route: string,
  method = 'get',
  type = 'application/json',
): Map<string, T> {
  const examples = document.paths?.[route]?.[method]?.responses?.['200']?.content?.[type]?.examples ?? {};
  return new Map(Object.entries(examples).map(([name, example]) => [name, example.value as T]));
}

/** The usual example of each store, by store number. */
export const usual = <T>(examples: Map<string, T>): Map<string, T> =>
  new Map([...examples].flatMap(([name, value]) => (/^store\d+$/.test(name) ? [[name.slice(5), value] as const] : [])));

/** The examples for a picked year (the `year` extension), with their store and year. */
export const yearExamples = <T>(examples: Map<string, T>) =>
  [...examples].flatMap(([name, value]) => {
    const match = /^store(\d+)-(\d{4})$/.exec(name);
    return match ? [{ name, store: match[1]!, year: Number(match[2]), value }] : [];
  });

// Money compared in cents: 0.1 + 0.2 is not 0.3 in dollars.
export const cents = (amount: number) => Math.round(amount * 100);
export const sumCents = (amounts: number[]) => amounts.reduce((total, amount) => total + cents(amount), 0);
export const dollars = (amountCents: number) => `$${(amountCents / 100).toFixed(2)}`;

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
/** '2026-10-20' → 'October 20', as the notifications write a day. */
export const spokenDay = (date: string) => `${MONTHS[Number(date.slice(5, 7)) - 1]} ${Number(date.slice(8, 10))}`;
