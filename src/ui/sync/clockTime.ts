/** The moment an ISO text names, or null for a text that is no time (a message writes it as the language does). */
export function clockTime(iso: string): Date | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}
