import { z } from '../../lib/zod';
import { create } from 'zustand';
import { RulesProfileSchema, type RulesProfile } from '../../engine';

const KEY = 'pbw.profiles';

/** A profile the players saved on this device, with its own id. */
export interface StoredProfile {
  id: string;
  profile: RulesProfile;
}

/** A stored entry that no longer reads as a profile: kept as it was so nothing is lost. */
export interface DamagedProfile {
  id: string;
  raw: string;
}

const EntrySchema = z.strictObject({ id: z.string().check(z.minLength(1), z.maxLength(64)), profile: RulesProfileSchema });

/** The device's profiles, read leniently: each entry is checked alone, and one that fails is kept aside untouched. */
export function readShelf(storage: Pick<Storage, 'getItem'> = localStorage): { profiles: StoredProfile[]; damaged: DamagedProfile[] } {
  let raw: string | null;
  try {
    raw = storage.getItem(KEY);
  } catch {
    return { profiles: [], damaged: [] };
  }
  if (raw === null) return { profiles: [], damaged: [] };
  let list: unknown;
  try {
    list = JSON.parse(raw);
  } catch {
    return { profiles: [], damaged: [{ id: 'stored', raw }] };
  }
  if (!Array.isArray(list)) return { profiles: [], damaged: [{ id: 'stored', raw }] };
  const profiles: StoredProfile[] = [];
  const damaged: DamagedProfile[] = [];
  list.forEach((entry: unknown, i) => {
    const parsed = EntrySchema.safeParse(entry);
    if (parsed.success) profiles.push(parsed.data);
    else damaged.push({ id: typeof (entry as { id?: unknown })?.id === 'string' ? (entry as { id: string }).id : `entry-${i}`, raw: JSON.stringify(entry) });
  });
  return { profiles, damaged };
}

function writeShelf(profiles: readonly StoredProfile[], damaged: readonly DamagedProfile[]): boolean {
  const kept = damaged.map((d) => {
    try {
      return JSON.parse(d.raw) as unknown;
    } catch {
      return d.raw;
    }
  });
  try {
    localStorage.setItem(KEY, JSON.stringify([...profiles, ...kept]));
    return true;
  } catch {
    return false;
  }
}

function newId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(8)), (b) => b.toString(16).padStart(2, '0')).join('');
}

interface Shelf {
  profiles: StoredProfile[];
  damaged: DamagedProfile[];
  /** The last write failed (storage full or blocked): the change lasts until the page closes. */
  writeFailed: boolean;
  /** Adds a profile and returns its id. */
  add: (profile: RulesProfile) => string;
  /** Replaces a stored profile. */
  update: (id: string, profile: RulesProfile) => void;
  /** Deletes a profile or a damaged entry. */
  remove: (id: string) => void;
}

/** The device's rules profiles, kept in local storage (small, and read at once by the setup screen). */
export const useShelf = create<Shelf>()((set, get) => {
  const save = (profiles: StoredProfile[], damaged: DamagedProfile[]) => set({ profiles, damaged, writeFailed: !writeShelf(profiles, damaged) });
  return {
    ...readShelf(),
    writeFailed: false,
    add: (profile) => {
      const id = newId();
      save([...get().profiles, { id, profile }], get().damaged);
      return id;
    },
    update: (id, profile) => save(get().profiles.map((p) => (p.id === id ? { id, profile } : p)), get().damaged),
    remove: (id) => save(get().profiles.filter((p) => p.id !== id), get().damaged.filter((d) => d.id !== id)),
  };
});
