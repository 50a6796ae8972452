import type { z } from '../lib/zod';
import { LOG_VERSION, megEngine, type ActionDef } from '../engine';
import { SetupSchema } from '../engine/schema/setup';
import type { Layout, LinkPin } from './layout';

/*
 * The layout the live zod schemas give, read as version 2 first read them. Used only to
 * pin a new link version and by the test that fails when the live schemas drift from the latest pin; no
 * link is read or written through it.
 */

interface Def {
  type: string;
  innerType?: z.ZodMiniType;
  element?: z.ZodMiniType;
  items?: z.ZodMiniType[];
  shape?: Record<string, z.ZodMiniType>;
  options?: z.ZodMiniType[];
  entries?: Record<string, string | number>;
  values?: unknown[];
  keyType?: z.ZodMiniType;
  valueType?: z.ZodMiniType;
  checks?: { _zod: { def: { check: string; format?: string; value?: number; inclusive?: boolean; maximum?: number } } }[];
}

const defOf = (schema: z.ZodMiniType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

function numberLayout(def: Def): Layout {
  let whole = false;
  let min: number | undefined;
  let max: number | undefined;
  let lowest: number | undefined;
  for (const { _zod } of def.checks ?? []) {
    const c = _zod.def;
    if (c.check === 'number_format' && c.format === 'safeint') whole = true;
    if (c.check === 'greater_than' && typeof c.value === 'number') {
      lowest = c.value;
      min = c.inclusive ? c.value : Math.floor(c.value) + 1;
    }
    if (c.check === 'less_than' && typeof c.value === 'number') max = c.inclusive ? c.value : Math.ceil(c.value) - 1;
  }
  if (!whole) return { kind: 'decimal', unsigned: lowest !== undefined && lowest >= 0 };
  return { kind: 'whole', ...(min === undefined ? {} : { min }), ...(max === undefined ? {} : { max }) };
}

/**
 * The layout of a zod schema, with `extra` fields appended to the objects of the schemas it names (room a
 * pinned version keeps for fields not yet in the live schemas).
 */
export function layoutOf(schema: z.ZodMiniType, extra: ReadonlyMap<z.ZodMiniType, readonly (readonly [string, Layout])[]> = new Map()): Layout {
  const def = defOf(schema);
  const of = (s: z.ZodMiniType) => layoutOf(s, extra);
  switch (def.type) {
    case 'nullable':
      return { kind: 'nullable', of: of(def.innerType!) };
    case 'optional':
    case 'default':
      return { kind: 'optional', of: of(def.innerType!) };
    case 'boolean':
      return { kind: 'boolean' };
    case 'string':
      return { kind: 'text' };
    case 'number':
      return numberLayout(def);
    case 'enum':
      return { kind: 'choice', values: Object.values(def.entries ?? {}) };
    case 'literal':
      return { kind: 'choice', values: (def.values ?? []) as Layout extends { values: infer V } ? V : never };
    case 'union':
      return { kind: 'union', options: (def.options ?? []).map(of) };
    case 'array':
      return { kind: 'list', of: of(def.element!) };
    case 'tuple':
      return { kind: 'tuple', items: (def.items ?? []).map(of) };
    case 'object':
      return { kind: 'object', fields: [...Object.entries(def.shape ?? {}).map(([name, s]) => [name, of(s)] as const), ...(extra.get(schema) ?? [])] };
    case 'record': {
      const keyDef = defOf(def.keyType!);
      if (keyDef.type !== 'enum') return { kind: 'json' };
      return { kind: 'record', keys: Object.values(keyDef.entries ?? {}).map(String), of: of(def.valueType!) };
    }
    default:
      return { kind: 'json' };
  }
}

/** A field a pinned version keeps room for before the live schemas have it: written when a value has it, absent until then. */
export interface Reserved {
  /** Where: the setup of a game link, or the setup inside a view link's public view. */
  at: 'setup' | 'view.setup';
  /** The field it follows (the first when absent). */
  after?: string;
  field: readonly [string, Layout];
}

function withReserved(layout: Layout, here: Reserved[]): Layout {
  if (layout.kind !== 'object' || here.length === 0) return layout;
  const fields = [...layout.fields];
  for (const { after, field } of here) {
    if (fields.some(([name]) => name === field[0])) continue;
    const at = after === undefined ? 0 : fields.findIndex(([name]) => name === after) + 1;
    if (at === 0 && after !== undefined) throw new Error(`no field ${after} to put ${field[0]} after`);
    fields.splice(at, 0, field);
  }
  return { kind: 'object', fields };
}

/** The fields of a link action or a file's action: its schema's, in order, but its type (the link code or the `type` says it). */
export function actionLayouts(actions: readonly Pick<ActionDef, 'type' | 'linkCode' | 'schema'>[]): LinkPin['actions'] {
  return [...actions]
    .sort((a, b) => a.linkCode - b.linkCode)
    .map((def) => ({
      code: def.linkCode,
      type: def.type,
      fields: Object.entries(def.schema.shape as Record<string, z.ZodMiniType>)
        .filter(([name]) => name !== 'type')
        .map(([name, schema]) => [name, layoutOf(schema)] as const),
    }));
}

/** The schemas a link carries, as they are live. */
export interface LinkSchemas {
  setup: z.ZodMiniType;
  view: z.ZodMiniType;
  actions: readonly Pick<ActionDef, 'type' | 'linkCode' | 'schema'>[];
}

/** A link version's pin as the live schemas give it, with the room it keeps (`reserved`): what `npm run pin` writes. */
export function livePin(version: number, schemas: LinkSchemas, reserved: readonly Reserved[] = []): LinkPin {
  const setup = layoutOf(schemas.setup);
  const view = layoutOf(schemas.view);
  const game = setup.kind === 'object' ? { kind: 'object' as const, fields: setup.fields.filter(([name]) => name !== 'battleSeed') } : setup;
  const inView = view.kind === 'object' ? { kind: 'object' as const, fields: view.fields.map(([name, f]) => [name, name === 'setup' ? withReserved(f, reserved.filter((r) => r.at === 'view.setup')) : f] as const) } : view;
  return {
    version,
    ...(reserved.length ? { reserved: reserved.map((r) => `${r.at}.${r.field[0]}`) } : {}),
    setup: withReserved(game, reserved.filter((r) => r.at === 'setup')),
    actions: actionLayouts(schemas.actions),
    view: inView,
  };
}

/** What a game file of the live log version holds, as layouts: its setup and each action by its type. */
export interface LogPin {
  version: number;
  setup: Layout;
  actions: LinkPin['actions'];
}

/** The game file's layout as the live schemas give it (`npm run pin -- log`). */
export function liveLogPin(): LogPin {
  return { version: LOG_VERSION, setup: layoutOf(SetupSchema), actions: actionLayouts(megEngine.linkActions) };
}
