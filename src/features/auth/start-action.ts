import { useEffect, useRef } from 'react';
import { useQueryParams } from '@/lib/routing';

/**
 * The sign-in page's buttons are the submit buttons of one GET form, each naming its action in this parameter: the
 * prerendered page's form works before the app is there (the browser opens `/signin?start=sign-in`), and the app
 * then carries the action out as it starts. A new button is one more action here and one more submit button.
 */
export const START_PARAM = 'start';

export type StartActions = Record<string, () => void>;

/**
 * Carries out the action the address names (once), and takes it out of the address first, so that Back from the
 * identity provider's page, or a reload, lands on the plain sign-in page rather than starting over.
 */
export function useStartAction(actions: StartActions): void {
  const [params, setParams] = useQueryParams();
  const done = useRef(false);
  const asked = params.get(START_PARAM);
  useEffect(() => {
    if (done.current || asked === null) return;
    done.current = true;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(START_PARAM);
        return next;
      },
      { replace: true },
    );
    if (Object.hasOwn(actions, asked)) actions[asked]?.();
  }, [actions, asked, setParams]);
}
