import { issueFacts } from '../lib/issues';
import { describePath } from '../lib/parse';
import type { z } from '../lib/zod';
import { buildRules, RulesError, type RuleFileKinds, type RuleFiles, type Rules } from './rules';
import { ComponentsSchema } from './schema/components';
import { EditionSchema } from './schema/edition';
import { GlossarySchema } from './schema/glossary';
import { QrsPbsMapSchema, QrsTerrainTableSchema } from './schema/qrs2020';
import { ScalesSchema } from './schema/scales';
import { TerritorySchema } from './schema/territory';
import { WeatherRulesSchema } from './schema/weather';

/** The schema each kind of rules file is parsed with. */
const schemas: { [K in keyof RuleFileKinds]: z.ZodMiniType<RuleFileKinds[K]> } = {
  edition: EditionSchema,
  territory: TerritorySchema,
  qrsTerrain: QrsTerrainTableSchema,
  qrsMap: QrsPbsMapSchema,
  weather: WeatherRulesSchema,
  scales: ScalesSchema,
  components: ComponentsSchema,
  glossary: GlossarySchema,
};

/** Where in a file a problem is, or "(top level)". */
function describeWhere(data: unknown, path: readonly PropertyKey[]): string {
  return describePath(data, path) || '(top level)';
}

function parseFile<K extends keyof RuleFileKinds>(kind: K, path: string, data: unknown): RuleFileKinds[K] {
  const result = schemas[kind].safeParse(data);
  if (result.success) return result.data;
  const issues = result.error.issues.slice(0, 5).map((issue) => `${describeWhere(data, issue.path)}: ${issueFacts(issue)}`);
  throw new RulesError(`${path}: ${issues.join('; ')}`);
}

/**
 * Parses every rules file once with its zod schema, checks the cross-references and returns typed, indexed
 * rules (seeds 000-004). The build (vite.config.ts) and the tests run it on the bundled files; the app itself
 * builds them with `trustedRules`, so this module and the rules' schemas stay out of its bundle.
 */
export function loadRules(files: RuleFiles): Rules {
  return buildRules(files, parseFile);
}
