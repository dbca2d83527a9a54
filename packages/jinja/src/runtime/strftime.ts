/** Python's datetime.strftime on Linux (glibc, C locale) for a naive local time, as `strftime_now` uses. */

import { replaceEach } from "../pytext.js";
import type { Runtime } from "./contract.js";

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

const DIRECTIVE = /%([-_0^#]?)([a-zA-Z%])/g;

/** A numeric directive's value, and the width and padding glibc gives it by default ("0" unless given). */
type Num = [value: number, width: number, padChar?: string];

/** `d` formatted by `format`, the result's length checked as it grows (a directive can write 24 characters). */
export function strftime(d: Date, format: string, rt: Runtime): string {
  // Every field is computed up front: a format is short and read once per call.
  const year = d.getFullYear();
  const month = d.getMonth();
  const day = d.getDate();
  const hours = d.getHours();
  const hours12 = hours % 12 || 12;
  const weekday = d.getDay();
  // Counted between UTC dates, so that no daylight saving change is in between.
  const yearDay = (Date.UTC(year, month, day) - Date.UTC(year, 0, 1)) / 86400000 + 1;
  // ISO 8601 weeks start on Monday and belong to the year their Thursday is in.
  const thursday = new Date(Date.UTC(year, month, day + 4 - (weekday || 7)));
  const isoYear = thursday.getUTCFullYear();
  const isoWeekNumber = Math.ceil(((thursday.getTime() - Date.UTC(isoYear, 0, 1)) / 86400000 + 1) / 7);
  const dayName = DAYS[weekday] as string;
  const monthName = MONTHS[month] as string;
  const directives: Record<string, Num | string> = {
    C: [Math.floor(year / 100), 2],
    d: [day, 2],
    e: [day, 2, " "],
    f: [d.getMilliseconds() * 1000, 6],
    H: [hours, 2],
    I: [hours12, 2],
    k: [hours, 2, " "],
    l: [hours12, 2, " "],
    j: [yearDay, 3],
    m: [month + 1, 2],
    M: [d.getMinutes(), 2],
    S: [d.getSeconds(), 2],
    w: [weekday, 1],
    u: [weekday || 7, 1],
    U: [Math.floor((yearDay + 6 - weekday) / 7), 2],
    W: [Math.floor((yearDay + 6 - ((weekday + 6) % 7)) / 7), 2],
    V: [isoWeekNumber, 2],
    G: [isoYear, 1],
    g: [isoYear % 100, 2],
    y: [year % 100, 2],
    Y: [year, 1],
    s: [Math.floor(d.getTime() / 1000), 1],
    a: dayName.slice(0, 3),
    A: dayName,
    b: monthName.slice(0, 3),
    h: monthName.slice(0, 3),
    B: monthName,
    p: hours < 12 ? "AM" : "PM",
    P: hours < 12 ? "am" : "pm",
    z: "",
    Z: "",
    n: "\n",
    t: "\t",
    "%": "%",
  };
  let length = format.length;
  // A directive in `f`: its text, the result's length checked as it grows (for the format itself, not a composite).
  const directive = (all: string, flag: string, code: string, _offset: number, f: string): string => {
    const composite = COMPOSITES[code];
    let text = composite === undefined ? directives[code] : expand(composite);
    if (text === undefined) return all;
    if (typeof text !== "string") {
      const [value, width, padChar = "0"] = text;
      const digits = String(value);
      text = flag === "-" ? digits : digits.padStart(width, flag === "_" ? " " : flag === "0" ? "0" : padChar);
    }
    if (f === format) rt.checkSize((length += text.length - all.length));
    return flag === "^" ? text.toUpperCase() : text;
  };
  // A short format through replace() (faster); a long one a match at a time (replace() gathers every match first).
  const expand = (f: string): string =>
    f.length < 4096
      ? f.replace(DIRECTIVE, directive)
      : replaceEach(f, DIRECTIVE, ([all, flag, code]) => directive(all, flag as string, code as string, 0, f), rt);
  return rt.built(expand(format));
}
