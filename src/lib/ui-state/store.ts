import { useSyncExternalStore } from 'react';
import { initialUiState, uiReducer, type CommonUiState, type UiAction } from './reducer';
import { createListeners } from '@/lib/react/listeners';

let state: CommonUiState = initialUiState;
const { subscribe, notify } = createListeners();

/** One store for the whole app (the template's redux "common" slice): any feature may dispatch, the shell shows it. */
export function dispatchUi(action: UiAction): void {
  const next = uiReducer(state, action);
  if (next === state) return;
  state = next;
  notify();
}

export function getUiState(): CommonUiState {
  return state;
}

export function useUiState(): CommonUiState {
  return useSyncExternalStore(subscribe, getUiState, getUiState);
}

/** Shorthands for features: a success message, an error message, and a fetch wrapped in the global loader. */
export const ui = {
  showMessage: (message: string) => dispatchUi({ type: 'showMessage', message }),
  showError: (error: string) => dispatchUi({ type: 'fetchError', error }),
  hideMessage: () => dispatchUi({ type: 'hideMessage' }),
  async track<T>(work: Promise<T>, errorText: string): Promise<T> {
    dispatchUi({ type: 'fetchStart' });
    try {
      const result = await work;
      dispatchUi({ type: 'fetchSuccess' });
      return result;
    } catch (error) {
      dispatchUi({ type: 'fetchError', error: errorText });
      throw error;
    }
  },
};
