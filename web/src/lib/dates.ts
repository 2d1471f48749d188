/** Spec 9 writes dates d/m/yyyy; admin lists add the time as h:mm (24-hour), in the reader's own time zone. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const minutes = String(date.getMinutes()).padStart(2, '0');
  return `${date.getDate()}/${date.getMonth() + 1}/${date.getFullYear()} ${date.getHours()}:${minutes}`;
}

/** A calendar day (YYYY-MM-DD) as d/m/yyyy (spec 9), read from its parts so no time zone can shift the day. */
export function formatDay(isoDay: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDay);
  if (!match) return isoDay;
  const [, year, month, day] = match;
  return `${Number(day)}/${Number(month)}/${year}`;
}
