/** The common UI state (loading, message, error) and the transitions that change it. */
export interface CommonUiState {
  error: string;
  message: string;
  loading: boolean;
}
// No isAppDrawerOpen and no updatingContent: the drawer opens through the shell's useDisclosure, and no transition
// sets updatingContent, so neither is kept here (state nothing reads).

export type UiAction =
  | { type: 'fetchStart' }
  | { type: 'fetchSuccess' }
  | { type: 'fetchError'; error: string }
  | { type: 'showMessage'; message: string }
  | { type: 'hideMessage' };

export const initialUiState: CommonUiState = { error: '', message: '', loading: false };

/** Each action changes only its own part of the state. */
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
  }
}
