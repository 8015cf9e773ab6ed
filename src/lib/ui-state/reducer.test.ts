import { describe, expect, it } from 'vitest';
import { initialUiState, uiReducer, type CommonUiState, type UiAction } from './reducer';

const busy: CommonUiState = { error: 'old error', message: 'old message', loading: true };
const idle: CommonUiState = { ...busy, loading: false };

// The common UI state, one row per transition: from a state, an action, the state it must give.
const table: [string, CommonUiState, UiAction, CommonUiState][] = [
  [
    'fetch start sets loading and clears error and message',
    idle,
    { type: 'fetchStart' },
    { ...idle, loading: true, error: '', message: '' },
  ],
  [
    'fetch success clears loading, error and message',
    busy,
    { type: 'fetchSuccess' },
    { ...busy, loading: false, error: '', message: '' },
  ],
  [
    'fetch error sets the error, clears the message and ends loading',
    busy,
    { type: 'fetchError', error: 'No Record Found' },
    { ...busy, loading: false, error: 'No Record Found', message: '' },
  ],
  [
    'show message sets the message and clears the error',
    idle,
    { type: 'showMessage', message: 'Saved' },
    { ...idle, error: '', message: 'Saved' },
  ],
  [
    'show message leaves loading as it was',
    busy,
    { type: 'showMessage', message: 'Saved' },
    { ...busy, error: '', message: 'Saved' },
  ],
  ['hide message clears message and error', idle, { type: 'hideMessage' }, { ...idle, error: '', message: '' }],
];

describe('uiReducer (common UI state)', () => {
  it.each(table)('%s', (_name, from, action, expected) => {
    const before = structuredClone(from);
    expect(uiReducer(from, action)).toEqual(expected);
    // A reducer never edits the state it was given.
    expect(from).toEqual(before);
  });

  it('starts with nothing loading, no message and no error', () => {
    expect(initialUiState).toEqual({ error: '', message: '', loading: false });
  });
});
