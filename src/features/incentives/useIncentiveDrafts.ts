import { useEffect, useState } from 'react';
import { draftKey, draftsUnder, subscribeDrafts } from '@/lib/drafts';
import { useMember } from '@/lib/member';

/** The incentives of this store whose claim has an unsent draft in this browser (offered back in the list). */
export function useIncentiveDrafts(ibcNumber: string): ReadonlySet<string> {
  const member = useMember((state) => state.emailClaim);
  const [ids, setIds] = useState<ReadonlySet<string>>(new Set());
  useEffect(() => {
    if (!member || !ibcNumber) return;
    let live = true;
    const prefix = draftKey(member, ibcNumber, 'incentive:');
    const read = () => void draftsUnder(prefix).then((found) => live && setIds(new Set(found)));
    read();
    const unsubscribe = subscribeDrafts(read);
    return () => {
      live = false;
      unsubscribe();
    };
  }, [member, ibcNumber]);
  return ids;
}
