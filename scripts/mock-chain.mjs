// A chain owner to try the portal at scale: a test member of tests/fixtures/members.json may declare
// `generatedStores` ({ count, firstNumber }); the mock API then knows that many stores for their e-mail, each with a
// dashboard of its own. The stores are generated here, from a fixed seed, rather than written into the hand-written
// contract: the mock contract Prism serves is the contract plus these examples (mockContract), written beside
// node_modules, so the picker (mock-examples.mjs) and Prism read the same names (`chainOwner`, `store30001`, …).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';

const root = path.resolve(import.meta.dirname, '..');
export const CONTRACT_FILE = path.join(root, 'openapi/member-portal.yaml');
const MEMBERS_FILE = path.join(root, 'tests/fixtures/members.json');

const BRANDS = ['Prairie Stop', 'Corner Pantry', 'FuelWay', 'Kwik Basket', 'Sunrise Mart'];
// [town, state]: 60 towns × 5 brands = 300 distinct names; a larger chain repeats a name with its number.
const TOWNS = Object.entries({
  IL: 'Decatur, Peoria, Champaign, Bloomington, Joliet, Rockford, Quincy, Danville, Galesburg, Kankakee, Effingham, Mattoon, Carbondale, Moline, Ottawa, Macomb, Pekin, Lincoln, Dixon, Sterling',
  IN: 'Terre Haute, Lafayette, Kokomo, Muncie, Evansville, Anderson, Columbus, Marion, Richmond, Vincennes',
  IA: 'Dubuque, Davenport, Burlington, Ottumwa, Iowa City, Cedar Rapids, Waterloo, Ames, Mason City, Fort Dodge',
  MO: 'Hannibal, Columbia, Jefferson City, Rolla, Sedalia, Kirksville, Cape Girardeau, Joplin, Springfield, Moberly',
  WI: 'Janesville, Beloit, Kenosha, Racine, Madison, Oshkosh, Wausau, Eau Claire, La Crosse, Sheboygan',
}).flatMap(([state, towns]) => towns.split(', ').map((town) => [town, state]));

/** mulberry32: a small seeded generator, so every run (and every machine) makes the same stores. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const cents = (amount) => Math.round(amount * 100) / 100;

/** The chain's stores: numbers from `firstNumber` on, a brand and a town each, in a stable order. */
export function chainStores({ count, firstNumber }) {
  const first = Number(firstNumber);
  return Array.from({ length: count }, (_, index) => {
    const [town, state] = TOWNS[index % TOWNS.length];
    const brand = BRANDS[Math.floor(index / TOWNS.length) % BRANDS.length];
    const ibcNumber = String(first + index);
    const repeated = index >= TOWNS.length * BRANDS.length;
    return { ibcNumber, storeName: `${brand} ${town}${repeated ? ` ${ibcNumber}` : ''}`, city: town, state };
  });
}

/** A store's dashboard: the contract's first dashboard example, with this store's name and its own figures. */
export function chainDashboard(base, store, ownerName) {
  const next = random(Number(store.ibcNumber));
  const scale = 0.35 + next() * 1.6;
  const byMonth = base.rebates.byMonth.map(({ month, amount }) => ({ month, amount: cents(amount * scale) }));
  const yearToDate = cents(byMonth.reduce((sum, { amount }) => sum + amount, 0));
  return {
    ...base,
    store: {
      ibcNumber: store.ibcNumber,
      storeName: store.storeName,
      ownerName,
      city: store.city,
      state: store.state,
      memberSince: `${2000 + Math.floor(next() * 25)}-0${1 + Math.floor(next() * 9)}-01`,
    },
    rebates: { ...base.rebates, byMonth, yearToDate, previousYearToDate: cents(yearToDate * (0.8 + next() * 0.35)) },
    counts: {
      activePrograms: Math.floor(next() * 7),
      availablePrograms: Math.floor(next() * 6),
      openIncentives: Math.floor(next() * 5),
    },
  };
}

/** The members with generated stores, from the fixture file. */
export function chainOwners(file = MEMBERS_FILE) {
  const { members } = JSON.parse(readFileSync(file, 'utf8'));
  return members.filter((member) => member.generatedStores && member.mockApiExample);
}

const examplesOf = (document, route) => document.paths[route].get.responses['200'].content['application/json'].examples;

/** The contract with each chain owner's store chain and their stores' dashboards added as examples. */
export function withChainOwners(document, owners = chainOwners()) {
  const next = structuredClone(document);
  const chains = examplesOf(next, '/ibcstorechain/{emailClaim}');
  const dashboards = examplesOf(next, '/myDashboardApi');
  const base = Object.values(dashboards)[0].value;
  for (const owner of owners) {
    const stores = chainStores(owner.generatedStores);
    const ownerName = [owner.givenName, owner.familyName].filter(Boolean).join(' ');
    chains[owner.mockApiExample] = {
      summary: `${ownerName}, ${stores.length} generated stores (scripts/mock-chain.mjs)`,
      value: {
        data: [{ stores: stores.map(({ ibcNumber, storeName }) => ({ ibcNumber, storeName })), notifications: [] }],
      },
    };
    for (const store of stores)
      dashboards[`store${store.ibcNumber}`] = {
        summary: store.storeName,
        value: chainDashboard(base, store, ownerName),
      };
  }
  return next;
}

/** The hand-written contract, parsed. */
export const loadContract = () => yaml.load(readFileSync(CONTRACT_FILE, 'utf8'));

/** The contract as the mock API serves it (parsed). */
export const loadMockContract = () => withChainOwners(loadContract());

/**
 * Writes the mock contract (JSON, which Prism reads as well as YAML) and returns its path, for `prism mock`. One file
 * per mock server: Prism watches its document and restarts when it changes, refusing connections meanwhile, so a
 * second server (another test file's stack, a bench, a second checkout sharing node_modules) writing a shared file
 * made the first one drop requests mid-run.
 */
export function writeMockContract(port) {
  const file = path.join(root, `node_modules/.cache/member-portal/mock-contract-${process.pid}-${port}.json`);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(loadMockContract()));
  return file;
}
