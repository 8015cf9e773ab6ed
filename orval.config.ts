import { defineConfig } from 'orval';

// One contract in, three sealed outputs: TanStack Query hooks, zod schemas and MSW handlers.
// The hooks hand each response's zod schema to our mutator (src/lib/http/api-client.ts), which validates it.
// ORVAL_OUTPUT_DIR lets `scripts/generate.mjs --check` generate beside generated/ to detect drift.
const out = process.env.ORVAL_OUTPUT_DIR ?? 'generated';

export default defineConfig({
  memberPortal: {
    input: { target: './openapi/member-portal.yaml' },
    output: {
      mode: 'tags-split',
      target: `./${out}/api`,
      schemas: { path: `./${out}/model`, type: 'zod' },
      client: 'react-query',
      httpClient: 'fetch',
      clean: true,
      // A path parameter is a value, not a piece of path: an e-mail may hold `#`, `?`, `%` or `+` (B2C accepts them),
      // which unencoded would end the path or change it. Callers pass the raw value; only the generated URL encodes.
      urlEncodeParameters: true,
      mock: {
        indexMockFiles: true,
        generators: [{ type: 'msw', delay: false, useExamples: true }],
      },
      override: {
        mutator: { path: './src/lib/http/api-client.ts', name: 'apiClient' },
        // fetch() has no upload progress: the photo upload goes through the XMLHttpRequest client, same interface.
        operations: {
          submitIncentiveWithImage: { mutator: { path: './src/lib/http/upload-client.ts', name: 'uploadClient' } },
        },
        includeZodSchemaInArguments: true,
        // Zod Mini's functional API tree-shakes: the dashboard's checks cost ~5 KiB instead of classic zod's ~21 KiB,
        // whose schema methods (toJSONSchema and the rest) all ride along with the first schema used.
        zod: { variant: 'mini' },
        fetch: { includeHttpResponseReturnType: false, runtimeValidation: true },
        query: { version: 5, signal: true, shouldExportKeys: true },
      },
    },
  },
});
