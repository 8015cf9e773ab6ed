export interface ChainStore {
  ibcNumber: string;
  storeName: string;
  city: string;
  state: string;
}
export const CONTRACT_FILE: string;
export function chainStores(options: { count: number; firstNumber: string }): ChainStore[];
export function chainDashboard(base: unknown, store: ChainStore, ownerName: string): Record<string, unknown>;
export function chainOwners(file?: string): {
  email: string;
  givenName?: string;
  familyName?: string;
  mockApiExample: string;
  generatedStores: { count: number; firstNumber: string };
}[];
export function withChainOwners(document: unknown, owners?: ReturnType<typeof chainOwners>): any;
export function loadContract(): unknown;
export function loadMockContract(): any;
export function writeMockContract(port: number): string;
