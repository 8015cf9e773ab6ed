import { setMemberProfile, setMemberStores, type MemberProfile } from '@/lib/member';
import { chainOwnerStores } from './setup/chain-owner-handlers';

/** Maria Alvarez, the default test member (tests/fixtures/members.json), as her token's claims give her. */
export const maria = {
  firstName: 'Maria',
  lastName: 'Alvarez',
  ibcNumber: '10482',
  emailClaim: 'member@example.com',
  emails: ['member@example.com'],
} satisfies MemberProfile;

// Her stores as the contract's examples name them.
const storeNames = {
  '10482': 'Maple Street Market',
  '10517': 'Riverside Fuel & Go',
  '11093': 'Hilltop Convenience',
} as const;

/** Maria signed in at 10482, with these of her stores in the store selector (10482 alone unless told). */
export function signInMaria(
  storeNumbers: (keyof typeof storeNames)[] = ['10482'],
  profile: Partial<MemberProfile> = {},
): void {
  setMemberProfile({ ...maria, ...profile });
  setMemberStores(
    storeNumbers.map((ibcNumber) => ({ ibcNumber, storeName: storeNames[ibcNumber] })),
    [],
  );
}

/** Dana Whitfield, the chain owner: 300 generated stores, the same MSW answers as Prism's (chain-owner-handlers). */
export const dana = {
  firstName: 'Dana',
  lastName: 'Whitfield',
  ibcNumber: '30001',
  emailClaim: 'chain@example.com',
  emails: ['chain@example.com'],
} satisfies MemberProfile;

/** Dana signed in at 30001, all her stores in the store selector. */
export function signInChainOwner(): void {
  setMemberProfile(dana);
  setMemberStores(chainOwnerStores(dana.emailClaim), []);
}
