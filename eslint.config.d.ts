// The lint configuration's type, for the test that probes its rules (tests/unit/e2e-lint-rule.test.ts).
import type { Linter } from 'eslint';

declare const config: Linter.Config[];
export default config;
