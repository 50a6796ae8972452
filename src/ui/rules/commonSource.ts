/**
 * The citation a list of sources shares: "000 PBS 9.B Very Dense" and "000 PBS 9.B Dense" share
 * "000 PBS 9.B", whole words only, without a trailing colon. A citation of it finds them all.
 */
export function commonSource(sources: readonly string[]): string {
  const [first = '', ...rest] = sources;
  const words = first.split(' ');
  let shared = words.length;
  for (const source of rest) {
    const other = source.split(' ');
    let n = 0;
    while (n < shared && n < other.length && other[n] === words[n]) n++;
    shared = n;
  }
  return words.slice(0, shared).join(' ').replace(/:$/, '');
}
