/** Spec §3 "Common UI state" and the §4 transitions that change it. */
export interface CommonUiState {
  error: string;
  message: string;
  loading: boolean;
  isAppDrawerOpen: boolean;
  /** Part of spec §3's state; no transition of §4 sets it, so it stays false until a page needs it. */
  updatingContent: boolean;
}

export type UiAction =
  | { type: 'fetchStart' }
  | { type: 'fetchSuccess' }
  | { type: 'fetchError'; error: string }
  | { type: 'showMessage'; message: string }
  | { type: 'hideMessage' }
  | { type: 'toggleDrawer' };

export const initialUiState: CommonUiState = { error: '', message: '', loading: false, isAppDrawerOpen: false, updatingContent: false };

/** Spec §4: each action's effect as listed there; nothing else changes. */
export function uiReducer(state: CommonUiState, action: UiAction): CommonUiState {
  switch (action.type) {
    case 'fetchStart':
      return { ...state, loading: true, error: '', message: '' };
    case 'fetchSuccess':
      return { ...state, loading: false, error: '', message: '' };
    case 'fetchError':
      // The spec names error and message only; a failed fetch has also ended, so the loader stops (as in the template).
      return { ...state, loading: false, error: action.error, message: '' };
    case 'showMessage':
      return { ...state, error: '', message: action.message };
    case 'hideMessage':
      return { ...state, error: '', message: '' };
    case 'toggleDrawer':
      return { ...state, isAppDrawerOpen: !state.isAppDrawerOpen };
  }
}
