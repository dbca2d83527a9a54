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

function dayOfYear(d: Date): number {
  const start = new Date(d.getFullYear(), 0, 1);
  return Math.round((new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime() - start.getTime()) / 86400000) + 1;
}

/** ISO 8601 week-numbering year and week. */
function isoWeek(d: Date): { year: number; week: number } {
  const t = new Date(Date.UTC(d.getFullYear(), d.getMonth(), d.getDate()));
  const day = t.getUTCDay() || 7;
  t.setUTCDate(t.getUTCDate() + 4 - day);
  const yearStart = Date.UTC(t.getUTCFullYear(), 0, 1);
  return { year: t.getUTCFullYear(), week: Math.ceil(((t.getTime() - yearStart) / 86400000 + 1) / 7) };
}

/** Each directive: its value and the padding glibc uses by default. */
type Field = [value: string | number, width: number, padChar: string];

function field(code: string, d: Date): Field | string | null {
  const hour12 = d.getHours() % 12 || 12;
  const yday = dayOfYear(d);
  switch (code) {
    case "a":
      return (DAYS[d.getDay()] as string).slice(0, 3);
    case "A":
      return DAYS[d.getDay()] as string;
    case "b":
    case "h":
      return (MONTHS[d.getMonth()] as string).slice(0, 3);
    case "B":
      return MONTHS[d.getMonth()] as string;
    case "C":
      return [Math.floor(d.getFullYear() / 100), 2, "0"];
    case "d":
      return [d.getDate(), 2, "0"];
    case "e":
      return [d.getDate(), 2, " "];
    case "f":
      return [d.getMilliseconds() * 1000, 6, "0"];
    case "H":
      return [d.getHours(), 2, "0"];
    case "I":
      return [hour12, 2, "0"];
    case "k":
      return [d.getHours(), 2, " "];
    case "l":
      return [hour12, 2, " "];
    case "j":
      return [yday, 3, "0"];
    case "m":
      return [d.getMonth() + 1, 2, "0"];
    case "M":
      return [d.getMinutes(), 2, "0"];
    case "S":
      return [d.getSeconds(), 2, "0"];
    case "p":
      return d.getHours() < 12 ? "AM" : "PM";
    case "P":
      return d.getHours() < 12 ? "am" : "pm";
    case "w":
      return [d.getDay(), 1, "0"];
    case "u":
      return [d.getDay() || 7, 1, "0"];
    case "U":
      return [Math.floor((yday + 6 - d.getDay()) / 7), 2, "0"];
    case "W":
      return [Math.floor((yday + 6 - ((d.getDay() + 6) % 7)) / 7), 2, "0"];
    case "V":
      return [isoWeek(d).week, 2, "0"];
    case "G":
      return [isoWeek(d).year, 1, "0"];
    case "g":
      return [isoWeek(d).year % 100, 2, "0"];
    case "y":
      return [d.getFullYear() % 100, 2, "0"];
    case "Y":
      return [d.getFullYear(), 1, "0"];
    case "s":
      return [Math.floor(d.getTime() / 1000), 1, "0"];
    case "z":
    case "Z":
      return "";
    case "n":
      return "\n";
    case "t":
      return "\t";
    case "%":
      return "%";
    default:
      return null;
  }
}

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
    const f = field(code, d);
    if (f === null) return all;
    let text: string;
    if (typeof f === "string") text = f;
    else {
      const [value, width, padChar] = f;
      const digits = String(value);
      text = flag === "-" ? digits : digits.padStart(width, flag === "_" ? " " : flag === "0" ? "0" : padChar);
    }
    return flag === "^" ? text.toUpperCase() : text;
  });
}
