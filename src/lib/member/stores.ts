/** The member's stores, the current one, and the notifications that belong to it. */
export interface Store {
  ibcNumber: string;
  storeName: string;
}

export interface StoreNotification {
  id: string;
  storeId: string;
  name: string;
  message: string;
  image?: string;
}

/** Why the preselected store is not the member's own number, so the header can say so. */
export type PreselectionNotice = 'numberNotFound' | 'noMemberNumber' | null;

/**
 * After the store list loads, the current store is the one whose number matches the member's ibcNumber.
 * When none matches, the first store is taken and a notice explains why; with no stores there is no current store.
 */
export function preselectStore(
  stores: readonly Store[],
  ibcNumber: string,
): { store: Store | null; notice: PreselectionNotice } {
  const match = stores.find((store) => store.ibcNumber === ibcNumber);
  if (match) return { store: match, notice: null };
  const first = stores[0] ?? null;
  if (!first) return { store: null, notice: null };
  return { store: first, notice: ibcNumber ? 'numberNotFound' : 'noMemberNumber' };
}

/** Only notifications whose storeId equals the current ibcNumber are listed and counted. */
export function notificationsForStore(
  notifications: readonly StoreNotification[],
  ibcNumber: string,
): StoreNotification[] {
  if (!ibcNumber) return [];
  return notifications.filter((notification) => notification.storeId === ibcNumber);
}
