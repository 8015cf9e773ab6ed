#!/usr/bin/env node
// `npm start`: the portal at http://localhost:5173 against the Prism mock of openapi/ (proxied at /api), its field
// data received and summarised by the dev server (scripts/field-data-plugin.ts).
// One command, nothing to set up; Ctrl-C stops both servers.
import { requirePrerequisites } from './prerequisites.mjs';
import { bin, startPrism, startProcess, stopAll, waitForPort } from './processes.mjs';

// Run anyway on an older Node (npm ci refuses one: .npmrc engine-strict), say so before anything starts.
requirePrerequisites();

const mockApiPort = Number(process.env.MOCK_API_PORT ?? 4010);
const children = [];
let stopping = false;

function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  stopAll(children);
  setTimeout(() => process.exit(code), 300).unref();
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

children.push(startPrism(mockApiPort));
await waitForPort(mockApiPort).catch((error) => {
  console.error(`The mock API did not start: ${error.message}`);
  stop(1);
});
children.push(
  startProcess('vite', bin('vite'), ['--host', 'localhost', '--port', '5173'], {
    env: { MOCK_API_PORT: String(mockApiPort) },
  }),
);

for (const child of children) {
  child.on('exit', (code) => {
    if (!stopping) {
      console.error(`A server stopped (exit ${code}); stopping the others.`);
      stop(code ?? 1);
    }
  });
}
console.log(`Member Portal: http://localhost:5173  (mock API on 127.0.0.1:${mockApiPort}; Ctrl-C stops everything)`);
console.log('Field data of each page view (web vitals, errors) is printed here as the page is hidden or left.');
