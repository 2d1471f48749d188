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

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * The admin screens' date and time: dd-mm-yyyy (spec 9, as the User Listing writes its days) and hh:mm on the
 * 24-hour clock, in the reader's own time zone.
 */
export function formatAdminDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const day = `${twoDigits(date.getDate())}-${twoDigits(date.getMonth() + 1)}-${date.getFullYear()}`;
  return `${day} ${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`;
}
