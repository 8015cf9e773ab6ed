import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Http2ServerRequest, Http2ServerResponse } from 'node:http2';

export const FIELD_DATA_PATH: string;
export const LOCAL_FIELD_DATA_ENV: Record<string, string>;

/** A record as the receiver reads it from either format. */
export type ReceivedRecord =
  | { type: 'vital'; pageView: string; route: string; name: string; value: number }
  | { type: 'error'; pageView: string; route: string; typeName: string; message: string; stack: string; source: string }
  | { type: 'suppressed'; pageView: string; route: string; count: number };

export function readBatch(body: string): ReceivedRecord[];
export function p75(values: number[]): number | undefined;

export interface FieldDataReceiver {
  summary(route: string): string;
  receive(records: ReceivedRecord[]): void;
  handle(request: IncomingMessage | Http2ServerRequest, response: ServerResponse | Http2ServerResponse): void;
}
export function createFieldDataReceiver(options?: {
  log?: ((line: string) => void) | null;
  symbolicate?: (stack: string) => string;
  onBatch?: ((body: string) => void) | null;
}): FieldDataReceiver;
