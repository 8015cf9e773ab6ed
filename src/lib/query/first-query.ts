import type { QueryKey } from '@tanstack/react-query';

/**
 * A page's first call, declared on its component (`MyPage.firstQuery = (…) satisfies FirstQuery`): the generated query
 * options of the answer its content needs, for the member's store and e-mail and the address being opened (a page
 * whose first answer depends on it, like the account page's tab, reads its search), exactly as the page asks it (same
 * key). The router asks it as the page's code arrives (src/app/first-answer.ts), so that the page can show its content
 * in its first frame. A property rather than an export of its own: a page file then exports one component, and an edit
 * to it refreshes that page in place in `npm start` (with another export, React's refresh gives the file up and the
 * app refreshes from its root). Typed by its key alone: each page's options carry its own answer's type, which the
 * router has no need to know.
 */
export type FirstQuery = (member: { store: string; email: string }, address: URL) => { queryKey: QueryKey };
