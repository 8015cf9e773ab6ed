import type { Server } from 'node:http';
import type { Http2SecureServer } from 'node:http2';
import type { FieldDataReceiver } from './field-data-receiver.mjs';
export function chooseEncoding(acceptEncoding?: string): 'br' | 'gzip' | null;
export interface ApiAnswer {
  method: string;
  url: string;
  status: number | undefined;
  contentType: string;
  violationsHeader: string | string[] | undefined;
  body: string;
}
export function serveDist(options: {
  dist: string;
  port: number;
  apiPort: number;
  host?: string;
  onApiAnswer?: (answer: ApiAnswer) => void;
  tls?: { key: string; cert: string };
  /** Where POST /telemetry goes; by default a receiver that answers and prints nothing. */
  fieldData?: FieldDataReceiver;
  /** Every script and stylesheet compressed before it listens (the benchmark). */
  precompress?: boolean;
}): Promise<Server | Http2SecureServer>;
