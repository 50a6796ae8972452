import type { z } from './zod';

/*
 * A quicker parse of the plain data zod/mini schemas describe (objects, lists, numbers, strings, choices), for the
 * engine's hot path: a replay checks every action of a log, and zod's general parse (a payload object per field,
 * jitless) was about a sixth of a replay's time. It only ever accepts: anything it is not sure of, it leaves to
 * the schema's own `safeParse`, so what is refused, and why, is always zod's (src/lib/quickParse.test.ts).
 */

/** What a quick parser returns when it leaves the input to the schema. */
export const REFER = Symbol('refer to the schema');

type Quick = (input: unknown) => unknown;

interface Check {
  _zod: { def: { when?: (payload: { value: unknown; issues: unknown[] }) => boolean }; check: (payload: { value: unknown; issues: unknown[] }) => unknown };
}

interface Node {
  _zod: {
    def: {
      type: string;
      checks?: Check[];
      coerce?: boolean;
      innerType?: Node;
      element?: Node;
      items?: Node[];
      rest?: Node | null;
      shape?: Record<string, Node>;
      catchall?: Node;
    };
    values?: ReadonlySet<unknown>;
    optin?: string;
    optout?: string;
  };
  safeParse: (input: unknown) => { success: boolean; data?: unknown };
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The parse of `node`'s own kind, without its checks, or null for a kind (or a detail) this file leaves to zod. */
function kindParser(node: Node): Quick | null {
  const def = node._zod.def;
  if (def.coerce) return null;
  switch (def.type) {
    case 'string':
      return (input) => (typeof input === 'string' ? input : REFER);
    case 'number':
      return (input) => (typeof input === 'number' && Number.isFinite(input) ? input : REFER);
    case 'boolean':
      return (input) => (typeof input === 'boolean' ? input : REFER);
    case 'literal':
    case 'enum': {
      const values = node._zod.values!;
      return (input) => (values.has(input) ? input : REFER);
    }
    case 'nullable': {
      const inner = quickOf(def.innerType!);
      return (input) => (input === null ? null : inner(input));
    }
    case 'optional': {
      if (def.innerType!._zod.optin === 'defaulted') return null;
      const inner = quickOf(def.innerType!);
      return (input) => (input === undefined ? undefined : inner(input));
    }
    case 'array': {
      const element = quickOf(def.element!);
      return (input) => {
        if (!Array.isArray(input)) return REFER;
        const out: unknown[] = new Array(input.length);
        for (let i = 0; i < input.length; i++) {
          const item = element(input[i]);
          if (item === REFER) return REFER;
          out[i] = item;
        }
        return out;
      };
    }
    case 'tuple':
      return tupleParser(node);
    case 'object':
      return objectParser(node);
    default:
      return null;
  }
}

/** zod's own parse of `node`, for a kind or a detail this file does not read. */
function schemaParser(node: Node): Quick {
  return (input) => {
    const parsed = node.safeParse(input);
    return parsed.success ? parsed.data : REFER;
  };
}

/** A tuple of required items and no rest: exactly as many items as it has. */
function tupleParser(node: Node): Quick | null {
  const { items, rest } = node._zod.def;
  if (rest || items!.some((item) => item._zod.optin !== undefined || item._zod.optout !== undefined)) return null;
  const parsers = items!.map(quickOf);
  return (input) => {
    if (!Array.isArray(input) || input.length !== parsers.length) return REFER;
    const out: unknown[] = [];
    for (let i = 0; i < parsers.length; i++) {
      const item = parsers[i]!(input[i]);
      if (item === REFER) return REFER;
      out.push(item);
    }
    return out;
  };
}

/**
 * An object with string keys, strict (no other key) or stripping (other keys dropped): the output has the shape's
 * keys in the shape's order, as zod's; a key left out is accepted only when its field is plainly optional.
 */
function objectParser(node: Node): Quick | null {
  const { shape, catchall } = node._zod.def;
  const strict = catchall?._zod.def.type === 'never';
  if ((catchall && !strict) || Object.getOwnPropertySymbols(shape!).length > 0 || Object.hasOwn(shape!, '__proto__')) return null;
  const fields = Object.entries(shape!).map(([key, field]) => ({
    key,
    parse: quickOf(field),
    omittable: field._zod.optin === 'optional' && field._zod.optout === 'optional',
  }));
  const keys = new Set(Object.keys(shape!));
  return (input) => {
    if (!isObject(input)) return REFER;
    const out: Record<string, unknown> = {};
    for (const { key, parse, omittable } of fields) {
      if (!(key in input)) {
        if (omittable) continue;
        return REFER;
      }
      const value = parse(input[key]);
      if (value === REFER) return REFER;
      out[key] = value;
    }
    if (strict) {
      for (const key in input) if (!keys.has(key)) return REFER;
    }
    return out;
  };
}

/**
 * `node`'s parse followed by its checks (bounds, whole numbers, lengths, trimming, refinements), run as zod runs them on a
 * value with no issue yet: in order on the parsed value, each only `when` it applies; any issue refers the input to the schema.
 */
function withChecks(node: Node, parse: Quick): Quick {
  const checks = node._zod.def.checks ?? [];
  if (checks.length === 0) return parse;
  return (input) => {
    const value = parse(input);
    if (value === REFER) return REFER;
    const payload = { value, issues: [] as unknown[] };
    for (const check of checks) {
      if (check._zod.def.when && !check._zod.def.when(payload)) continue;
      if (check._zod.check(payload) instanceof Promise || payload.issues.length > 0) return REFER;
    }
    return payload.value;
  };
}

const made = new WeakMap<Node, Quick>();

/** `node`'s quick parser, made once per schema (a schema that contains itself reads its own parser when it runs). */
function quickOf(node: Node): Quick {
  const known = made.get(node);
  if (known) return known;
  made.set(node, (input) => made.get(node)!(input));
  const kind = kindParser(node);
  const quick = kind ? withChecks(node, kind) : schemaParser(node);
  made.set(node, quick);
  return quick;
}

/**
 * A parser giving what `schema.safeParse(input).data` would, or `REFER` when the input is to be parsed by the schema
 * itself (it may then still be accepted): never accepts what the schema refuses.
 */
export function quickParser(schema: z.ZodMiniType): (input: unknown) => unknown {
  return quickOf(schema as unknown as Node);
}
