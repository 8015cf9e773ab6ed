import type { Plugin } from 'vite';
import { createFieldDataReceiver, FIELD_DATA_PATH } from './field-data-receiver.mjs';

/**
 * `npm start`'s end of field data: POST /telemetry on the dev server, a summary per page in its terminal. The dev
 * server's config points the app there (vite.config.ts) unless a VITE_TELEMETRY_* variable says otherwise.
 */
export function fieldDataReceiverPlugin({ enabled }: { enabled: boolean }): Plugin {
  return {
    name: 'field-data-receiver',
    apply: 'serve',
    configureServer(server) {
      if (!enabled) return;
      const receiver = createFieldDataReceiver({ log: (line) => server.config.logger.info(line) });
      server.middlewares.use((req, res, next) => {
        if (req.method === 'POST' && req.url === FIELD_DATA_PATH) receiver.handle(req, res);
        else next();
      });
    },
  };
}
