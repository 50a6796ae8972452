/** What a pack function returns: its answer with `ok: true`, or a refusal a player can read (never a throw). */
export type PackResult<T extends object> = ({ ok: true } & T) | PackRefusal;

/** A refused input or a pack that could not load, with the reason in words. */
export interface PackRefusal {
  ok: false;
  error: string;
}

/** A refusal with its reason. */
export function refuse(error: string): PackRefusal {
  return { ok: false, error };
}

/** A rule that applied to an answer: the rule's words as the data has them, and where they come from. */
export interface AppliedRule {
  rule: string;
  source: string;
}
