/** What a test posts to learn that the messages before it have arrived; no channel of the app reads it. */
const MARK = { type: 'testMark' } as const;

/** Whether a channel's data is a test's mark, which a test's own listener leaves out of what it heard. */
export function isMark(data: unknown): boolean {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === MARK.type;
}

/**
 * Posts `data` on `from` and resolves once every other channel of that name open now has heard it: Node hands a
 * message to the channels in the order they were opened, each in the order posted, so one opened here hears it last.
 */
export async function postAndDeliver(from: BroadcastChannel, data: unknown): Promise<void> {
  const last = new BroadcastChannel(from.name);
  try {
    const heard = new Promise<void>((resolve) => (last.onmessage = () => resolve()));
    from.postMessage(data);
    await heard;
  } finally {
    last.close();
  }
}

/** Resolves once all that was posted so far on the named channel has reached every channel of that name open now. */
export async function delivered(name: string): Promise<void> {
  const poster = new BroadcastChannel(name);
  try {
    await postAndDeliver(poster, MARK);
  } finally {
    poster.close();
  }
}
