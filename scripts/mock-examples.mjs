// Makes the Prism mock answer per store: Prism returns an operation's first example unless the request says
// `Prefer: example=<name>`. The contract names its examples after stores (store10482, store10517, …) and, for
// e-mail lookups, after test members (tests/fixtures/members.json `mockApiExample`). The development proxy and
// the e2e/preview server add the header when the request names such a store or member, so switching store in
// the portal shows that store's data, as the real API would; a `year` picks that store's example for the year.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { loadMockContract } from './mock-chain.mjs';

const root = path.resolve(import.meta.dirname, '..');

function loadOperations() {
  // The contract with the generated chain owners' examples, as Prism serves it.
  const document = loadMockContract();
  const operations = [];
  for (const [route, item] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(item)) {
      const content = operation?.responses?.['200']?.content;
      // JSON answers, and the plain-text confirmations (enrolment) that are worded per store too.
      const examples = content?.['application/json']?.examples ?? content?.['text/plain']?.examples;
      if (!examples) continue;
      const pattern = new RegExp(`^${route.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '([^/]+)')}$`);
      operations.push({ method: method.toUpperCase(), pattern, names: new Set(Object.keys(examples)) });
    }
  }
  return operations;
}

function loadMemberExamples() {
  const { members } = JSON.parse(readFileSync(path.join(root, 'tests/fixtures/members.json'), 'utf8'));
  return new Map(
    members
      .filter((member) => member.mockApiExample)
      .map((member) => [member.email.toLowerCase(), member.mockApiExample]),
  );
}

/** Returns a function (method, url without /api) → the Prefer header value to add, or null. */
export function createExamplePicker() {
  const operations = loadOperations();
  const memberExamples = loadMemberExamples();
  return (method, url) => {
    const parsed = new URL(url, 'http://mock.invalid');
    const operation = operations.find(
      (candidate) => candidate.method === method && candidate.pattern.test(parsed.pathname),
    );
    if (!operation) return null;
    const values = [...(parsed.pathname.match(operation.pattern)?.slice(1) ?? []), ...parsed.searchParams.values()].map(
      (value) => decodeURIComponent(value),
    );
    // The `year` extension (a year the member picked) has its own examples per store, `store10482-2025`; a year
    // without one gets the store's usual answer, which the portal narrows to that year (as it would a back end's
    // that ignores the parameter): an empty year, as a real one may be.
    const year = parsed.searchParams.get('year');
    for (const value of values) {
      if (value === year) continue;
      const name = /^\d+$/.test(value) ? `store${value}` : memberExamples.get(value.toLowerCase());
      if (name && year && operation.names.has(`${name}-${year}`)) return `example=${name}-${year}`;
      if (name && operation.names.has(name)) return `example=${name}`;
    }
    return null;
  };
}
