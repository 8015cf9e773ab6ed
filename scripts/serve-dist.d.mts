import type { Server } from 'node:http';
export function chooseEncoding(acceptEncoding?: string): 'br' | 'gzip' | null;
export function serveDist(options: { dist: string; port: number; apiPort: number; host?: string }): Promise<Server>;
