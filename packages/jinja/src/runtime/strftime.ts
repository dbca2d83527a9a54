/** Python's datetime.strftime on Linux (glibc, C locale) for a naive local time, as `strftime_now` uses. */

const DAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/**
 * The day of the year, counted on the calendar (in UTC) rather than in elapsed local time, so that a zone that
 * skipped a day (Samoa, 2011-12-30) or moved its clocks numbers every date as Python does.
 */
function dayOfYear(d: Date): number {
  const year = d.getFullYear();
  return (Date.UTC(year, d.getMonth(), d.getDate()) - Date.UTC(year, 0, 1)) / 86400000 + 1;
}

/** ISO 8601 week-numbering year and week. */
function isoWeek(d: Date): { year: number; week: number } {
  const t = new Date(Date.UTC(d.getFullYear(), d.getMonth(), d.getDate()));
  const day = t.getUTCDay() || 7;
  t.setUTCDate(t.getUTCDate() + 4 - day);
  const yearStart = Date.UTC(t.getUTCFullYear(), 0, 1);
  return { year: t.getUTCFullYear(), week: Math.ceil(((t.getTime() - yearStart) / 86400000 + 1) / 7) };
}

type Num = [value: (d: Date) => number, width: number, padChar?: string];

/** Numeric directives: the value, and the width and padding glibc uses by default ("0" unless given). */
const NUMBERS: Record<string, Num> = {
  C: [(d) => Math.floor(d.getFullYear() / 100), 2],
  d: [(d) => d.getDate(), 2],
  e: [(d) => d.getDate(), 2, " "],
  f: [(d) => d.getMilliseconds() * 1000, 6],
  H: [(d) => d.getHours(), 2],
  I: [(d) => d.getHours() % 12 || 12, 2],
  k: [(d) => d.getHours(), 2, " "],
  l: [(d) => d.getHours() % 12 || 12, 2, " "],
  j: [dayOfYear, 3],
  m: [(d) => d.getMonth() + 1, 2],
  M: [(d) => d.getMinutes(), 2],
  S: [(d) => d.getSeconds(), 2],
  w: [(d) => d.getDay(), 1],
  u: [(d) => d.getDay() || 7, 1],
  U: [(d) => Math.floor((dayOfYear(d) + 6 - d.getDay()) / 7), 2],
  W: [(d) => Math.floor((dayOfYear(d) + 6 - ((d.getDay() + 6) % 7)) / 7), 2],
  V: [(d) => isoWeek(d).week, 2],
  G: [(d) => isoWeek(d).year, 1],
  g: [(d) => isoWeek(d).year % 100, 2],
  y: [(d) => d.getFullYear() % 100, 2],
  Y: [(d) => d.getFullYear(), 1],
  s: [(d) => Math.floor(d.getTime() / 1000), 1],
};

/** Text directives. */
const TEXTS: Record<string, (d: Date) => string> = {
  a: (d) => (DAYS[d.getDay()] as string).slice(0, 3),
  A: (d) => DAYS[d.getDay()] as string,
  b: (d) => (MONTHS[d.getMonth()] as string).slice(0, 3),
  h: (d) => (MONTHS[d.getMonth()] as string).slice(0, 3),
  B: (d) => MONTHS[d.getMonth()] as string,
  p: (d) => (d.getHours() < 12 ? "AM" : "PM"),
  P: (d) => (d.getHours() < 12 ? "am" : "pm"),
  z: () => "",
  Z: () => "",
  n: () => "\n",
  t: () => "\t",
  "%": () => "%",
};

const COMPOSITES: Record<string, string> = {
  c: "%a %b %e %H:%M:%S %Y",
  D: "%m/%d/%y",
  x: "%m/%d/%y",
  F: "%Y-%m-%d",
  T: "%H:%M:%S",
  X: "%H:%M:%S",
  R: "%H:%M",
  r: "%I:%M:%S %p",
};

export function strftime(d: Date, format: string): string {
  return format.replace(/%([-_0^#]?)([a-zA-Z%])/g, (all, flag: string, code: string) => {
    const composite = COMPOSITES[code];
    if (composite !== undefined) return strftime(d, composite);
    let text: string;
    const number = NUMBERS[code];
    if (number !== undefined) {
      const [value, width, padChar = "0"] = number;
      const digits = String(value(d));
      text = flag === "-" ? digits : digits.padStart(width, flag === "_" ? " " : flag === "0" ? "0" : padChar);
    } else {
      const f = TEXTS[code];
      if (f === undefined) return all;
      text = f(d);
    }
    return flag === "^" ? text.toUpperCase() : text;
  });
}
