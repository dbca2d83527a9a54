/**
 * strftime_now's calendar numbers (%j, %U, %W, %V ...) in time zones whose clocks jump, against jinja2 on the same
 * local date and time. Day numbers must count calendar days, not elapsed local time: Samoa skipped 30 December
 * 2011, and DST days are 23 or 25 hours long.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { Template } from "../src/index.js";
import { renderWithJinja2 } from "./oracle/oracle.js";

const FORMAT = "{{ strftime_now('%Y-%m-%d %a %j %U %W %V %G %u %w') }}";

const CASES: { zone: string; offsetMinutes: number; dates: [number, number, number][] }[] = [
  // Samoa moved across the date line: 2011-12-29 was followed by 2011-12-31.
  {
    zone: "Pacific/Apia",
    offsetMinutes: -780,
    dates: [
      [2011, 12, 29],
      [2011, 12, 31],
      [2012, 1, 1],
      [2012, 12, 31],
    ],
  },
  // DST starts and ends (a 23- and a 25-hour day), and the days after them.
  {
    zone: "America/New_York",
    offsetMinutes: 300,
    dates: [
      [2024, 3, 10],
      [2024, 3, 11],
      [2024, 11, 3],
      [2024, 12, 31],
    ],
  },
  {
    zone: "Europe/Paris",
    offsetMinutes: -60,
    dates: [
      [2025, 3, 30],
      [2025, 10, 26],
      [2025, 12, 31],
      [2026, 1, 1],
    ],
  },
];

describe.each(CASES)("strftime_now in $zone", ({ zone, offsetMinutes, dates }) => {
  const previous = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = zone;
    vi.useFakeTimers({ toFake: ["Date"] });
  });
  afterAll(() => {
    vi.useRealTimers();
    if (previous === undefined) delete process.env.TZ;
    else process.env.TZ = previous;
  });

  it("is in effect in this process", () => {
    // January's offset: proves the zone took effect, so the dates below are really rendered in it.
    expect(new Date(2025, 0, 15).getTimezoneOffset()).toBe(offsetMinutes);
  });

  it.each(dates)("numbers %i-%i-%i as jinja2 does", (year, month, day) => {
    const pad = (n: number) => String(n).padStart(2, "0");
    vi.setSystemTime(new Date(year, month - 1, day, 12, 0, 0));
    const ours = new Template(FORMAT).render();
    const [theirs] = renderWithJinja2(
      [{ template: FORMAT, context: {} }],
      `${year}-${pad(month)}-${pad(day)}T12:00:00`,
    );
    expect(theirs).toEqual({ ok: true, output: ours });
  });
});
