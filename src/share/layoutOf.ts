import type { z } from '../lib/zod';
import { LOG_VERSION, megEngine, type ActionDef } from '../engine';
import { SetupSchema } from '../engine/schema/setup';
import type { Layout, LinkPin } from './layout';
import { LINK_WORDS } from './linkWords';

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

/** Text, with the most letters the schema takes (`maxLength`, e.g. a tournament's event: issue 37), so a link cannot hold more. */
function textLayout(def: Def): Layout {
  const max = (def.checks ?? []).map(({ _zod }) => _zod.def).find((c) => c.check === 'max_length' && typeof c.maximum === 'number')?.maximum;
  return max === undefined ? { kind: 'text' } : { kind: 'text', max };
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
      return textLayout(def);
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
    words: [...LINK_WORDS],
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

const show = (layout: Layout): string => JSON.stringify(layout).slice(0, 160);

/**
 * How a live layout differs from a pinned one, one line a difference naming its path: a field added, dropped or
 * moved, a kind, bound or choice changed. Empty when they are the same.
 */
export function layoutDiff(pinned: Layout, live: Layout, path: string): string[] {
  if (pinned.kind === 'object' && live.kind === 'object') {
    const was = pinned.fields.map(([name]) => name);
    const now = live.fields.map(([name]) => name);
    const out = [
      ...now.filter((name) => !was.includes(name)).map((name) => `${path}.${name}: in the live schemas, not in the pin`),
      ...was.filter((name) => !now.includes(name)).map((name) => `${path}.${name}: in the pin, no longer in the live schemas`),
    ];
    const common = now.filter((name) => was.includes(name));
    if (common.join() !== was.filter((name) => now.includes(name)).join()) out.push(`${path}: its fields are in another order (pinned ${was.join(', ')}; live ${now.join(', ')})`);
    for (const name of common) out.push(...layoutDiff(pinned.fields.find(([n]) => n === name)![1], live.fields.find(([n]) => n === name)![1], `${path}.${name}`));
    return out;
  }
  if (pinned.kind !== live.kind) return [`${path}: pinned ${show(pinned)}, live ${show(live)}`];
  switch (pinned.kind) {
    case 'optional':
    case 'nullable':
    case 'list':
      return layoutDiff(pinned.of, (live as typeof pinned).of, `${path}[${pinned.kind}]`);
    case 'tuple':
    case 'union': {
      const a = pinned.kind === 'tuple' ? pinned.items : pinned.options;
      const b = live.kind === 'tuple' ? live.items : live.kind === 'union' ? live.options : [];
      if (a.length !== b.length) return [`${path}: ${a.length} ${pinned.kind === 'tuple' ? 'items' : 'options'} pinned, ${b.length} live`];
      return a.flatMap((item, i) => layoutDiff(item, b[i]!, `${path}[${i}]`));
    }
    case 'record': {
      const other = live as typeof pinned;
      if (pinned.keys.join() !== other.keys.join()) return [`${path}: keys pinned ${pinned.keys.join(', ')}, live ${other.keys.join(', ')}`];
      return layoutDiff(pinned.of, other.of, `${path}[record]`);
    }
    default:
      return JSON.stringify(pinned) === JSON.stringify(live) ? [] : [`${path}: pinned ${show(pinned)}, live ${show(live)}`];
  }
}

/** The pin without the reserved fields the live layout does not have yet (they are room, not drift). */
function withoutReserved(layout: Layout, live: Layout, reserved: readonly string[], path: string): Layout {
  if (layout.kind !== 'object' || live.kind !== 'object') return layout;
  const liveNames = new Set(live.fields.map(([name]) => name));
  return {
    kind: 'object',
    fields: layout.fields
      .filter(([name]) => !(reserved.includes(`${path}.${name}`) && !liveNames.has(name)))
      .map(([name, f]) => [name, withoutReserved(f, live.fields.find(([n]) => n === name)?.[1] ?? f, reserved, `${path}.${name}`)] as const),
  };
}

/** How the live schemas a link carries differ from a version's pin: its setup, each action by link code, its view. */
export function linkDrift(pin: LinkPin, live: LinkPin): string[] {
  const reserved = pin.reserved ?? [];
  const words = (pin.words ?? []).join();
  const out = [
    ...(live.words && words !== live.words.join() ? [`words: pinned ${words}; live ${live.words.join()}`] : []),
    ...layoutDiff(withoutReserved(pin.setup, live.setup, reserved, 'setup'), live.setup, 'setup'),
    ...layoutDiff(withoutReserved(pin.view, live.view, reserved, 'view'), live.view, 'view'),
  ];
  const codes = new Set([...pin.actions, ...live.actions].map((a) => a.code));
  for (const code of [...codes].sort((a, b) => a - b)) {
    const was = pin.actions.find((a) => a.code === code);
    const now = live.actions.find((a) => a.code === code);
    if (!was) out.push(`action code ${code} (${now!.type}): in the live schemas, not in the pin`);
    else if (!now) out.push(`action code ${code} (${was.type}): in the pin, no longer in the live schemas`);
    else if (was.type !== now.type) out.push(`action code ${code}: pinned ${was.type}, live ${now.type}`);
    else out.push(...layoutDiff({ kind: 'object', fields: was.fields }, { kind: 'object', fields: now.fields }, `action ${code} (${was.type})`));
  }
  return out;
}
