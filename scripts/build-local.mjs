#!/usr/bin/env node
// `npm run build:local`: the production build for this machine (the local identity provider and /api as npm start
// has them), which `npm run build` refuses for deployment (scripts/deployment-guard.ts). Extra arguments go to vite.
import { spawnSync } from 'node:child_process';
import { bin, root } from './processes.mjs';

const { status } = spawnSync(bin('vite'), ['build', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'production', PORTAL_LOCAL_BUILD: '1' },
});
process.exit(status ?? 1);
