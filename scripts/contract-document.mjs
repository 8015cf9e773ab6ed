// The contract, parsed, for checks that read its examples (example-agreements.test.ts).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';

export function loadContract() {
  return yaml.load(readFileSync(path.resolve(import.meta.dirname, '../openapi/member-portal.yaml'), 'utf8'));
}
