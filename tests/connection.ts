import { vi } from 'vitest';

/**
 * The connection as the browser reports it (navigator.onLine), under the test's control: online until `set(false)`,
 * which a component may call as it renders (to have the connection change between a render and its effects). Made
 * in a beforeEach; the spy goes with vi.restoreAllMocks().
 */
export function controlConnection(): { set: (online: boolean) => void } {
  let online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  return {
    set: (value) => {
      online = value;
    },
  };
}
