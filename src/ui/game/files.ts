/** The names a game file is named after: each player's and army's (a setup has them, and so has a library entry). */
export interface PlayerNames {
  players: readonly [{ name: string; army: { name: string } }, { name: string; army: { name: string } }];
}

/** Offers text as a file download. */
export function downloadText(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}

/** Letters that Unicode does not split into a base letter and a mark, spelled in ASCII. */
const SPELLED: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};

/** The longest slug of one name or army, so a file name stays short on every file system. */
const PART_MAX = 24;

/**
 * A name as a file-name slug: ASCII lower-case letters and digits joined by single hyphens ("Zoë / Ærø 🛡" ->
 * "zoe-aero"), at most `max` characters, cut at a hyphen where it can be; empty when nothing is left.
 */
export function slug(text: string, max = PART_MAX): string {
  const ascii = text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[ßæœøłđðþı]/gu, (ch) => SPELLED[ch] ?? '');
  const joined = ascii.replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
  if (joined.length <= max) return joined;
  const cut = joined.slice(0, max + 1);
  const lastHyphen = cut.lastIndexOf('-');
  return (lastHyphen > max / 2 ? cut.slice(0, lastHyphen) : cut.slice(0, max)).replace(/-+$/, '');
}

/** A date as YYYY-MM-DD in the local calendar of the device. */
function localDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The day a game started, from the saved ISO time, or today for a game with no start time (an imported file). */
function gameDay(startedAt: string | null, now: Date): string {
  const started = startedAt === null ? null : new Date(startedAt);
  return localDate(started && !Number.isNaN(started.getTime()) ? started : now);
}

/**
 * The name of an exported game file, after the players, their armies and the day the game started, e.g.
 * `anna-later-romans-v-bruno-sassanids-2026-11-23.json`: ASCII, no spaces or slashes, safe on every file system.
 */
export function gameFileName(setup: PlayerNames, startedAt: string | null, now: Date = new Date()): string {
  const side = (index: 0 | 1) => {
    const { name, army } = setup.players[index];
    return [slug(name) || `player-${index + 1}`, slug(army.name)].filter(Boolean).join('-');
  };
  return `${side(0)}-v-${side(1)}-${gameDay(startedAt, now)}.json`;
}

/** The name of a download of saved data that could not be read: dated to the minute, since its players are unknown. */
export function unreadableFileName(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `unreadable-pre-battle-${localDate(now)}-${pad(now.getHours())}${pad(now.getMinutes())}.json`;
}
