// The JSON Schemas of config/ (config/schemas/), generated from the zod schemas the build validates with, so an
// editor (VS Code, github.dev) completes, explains and checks a file through the `$schema` key at its top. Where a
// field names something declared elsewhere (a route, a role set, a content file, a page file…), the schema lists the
// names that exist now as an enum (see ConfigReference in src/lib/config/schema-parts.ts): a new route needs
// `npm run generate` before the editor offers it, and `npm test` says so.
//   Written by `npm run generate`; `npm run check:generated` (in `npm test`) fails on drift and on a config file that
//   does not validate against its schema with ajv, a standard validator independent of zod.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { Ajv, type ErrorObject } from 'ajv';
import addFormatsModule from 'ajv-formats';
import prettier from 'prettier';
import { configFileSchemas, lookFileSchemas } from '../src/lib/config/schema.ts';
import { contentFileSchema } from '../src/lib/config/content-schema.ts';
import type { ConfigReference } from '../src/lib/config/schema-parts.ts';
import type { PortalConfig } from '../src/lib/config/resolve.ts';

export const SCHEMAS_DIR = 'config/schemas';
/** draft-07: the draft VS Code's JSON language service supports completely, and ajv's default. */
const TARGET = 'draft-07';

/** The schema file of a config file, relative to the repository: config/content/* share one. */
export function schemaFileOf(configFile: string): string {
  if (configFile.startsWith('config/content/')) return `${SCHEMAS_DIR}/content.schema.json`;
  return `${SCHEMAS_DIR}/${path.basename(configFile, '.json')}.schema.json`;
}

/** What a config file writes as its `$schema`: the schema file, relative to the config file. */
export function schemaRefOf(configFile: string): string {
  const relative = path.posix.relative(path.posix.dirname(configFile), schemaFileOf(configFile));
  return relative.startsWith('.') ? relative : `./${relative}`;
}

/** Every config file of config/ and config/content/, relative to the repository, in a stable order. */
export function configFilesOf(root: string): string[] {
  const list = (folder: string) =>
    existsSync(path.join(root, folder))
      ? readdirSync(path.join(root, folder))
          .filter((file) => file.endsWith('.json'))
          .sort()
          .map((file) => `${folder}/${file}`)
      : [];
  return [...list('config'), ...list('config/content')];
}

/**
 * The names each kind of reference may take, from the config as it is now (and the page files of src/features);
 * `contentFiles`, the names of config/content/'s files, is for a test that adds one in memory.
 */
export function referenceNames(
  root: string,
  config: PortalConfig,
  contentFiles = configFilesOf(root)
    .filter((file) => file.startsWith('config/content/'))
    .map((file) => path.basename(file, '.json')),
): Record<ConfigReference, string[]> {
  const features = path.join(root, 'src/features');
  const pages = readdirSync(features, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(features, entry.name, 'pages')))
    .flatMap((entry) =>
      readdirSync(path.join(features, entry.name, 'pages'))
        .filter((file) => /^[A-Z]\w*\.tsx$/.test(file) && !file.endsWith('.test.tsx'))
        .map((file) => `${entry.name}/${file.replace(/\.tsx$/, '')}`),
    )
    .sort();
  return {
    route: config.routes.map((route) => route.id),
    routePath: config.routes.map((route) => route.path),
    roleSet: Object.keys(config.roleSets),
    contentFile: contentFiles,
    page: pages,
    locale: config.languages.languages.map((language) => language.locale),
    preset: config.theme.presets.map((preset) => preset.id),
    navigationStyle: config.theme.navigationStyles.map((style) => style.id),
  };
}

type JsonSchema = Record<string, unknown>;
const STANDARD_FORMATS = new Set(['uri', 'email', 'uuid', 'date', 'date-time', 'time', 'hostname', 'ipv4', 'ipv6']);

function toJsonSchema(schema: z.ZodType, title: string, names: Record<ConfigReference, string[]>): JsonSchema {
  const json = z.toJSONSchema(schema, {
    target: TARGET,
    io: 'input',
    override: ({ jsonSchema }) => {
      // zod names some string checks as a format of its own ('starts_with'); their pattern says the same in the
      // standard's words, and a validator refuses a format it does not know.
      if (typeof jsonSchema.format === 'string' && !STANDARD_FORMATS.has(jsonSchema.format)) delete jsonSchema.format;
      const to = jsonSchema.refersTo as ConfigReference | undefined;
      if (to === undefined) return;
      // The names that exist say more than the pattern they all follow.
      delete jsonSchema.refersTo;
      delete jsonSchema.pattern;
      delete jsonSchema.minLength;
      jsonSchema.enum = names[to];
    },
  }) as JsonSchema;
  const { $schema, ...rest } = json;
  return { $schema, title, ...rest };
}

/** Each schema file of config/schemas/ with its schema. */
export function configJsonSchemas(names: Record<ConfigReference, string[]>): Record<string, JsonSchema> {
  const schemas: Record<string, JsonSchema> = {};
  for (const [name, schema] of Object.entries({ ...configFileSchemas, ...lookFileSchemas }))
    schemas[schemaFileOf(`config/${name}`)] = toJsonSchema(schema as z.ZodType, `config/${name}`, names);
  // One schema for every content file: the per-file checks (message-id prefix, picture files) stay with the loader.
  const content = contentFileSchema({ name: 'any', routePaths: new Map() });
  schemas[schemaFileOf('config/content/any.json')] = toJsonSchema(content, 'config/content/<name>.json', names);
  return schemas;
}

/** The keys of a schema that have no description, as paths such as routes.json: groups[].routes[].title. */
export function undescribedFields(file: string, schema: JsonSchema): string[] {
  const missing: string[] = [];
  const visit = (node: unknown, at: string): void => {
    if (Array.isArray(node)) return node.forEach((entry) => visit(entry, at));
    if (typeof node !== 'object' || node === null) return;
    const object = node as JsonSchema;
    for (const [key, value] of Object.entries((object.properties ?? {}) as Record<string, JsonSchema>)) {
      const here = at ? `${at}.${key}` : key;
      if (typeof value.description !== 'string') missing.push(`${file}: ${here}`);
      visit(value, here);
    }
    visit(object.items, `${at}[]`);
    for (const key of ['anyOf', 'oneOf', 'allOf']) visit(object[key], at);
    for (const definition of Object.values((object.definitions ?? {}) as Record<string, unknown>))
      visit(definition, at);
    if (typeof object.additionalProperties === 'object') visit(object.additionalProperties, `${at}.*`);
  };
  visit(schema, '');
  return missing;
}

/** The schema files' texts as `npm run generate` writes them (formatted as the repository's other JSON). */
export async function configSchemaTexts(root: string, config: PortalConfig): Promise<Record<string, string>> {
  const schemas = configJsonSchemas(referenceNames(root, config));
  const missing = Object.entries(schemas).flatMap(([file, schema]) => undescribedFields(file, schema));
  if (missing.length)
    throw new Error(
      `config fields without a description (add .describe() beside the zod field; the editor shows it):\n  ${missing.join('\n  ')}`,
    );
  const texts: Record<string, string> = {};
  for (const [file, schema] of Object.entries(schemas)) {
    const filepath = path.join(root, file);
    const options = (await prettier.resolveConfig(filepath)) ?? {};
    texts[file] = await prettier.format(JSON.stringify(schema), { ...options, filepath });
  }
  return texts;
}

// ajv-formats is CommonJS: under Node's ESM its function is the default export.
const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;

/** A validator for config files against the schemas of config/schemas/ (as written on disk or given). */
export function configValidator(schemas: Record<string, JsonSchema>) {
  const ajv = new Ajv({ allErrors: true, strict: true });
  addFormats(ajv);
  const compiled = new Map(Object.entries(schemas).map(([file, schema]) => [file, ajv.compile(schema)]));
  const describe = (error: ErrorObject) => {
    const at = error.instancePath.replace(/^\//, '').replace(/\//g, '.') || '(file)';
    const allowed = (error.params as { allowedValues?: unknown[]; additionalProperty?: string }) ?? {};
    const extra = allowed.allowedValues
      ? `: ${allowed.allowedValues.join(', ')}`
      : allowed.additionalProperty
        ? `: ${allowed.additionalProperty}`
        : '';
    return `${at}: ${error.message ?? 'is not valid'}${extra}`;
  };
  /** The problems of one config file (relative path, parsed JSON), each as '<file>: <field>: <message>'. */
  return (configFile: string, value: unknown): string[] => {
    const problems: string[] = [];
    const ref = (value as { $schema?: unknown } | null)?.$schema;
    if (ref !== schemaRefOf(configFile))
      problems.push(`${configFile}: $schema: must be "${schemaRefOf(configFile)}", so the editor finds the schema`);
    const validate = compiled.get(schemaFileOf(configFile));
    if (!validate) return [...problems, `${configFile}: no schema ${schemaFileOf(configFile)}`];
    if (!validate(value)) problems.push(...(validate.errors ?? []).map((error) => `${configFile}: ${describe(error)}`));
    return problems;
  };
}

/** Every config file's problems against the schemas on disk (config/schemas/). */
export function validateConfigFiles(root: string): string[] {
  const schemas = Object.fromEntries(
    readdirSync(path.join(root, SCHEMAS_DIR))
      .filter((file) => file.endsWith('.schema.json'))
      .map((file) => [`${SCHEMAS_DIR}/${file}`, JSON.parse(readFileSync(path.join(root, SCHEMAS_DIR, file), 'utf8'))]),
  );
  const validate = configValidator(schemas);
  return configFilesOf(root).flatMap((file) =>
    validate(file, JSON.parse(readFileSync(path.join(root, file), 'utf8')) as unknown),
  );
}
