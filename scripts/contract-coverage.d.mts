import type { ApiAnswer } from './serve-dist.mjs';
export const CONTRACT_FILE: string;
export interface ContractOperation {
  operationId: string;
  method: string;
  path: string;
  pattern: RegExp;
  /** One of the 18 calls of the portal's original API (not the template identity method's). */
  inSpecTable: boolean;
}
export function loadOperations(file?: string): ContractOperation[];
export function matchOperation(
  operations: ContractOperation[],
  method: string,
  url: string,
): ContractOperation | undefined;
export function requestViolations(answer: Partial<ApiAnswer>): string[];
export interface ContractSummary {
  specTable: { total: number; exercised: number };
  all: { total: number; exercised: number };
  missing: string[];
  violations: string[];
}
export interface ContractLog {
  record(answer: ApiAnswer): void;
  summary(): ContractSummary;
  line(): string;
}
export function createContractLog(operations?: ContractOperation[]): ContractLog;
