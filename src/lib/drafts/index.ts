// The unsent forms' drafts in the browser (IndexedDB): below both lib/forms, whose forms keep them, and lib/member,
// which sweeps the expired ones when a session starts and clears them all at Logout.
export * from './drafts';
