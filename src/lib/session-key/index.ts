// Keys that end with the browser session, and opaque ids for storage keys: below every folder of src/lib that keeps
// something of a member in the browser (the kept token, drafts, last-seen answers, store choices).
export * from './session-key';
export * from './opaque-id';
