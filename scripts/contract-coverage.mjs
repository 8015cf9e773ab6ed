// Which operations of the contract a run exercised, and which requests broke it. The e2e server's
// /api proxy (serve-dist.mjs) hands every answer of `prism mock --errors` to a contract log; the e2e teardown prints
// the tally and fails the run when a request broke the contract or an operation was never called.
//
// Prism tells a broken request in one of two ways: an answer carrying an `sl-violations` header with a
// `request…` violation (it picked the contract's own 400/401 answer for it), or an answer it made up itself as
// `application/problem+json` (422 with a `validation` list, 404 for a path the contract lacks, 405, or 500 when its
// own example breaks the response schema). Requests the browser test intercepted (page.route) never reach Prism and
// count neither way.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';

const root = path.resolve(import.meta.dirname, '..');
export const CONTRACT_FILE = path.join(root, 'openapi/member-portal.yaml');
const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options']);

/**
 * Every operation of the contract, with whether it is one of the 18 calls of the portal's original API; the
 * template identity method's calls (tag `auth`) and our extensions are in the contract too.
 */
export function loadOperations(file = CONTRACT_FILE) {
  const document = yaml.load(readFileSync(file, 'utf8'));
  const operations = [];
  for (const [route, item] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(item ?? {})) {
      if (!METHODS.has(method)) continue;
      const pattern = new RegExp(`^${route.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`);
      operations.push({
        operationId: operation.operationId,
        method: method.toUpperCase(),
        path: route,
        pattern,
        inSpecTable: !(operation.tags ?? []).includes('auth'),
      });
    }
  }
  return operations;
}

/** The operation a request is for (method and path, query ignored), or undefined when the contract has none. */
export function matchOperation(operations, method, url) {
  const pathname = new URL(url, 'http://api.invalid').pathname;
  return operations.find((operation) => operation.method === method.toUpperCase() && operation.pattern.test(pathname));
}

/** The request violations Prism reported on one answer: texts, none when the request kept to the contract. */
export function requestViolations({ status, contentType = '', violationsHeader, body = '' }) {
  const found = [];
  const header = Array.isArray(violationsHeader) ? violationsHeader.join(',') : violationsHeader;
  if (header) {
    let parsed;
    try {
      parsed = JSON.parse(header);
    } catch {
      // Prism cuts a very long header short ("Too many violations! …"): that is violations all the same.
      return [header.slice(0, 200)];
    }
    for (const violation of parsed) {
      if (violation.location?.[0] === 'request' && violation.severity === 'Error')
        found.push(`${violation.location.join('.')}: ${violation.message}`);
    }
  }
  if (contentType.includes('application/problem+json')) {
    let problem = {};
    try {
      problem = JSON.parse(body);
    } catch {
      // Not JSON after all: still an answer Prism made up instead of the contract's.
    }
    const details = (problem.validation ?? []).map(
      (violation) => `${(violation.location ?? []).join('.')}: ${violation.message}`,
    );
    found.push(`${status} ${problem.title ?? 'Prism error'}${details.length ? ` (${details.join('; ')})` : ''}`);
  }
  return found;
}

/** Collects the answers of a run; `summary()` gives the tally, `line()` the one line the e2e run prints. */
export function createContractLog(operations = loadOperations()) {
  const exercised = new Set();
  const violations = [];
  return {
    record({ method, url, status, contentType, violationsHeader, body }) {
      const operation = matchOperation(operations, method, url);
      const problems = requestViolations({ status, contentType, violationsHeader, body });
      const where = `${method} ${url.split('?')[0]}${operation ? ` (${operation.operationId})` : ''}`;
      if (!operation && problems.length === 0) problems.push('no operation of the contract has this method and path');
      for (const problem of problems) violations.push(`${where}: ${problem}`);
      if (operation && problems.length === 0) exercised.add(operation.operationId);
    },
    summary() {
      const inTable = operations.filter((operation) => operation.inSpecTable);
      return {
        specTable: {
          total: inTable.length,
          exercised: inTable.filter((operation) => exercised.has(operation.operationId)).length,
        },
        all: { total: operations.length, exercised: exercised.size },
        missing: operations
          .filter((operation) => !exercised.has(operation.operationId))
          .map((operation) => operation.operationId),
        violations: [...violations],
      };
    },
    line() {
      const { specTable, all, violations: found } = this.summary();
      return `contract: ${specTable.exercised} of ${specTable.total} operations exercised, ${found.length} request violations (the calls of the original API; ${all.exercised} of ${all.total} operations of openapi/member-portal.yaml)`;
    },
  };
}
