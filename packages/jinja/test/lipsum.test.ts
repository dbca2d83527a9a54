/**
 * lipsum() is random, so its output is checked by shape: a validator of the rules jinja2's generate_lorem_ipsum
 * follows, which jinja2's own outputs must pass too (so the validator is neither too strict nor too lax). It is a
 * global an environment adds (jinja2 has it by default; here it would weigh on every browser bundle).
 */

import { describe, expect, it, vi } from "vitest";
import { Template, TemplateEnvironment, TemplateError, UndefinedError, lipsum } from "../src/index.js";
import { renderWithJinja2 } from "./oracle/oracle.js";

interface Options {
  n: number;
  html: boolean;
  min: number;
  max: number;
}

/** What is wrong with `output` as lipsum(n, html, min, max), or null; `words` collects the words seen. */
function problem(output: string, { n, html, min, max }: Options, words: Set<string>): string | null {
  const paragraphs = html ? output.split("\n") : output.split("\n\n");
  if (paragraphs.length !== n) return `${paragraphs.length} paragraphs`;
  for (let p of paragraphs) {
    if (html) {
      if (!p.startsWith("<p>") || !p.endsWith("</p>")) return `not a paragraph: ${p}`;
      p = p.slice(3, -4);
    }
    if (!p.endsWith(".")) return `no full stop: ${p}`;
    const tokens = p.split(" ");
    if (tokens.length < Math.max(min, 1) || tokens.length >= Math.max(max, 2)) return `${tokens.length} words`;
    let capital = true;
    let last = "";
    for (const token of tokens) {
      const m = /^([A-Za-z]+)(,?\.?)$/.exec(token);
      if (m === null) return `odd word ${token}`;
      const word = m[1] as string;
      if ((word[0] !== (word[0] as string).toLowerCase()) !== capital) return `capitalisation of ${token} in ${p}`;
      if (word.toLowerCase() === last) return `repeated ${word}`;
      last = word.toLowerCase();
      words.add(last);
      capital = (m[2] as string).endsWith(".");
    }
  }
  return null;
}

const OPTIONS: Options[] = [
  { n: 5, html: true, min: 20, max: 100 },
  { n: 3, html: false, min: 20, max: 100 },
  { n: 2, html: false, min: 1, max: 4 },
  { n: 1, html: true, min: 40, max: 41 },
  { n: 4, html: false, min: 10, max: 30 },
];

const call = ({ n, html, min, max }: Options) => `{{ lipsum(${n}, ${html}, ${min}, ${max}) }}`;

const env = new TemplateEnvironment();
env.globals.set("lipsum", lipsum);
/** `source` rendered in an environment that has lipsum. */
const render = (source: string) => env.fromString(source).render();

describe("lipsum", () => {
  it("is added to an environment: a template of the default one finds it undefined", () => {
    expect(() => new Template("{{ lipsum() }}").render()).toThrow(UndefinedError);
    expect(() => new Template("{{ lipsum() }}").render()).toThrow("'lipsum' is undefined");
    expect(render("{{ lipsum(1, false, 3, 4) }}")).toMatch(/^[A-Z][a-z]+ [a-z]+ [a-z]+\.$/);
  });

  it("writes paragraphs of lorem ipsum as jinja2 does (each output checked by shape, as jinja2's are)", () => {
    const runs = OPTIONS.flatMap((options) => Array.from({ length: 40 }, () => options));
    const reference = renderWithJinja2(runs.map((options) => ({ template: call(options), context: {} })));
    const theirs = new Set<string>();
    const ours = new Set<string>();
    runs.forEach((options, i) => {
      const ref = reference[i];
      if (ref?.ok !== true) throw new Error(`jinja2 failed: ${JSON.stringify(ref)}`);
      expect(problem(ref.output, options, theirs), `jinja2: ${ref.output}`).toBeNull();
      const output = render(call(options));
      expect(problem(output, options, ours), output).toBeNull();
    });
    // The same vocabulary: 40 runs of each kind see nearly all of the 186 words in both engines.
    expect([...ours].filter((w) => !theirs.has(w))).toEqual([]);
    expect(ours.size).toBeGreaterThan(170);
  }, 60_000);

  it("defaults to five HTML paragraphs of 20 to 99 words, safe from escaping", () => {
    const words = new Set<string>();
    const output = render("{% autoescape true %}{{ lipsum() }}{% endautoescape %}");
    expect(problem(output, OPTIONS[0] as Options, words)).toBeNull();
  });

  it("draws each word once, however Math.random answers (jinja2 draws until the word differs from the last)", () => {
    const options: Options = { n: 2, html: false, min: 30, max: 31 };
    for (const value of [0, 0.42, 0.999999]) {
      const random = vi.spyOn(Math, "random").mockReturnValue(value);
      try {
        const words = new Set<string>();
        // A constant draw alternates between two words, never the same one twice in a row.
        expect(problem(render(call(options)), options, words)).toBeNull();
        expect(words.size).toBe(2);
      } finally {
        random.mockRestore();
      }
    }
  });

  it("fails as jinja2 does on bad arguments, and counts its words against the step budget", () => {
    const bad = [
      "lipsum('x')",
      "lipsum(1, true, 5, 5)",
      "lipsum(1, true, 5, 2)",
      "lipsum(1, 2, 3, 4, 5)",
      "lipsum(k=1)",
    ];
    const reference = renderWithJinja2(bad.map((expr) => ({ template: `{{ ${expr} }}`, context: {} })));
    bad.forEach((expr, i) => {
      const ref = reference[i];
      expect(ref?.ok).toBe(false);
      let message = "";
      try {
        render(`{{ ${expr} }}`);
      } catch (error) {
        if (!(error instanceof TemplateError)) throw error;
        message = error.detail;
      }
      expect(ref?.ok === false && ref.error.endsWith(message) && message !== "", `${expr}: ${message}`).toBe(true);
    });
    expect(() => render("{{ lipsum(10 ** 9, false, 0, 1) }}")).toThrow(/maxSteps/);
  }, 60_000);
});
