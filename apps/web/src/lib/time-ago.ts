const UNITS: [limit: number, seconds: number, name: string][] = [
  [60, 1, 'second'],
  [60 * 60, 60, 'minute'],
  [24 * 60 * 60, 60 * 60, 'hour'],
  [Infinity, 24 * 60 * 60, 'day'],
];

/** How long ago `iso` was, in its largest whole unit: "1 second", "5 seconds", "2 minutes", "3 hours", "4 days". */
export function timeAgo(iso: string, now = Date.now()): string {
  const seconds = Math.max(1, Math.floor((now - Date.parse(iso)) / 1000));
  const [, size, name] = UNITS.find(([limit]) => seconds < limit)!;
  const n = Math.floor(seconds / size);
  return `${n} ${name}${n === 1 ? '' : 's'}`;
}
