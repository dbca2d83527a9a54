import { describe, expect, it } from "vitest";
import * as jinja from "../src/index.js";
import { Environment, Interpreter, Template, parse, tokenize } from "../src/index.js";

describe("the API, call-compatible with @huggingface/jinja", () => {
  it("exports the counterpart's names and our own", () => {
    for (const name of [
      "Template",
      "Environment",
      "Interpreter",
      "tokenize",
      "parse",
      "format",
      "TemplateError",
      "TemplateSyntaxError",
    ]) {
      expect(jinja, name).toHaveProperty(name);
    }
  });

  it("new Template(source) parses once; render(items) renders many times; items are optional", () => {
    const template = new Template("{{ greeting | default('Hello') }}, {{ name }}!");
    expect(template.parsed.type).toBe("Program");
    expect(template.render({ name: "Ada" })).toBe("Hello, Ada!");
    expect(template.render({ greeting: "Hi", name: "Bob" })).toBe("Hi, Bob!");
    expect(template.render()).toBe("Hello, !");
  });

  it("renders the usual chat-template call", () => {
    const template = new Template(
      "{% for message in messages %}{{ '<|' + message.role + '|>\\n' + message.content + eos_token + '\\n' }}{% endfor %}{% if add_generation_prompt %}{{ '<|assistant|>\\n' }}{% endif %}",
    );
    const output = template.render({
      messages: [
        { role: "system", content: "Be nice." },
        { role: "user", content: "Hi!" },
      ],
      eos_token: "</s>",
      add_generation_prompt: true,
    });
    expect(output).toBe("<|system|>\nBe nice.</s>\n<|user|>\nHi!</s>\n<|assistant|>\n");
  });

  it("tokenize(source, options) and parse(tokens) compose", () => {
    const program = parse(tokenize("{% if x %}\n  yes\n{% endif %}", { trim_blocks: true, lstrip_blocks: true }));
    expect(program.body[0]?.type).toBe("If");
  });

  it("Environment + Interpreter run a parsed program", () => {
    const env = new Environment();
    env.set("name", "world");
    const child = new Environment(env);
    child.set("greeting", "hello");
    expect(child.lookupVariable("name")).toBe("world");
    const result = new Interpreter(child).run(parse(tokenize("{{ greeting }} {{ name }}")));
    expect(result).toEqual({ type: "StringValue", value: "hello world" });
  });

  it("strftime_now is built in and reads the current date", () => {
    expect(new Template("{{ strftime_now('%Y') }}").render()).toBe(String(new Date().getFullYear()));
  });

  it("accepts Maps and functions from the context", () => {
    const t = new Template("{{ d.a }}{{ d['b'] }}{{ f(2, k=3) }}");
    expect(
      t.render({
        d: new Map<unknown, unknown>([
          ["a", 1],
          ["b", 2],
        ]),
        f: (x: number, kw: { k: number }) => x * kw.k,
      }),
    ).toBe("126");
  });
});

describe("format", () => {
  it("takes source or a parsed program, with options or an indent", () => {
    const source = "{% if a %}{{ b }}{% endif %}";
    const expected = "{%- if a -%}\n  {{- b -}}\n{%- endif -%}";
    expect(jinja.format(source, { indent: 2 })).toBe(expected);
    expect(jinja.format(new Template(source).parsed, 2)).toBe(expected);
  });
});
