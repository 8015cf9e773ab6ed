import type { Server } from 'node:http';
export function serveDist(options: { dist: string; port: number; apiPort: number; host?: string; identityOrigins?: string[] }): Promise<Server>;
