import { z } from '../lib/zod';
import { megEngine, type Action, type ActionDef, type ActionType, type Setup } from '../engine';

/** The tag every share payload starts with, so a link of another app (or of nothing) is told apart from a damaged one. */
export const SHARE_TAG = 'pbw';

/**
 * The share format's version written in new links' first byte. Version 1: a compressed JSON array, a game
 * (setup and compact log) or a view (the room's public view). Version 2: the same arrays as a bit stream
 * laid out by its pinned layout (payloadV2.ts). Version 3: the same, by its own pin, with the app rules version,
 * room for a tournament and a battle sheet's mark (payloadV3.ts). Version 4: the same scheme and flags by its own pin,
 * with the tournament (its event at most 24 letters), the deep water's depth and a battle without a Vital Settlement
 * or Fort (payloadV4.ts). All four are read.
 */
export const SHARE_VERSION = 5;

/** The version whose body is deflated JSON (still read). */
export const SHARE_VERSION_JSON = 1;

/** How one field of an action travels: an enum value as its index in the schema's options (shorter once compressed), anything else as it is. */
interface FieldCodec {
  pack: (value: unknown) => unknown;
  unpack: (value: unknown) => unknown;
}

const AS_IS: FieldCodec = { pack: (v) => v, unpack: (v) => v };

/** The codec of a field from its zod schema: enums (also nullable, in tuples and arrays) by index. */
function fieldCodec(schema: z.ZodMiniType): FieldCodec {
  if (schema instanceof z.ZodMiniNullable) {
    const inner = fieldCodec(schema.def.innerType as z.ZodMiniType);
    return { pack: (v) => (v === null ? null : inner.pack(v)), unpack: (v) => (v === null ? null : inner.unpack(v)) };
  }
  if (schema instanceof z.ZodMiniEnum) {
    const options = schema.options as readonly unknown[];
    // An unknown value or index passes through unchanged, for the engine's schema to refuse.
    return {
      pack: (v) => (options.includes(v) ? options.indexOf(v) : v),
      unpack: (v) => (typeof v === 'number' && Number.isInteger(v) && v >= 0 && v < options.length ? options[v] : v),
    };
  }
  if (schema instanceof z.ZodMiniArray) {
    const element = fieldCodec(schema.def.element as z.ZodMiniType);
    return { pack: (v) => (Array.isArray(v) ? v.map(element.pack) : v), unpack: (v) => (Array.isArray(v) ? v.map(element.unpack) : v) };
  }
  if (schema instanceof z.ZodMiniTuple) {
    const items = (schema.def.items as z.ZodMiniType[]).map(fieldCodec);
    const each = (f: 'pack' | 'unpack') => (v: unknown) => (Array.isArray(v) ? v.map((x, i) => (items[i] ?? AS_IS)[f](x)) : v);
    return { pack: each('pack'), unpack: each('unpack') };
  }
  return AS_IS;
}

interface ActionLayout {
  type: ActionType;
  fields: readonly { name: string; codec: FieldCodec }[];
  /** How many fields a tuple has at least: those up to the last one that is not optional. */
  least: number;
}

/** How many of these fields come up to the last one that is not optional (an optional field given later may end a tuple). */
function leastFields(schemas: readonly z.ZodMiniType[]): number {
  return schemas.reduce((least, schema, i) => (schema instanceof z.ZodMiniOptional ? least : i + 1), 0);
}

/** In a game link, a chance action the revealed seed decides: the receiver draws it again from the seed (STYLE habit 3). */
export const SEEDED = 0;

/** One action in a link: `[code, ...fields]`, or `SEEDED`. */
export type PackedAction = typeof SEEDED | [number, ...unknown[]];

/**
 * How a game's actions travel in links: each as its fixed link code (from the step registry's action
 * definitions) and its fields in schema order, enums by their index.
 */
export function actionCodec(actions: readonly Pick<ActionDef, 'type' | 'linkCode' | 'schema'>[]) {
  const layouts = new Map<number, ActionLayout>(
    actions.map((def) => {
      const fields = Object.entries(def.schema.shape as Record<string, z.ZodMiniType>).filter(([name]) => name !== 'type');
      return [
        def.linkCode,
        { type: def.type as ActionType, fields: fields.map(([name, schema]) => ({ name, codec: fieldCodec(schema) })), least: leastFields(fields.map(([, schema]) => schema)) },
      ];
    }),
  );
  const codeOf = new Map(actions.map((def) => [def.type, def.linkCode]));
  return {
    /**
     * An action as a tuple of its type's number and its fields in schema order; optional fields absent at the end are left
     * out, so an action given an optional field later (`placeDeepWater`'s depth) packs as it did before when it lacks it.
     */
    packAction(action: Action): PackedAction {
      const code = codeOf.get(action.type);
      const layout = code === undefined ? undefined : layouts.get(code);
      if (code === undefined || !layout) throw new Error(`no link code for ${action.type}`);
      const values = action as unknown as Record<string, unknown>;
      const packed = layout.fields.map(({ name, codec }) => codec.pack(values[name]));
      while (packed.length > layout.least && packed[packed.length - 1] === undefined) packed.pop();
      return [code, ...packed];
    },
    /**
     * The action object of a tuple (unchecked: the engine parses it when it applies it), or null for an unknown code or
     * a wrong number of fields (optional fields missing at the end are absent).
     */
    unpackAction(packed: readonly unknown[]): Record<string, unknown> | null {
      const [code, ...values] = packed;
      const layout = typeof code === 'number' ? layouts.get(code) : undefined;
      if (!layout || values.length < layout.least || values.length > layout.fields.length) return null;
      return Object.fromEntries([['type', layout.type], ...values.map((value, i) => [layout.fields[i]!.name, layout.fields[i]!.codec.unpack(value)])]);
    },
  };
}

export const { packAction, unpackAction } = actionCodec(megEngine.linkActions);

const count = z.number().check(z.int(), z.minimum(0), z.maximum(9999));
const text = z.string().check(z.maxLength(200));

/** A player in a link: name, army name, rating, PBS cards, scouting cards, territories offered, TuGs, troops that deploy first. */
const PackedPlayerSchema = z.tuple([text, text, text, count, count, z.array(text).check(z.maxLength(20)), count, z.array(count).check(z.length(5))]);

/**
 * A setup in a link: edition, scale, table width and depth, cards, dice, who chose the seed, the seed
 * (null while it is sealed, or when nothing depends on it), both players, then the base width in mm
 * when the setup gives one (log version 3; links made before it end after the players), then 1 for
 * a 2020 game that kept a territory-card pass from before log version 4 (`legacyTerritoryPass`; the
 * base width is then null when the setup gives none), the rules profile, the odds setting, the app rules
 * version and the tournament (issue 37), each null when absent before one that is present. The battle seed never travels (issue 13): the
 * battle's weather rolls go as they were rolled, and a game opened from a link takes its players' dice.
 */
const PackedSetupSchema = z.tuple([
  text,
  text,
  z.number(),
  z.number(),
  text,
  text,
  text,
  z.nullable(text),
  PackedPlayerSchema,
  PackedPlayerSchema,
  z.optional(z.nullable(z.number())),
  z.optional(z.nullable(z.literal(1))),
  /** The setup's rules profile, checked by `newGame` like the rest. */
  z.optional(z.unknown()),
  /** The odds setting (issue 13): 1 on, 0 off; absent or null when the setup leaves it out (off). */
  z.optional(z.nullable(z.union([z.literal(0), z.literal(1)]))),
  /** The app rules version the game is played under (link version 3); absent or null when the setup has none. */
  z.optional(z.nullable(z.number())),
  /** The tournament's event, round and table (link version 3, issue 37), checked by `newGame`; absent or null when none. */
  z.optional(z.nullable(z.unknown())),
]);
export type PackedSetup = z.infer<typeof PackedSetupSchema>;

const DEPLOYS_FIRST = ['batteries', 'barricades', 'battleWagons', 'redoubts', 'expendables'] as const;

/** A setup as a tuple, with its seed when `withSeed`. */
export function packSetup(setup: Setup, withSeed: boolean): PackedSetup {
  const player = ({ name, army }: Setup['players'][number]): z.infer<typeof PackedPlayerSchema> => [
    name,
    army.name,
    army.rating,
    army.pbsCards,
    army.scoutingCards,
    [...army.territories],
    army.tugs,
    DEPLOYS_FIRST.map((k) => army.deploysFirst[k]),
  ];
  const { edition, scale, table, cards, dice, seed, seedSource, players } = setup;
  const head = [edition, scale, table.widthCm, table.depthCm, cards, dice, seedSource, withSeed ? (seed ?? null) : null, player(players[0]), player(players[1])] as const;
  const tail = [
    table.baseWidthMm ?? null,
    setup.legacyTerritoryPass ? 1 : null,
    setup.profile ?? null,
    setup.odds === undefined ? null : setup.odds ? 1 : 0,
    setup.rulesVersion ?? null,
    setup.tournament ?? null,
  ] as const;
  // What the setup leaves out at the end is left out of the tuple (links made before a field end before it).
  let length = tail.length;
  while (length > 0 && tail[length - 1] === null) length -= 1;
  return [...head, ...tail.slice(0, length)] as PackedSetup;
}

/** The setup of a tuple with `seed` when the link carries none, or no seed at all (unchecked: `newGame` validates it). */
export function unpackSetup(packed: PackedSetup, seed: string | undefined): unknown {
  const [edition, scale, widthCm, depthCm, cards, dice, seedSource, carried, first, second, baseWidthMm, legacy, profile, odds, rulesVersion, tournament] = packed;
  const player = ([name, army, rating, pbsCards, scoutingCards, territories, tugs, first]: z.infer<typeof PackedPlayerSchema>) => ({
    name,
    army: { name: army, rating, pbsCards, scoutingCards, territories, tugs, deploysFirst: Object.fromEntries(DEPLOYS_FIRST.map((k, i) => [k, first[i]])) },
  });
  const table = baseWidthMm === undefined || baseWidthMm === null ? { widthCm, depthCm } : { widthCm, depthCm, baseWidthMm };
  const code = carried ?? seed;
  const setup = { edition, scale, table, cards, dice, ...(code === undefined ? {} : { seed: code }), seedSource, players: [player(first), player(second)] };
  return {
    ...setup,
    ...(legacy === 1 ? { legacyTerritoryPass: true } : {}),
    ...(profile !== undefined && profile !== null ? { profile } : {}),
    ...(rulesVersion === undefined || rulesVersion === null ? {} : { rulesVersion }),
    ...(odds === undefined || odds === null ? {} : { odds: odds === 1 }),
    ...(tournament === undefined || tournament === null ? {} : { tournament }),
  };
}

/** The last item of a payload: `'sheet'` when the link is a battle sheet's QR code (version 3's FLAG_SHEET), else absent. */
const SheetMark = z.optional(z.literal('sheet'));

const PackedActionSchema = z.union([z.literal(SEEDED), z.tuple([z.number().check(z.int(), z.minimum(0))], z.unknown())]);

/** A game link: the setup and the whole log, chance actions the revealed seed decides left as `SEEDED`. */
export const GamePayloadSchema = z.tuple([z.literal(SHARE_TAG), z.literal('g'), PackedSetupSchema, z.array(PackedActionSchema).check(z.maxLength(200_000)), SheetMark]);

/**
 * A view link: the seed's fingerprint (public from the start, so the room can check the seed once it
 * is revealed) and the room's public view, which the engine's strict `PublicViewSchema` checks on reading.
 */
export const ViewPayloadSchema = z.tuple([z.literal(SHARE_TAG), z.literal('v'), z.nullable(z.string().check(z.maxLength(64))), z.unknown(), SheetMark]);

/** What a share link holds: version 1 as JSON, version 2 as the same arrays in bits (payloadV2.ts). */
export const SharePayloadSchema = z.union([GamePayloadSchema, ViewPayloadSchema]);
export type SharePayload = z.infer<typeof SharePayloadSchema>;
export type GamePayload = z.infer<typeof GamePayloadSchema>;
export type ViewPayload = z.infer<typeof ViewPayloadSchema>;

/** The payload marked as a battle sheet's link (what version 3's FLAG_SHEET says). */
export function fromSheetMarked(payload: SharePayload): SharePayload {
  return [...payload.slice(0, 4), 'sheet'] as unknown as SharePayload;
}
