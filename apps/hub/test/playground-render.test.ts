import { describe, expect, it } from "vitest";
import { errorPosition, formatTemplate, positionOf, renderChatTemplate } from "../src/pages/playground-render.js";

const MESSAGES = JSON.stringify([
  { role: "user", content: "Hi" },
  { role: "assistant", content: "Hello!" },
]);
const base = { messagesJson: MESSAGES, addGenerationPrompt: true, bosToken: "<s>", eosToken: "</s>" };

describe("renderChatTemplate (with @hubkit/jinja)", () => {
  it("renders messages, the generation prompt and special tokens", () => {
    const template =
      "{{ bos_token }}{% for m in messages %}[{{ m.role }}] {{ m.content }}{{ eos_token }}\n{% endfor %}" +
      "{% if add_generation_prompt %}[assistant]{% endif %}";
    expect(renderChatTemplate({ ...base, template })).toEqual({
      ok: true,
      output: "<s>[user] Hi</s>\n[assistant] Hello!</s>\n[assistant]",
    });
    expect(renderChatTemplate({ ...base, template, addGenerationPrompt: false })).toMatchObject({
      ok: true,
      output: "<s>[user] Hi</s>\n[assistant] Hello!</s>\n",
    });
  });

  it("reports a syntax error with its line and column", () => {
    const outcome = renderChatTemplate({ ...base, template: "line one\n{% for m in messages %}\n{{ m.content }" });
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.stage).toBe("template");
    expect(outcome.kind).toBe("Syntax error");
    expect(outcome.position?.line).toBe(3);
    expect(outcome.position?.column).toBeGreaterThan(0);
    expect(outcome.message).toMatch(/line 3, column \d+/);
  });

  it("reports a runtime error with the line it happened on", () => {
    const outcome = renderChatTemplate({
      ...base,
      template: "ok\n{{ raise_exception('Only user and assistant roles are supported') }}",
    });
    expect(outcome).toMatchObject({ ok: false, stage: "template", position: { line: 2 } });
    if (!outcome.ok) expect(outcome.message).toContain("Only user and assistant roles are supported");
  });

  it("shows where a template error happened: the line and a caret under the failing part", () => {
    const outcome = renderChatTemplate({
      ...base,
      template: "{% for m in messages %}\n{{ m.content + 1 }}\n{% endfor %}",
    });
    expect(outcome).toMatchObject({ ok: false, stage: "template", position: { line: 2, column: 4 } });
    if (!outcome.ok) {
      expect(outcome.excerpt).toBe(
        ["1 | {% for m in messages %}", "2 > {{ m.content + 1 }}", "  |    ^^^^^^^^^^^^^"].join("\n"),
      );
    }
    const syntax = renderChatTemplate({ ...base, template: "{% if %}" });
    if (!syntax.ok) expect(syntax.excerpt).toBe(["1 > {% if %}", "  |       ^^"].join("\n"));
  });

  it("reports messages that are not JSON with the line and column of the problem", () => {
    const outcome = renderChatTemplate({
      ...base,
      template: "{{ messages }}",
      messagesJson: '[\n  {"role": "user",}\n]',
    });
    expect(outcome).toMatchObject({ ok: false, stage: "messages", kind: "Messages are not valid JSON" });
    if (!outcome.ok) expect(outcome.position).toEqual({ line: 2, column: 19 });
  });

  it("asks for a list when the messages are another JSON value", () => {
    expect(renderChatTemplate({ ...base, template: "x", messagesJson: '{"role": "user"}' })).toMatchObject({
      ok: false,
      stage: "messages",
      kind: "Messages must be a list",
    });
  });

  it("formats a template through the engine, and says why it cannot", () => {
    const formatted = formatTemplate("{% for m in messages %}{{ m.content }}{% endfor %}");
    expect(formatted.ok).toBe(true);
    if (formatted.ok) expect(formatted.text).toContain("for m in messages");
    expect(formatTemplate("{% for %}")).toMatchObject({ ok: false });
  });
});

describe("error positions", () => {
  it("reads a position field, a line field, or the message", () => {
    expect(errorPosition({ position: { line: 4, column: 2 } })).toEqual({ line: 4, column: 2 });
    expect(errorPosition({ line: 7 })).toEqual({ line: 7 });
    expect(errorPosition(new Error("bad (line 3, column 9)"))).toEqual({ line: 3, column: 9 });
    expect(errorPosition(new Error("bad (line 5)"))).toEqual({ line: 5 });
    expect(errorPosition(new Error("no position"))).toBeUndefined();
  });

  it("turns offsets into 1-based lines and columns", () => {
    expect(positionOf("ab\ncd", 0)).toEqual({ line: 1, column: 1 });
    expect(positionOf("ab\ncd", 4)).toEqual({ line: 2, column: 2 });
  });
});
