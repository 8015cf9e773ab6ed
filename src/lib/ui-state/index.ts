export { uiReducer, initialUiState, type CommonUiState, type UiAction } from './reducer';
export { dispatchUi, getUiState, useUiState, ui } from './store';
