import { INFERENCE_PROVIDERS, snippets } from "@hubkit/inference";
import { featureCode } from "../shared/provider-capabilities.js";
import { describe, expect, it } from "vitest";
import { checkJs, checkPython, checkShell } from "../../../packages/inference/test/snippets/support/codeChecks.js";
import type { HubModel, ProviderMapping } from "../shared/hub-types.js";
import { pickSnippet, requestSnippets, type SnippetTools } from "../shared/request-snippets.js";
import { widgetExamples } from "../shared/widget/defaults.js";
import { describeInput, withRecordings } from "../shared/widget/recorded.js";
import { snippetRequestInput, TASK_WIDGETS, widgetKeyOf, type TaskWidget } from "../shared/widget/task-table.js";
import { DEFAULT_CHAT_SETTINGS, EMPTY_INPUT, type WidgetInput } from "../shared/widget/types.js";
import { catalogueIds, pageRecord } from "./widget-support.js";

const tools: SnippetTools = { generate: snippets.getInferenceSnippets, providers: INFERENCE_PROVIDERS, featureCode };

/** The code of every client for a widget input on one provider, as the snippets panel and Copy write it. */
function codeFor(model: HubModel, mapping: ProviderMapping, provider: string, spec: TaskWidget, input: WidgetInput) {
  const { input: snippetInput, notInCode } = snippetRequestInput(spec, input, false);
  const built = requestSnippets(tools, {
    model,
    mapping,
    provider,
    streaming: false,
    request: { status: "ready", input: snippetInput, label: "your input", notInCode },
  });
  if (!("snippets" in built)) throw new Error(`${model.id} @${provider}: ${JSON.stringify(built)}`);
  return built.snippets;
}

const HOSTILE = `q"uo'te \\ back\\slash\nnew line $(touch PWNED) \`touch PWNED\` \${PWNED} </script><!-- é漢字 end\\`;

describe("the code for the widget's input", () => {
  it("every catalogue widget's first example, on every provider: the code names the input and parses", async () => {
    const python: string[] = [];
    const shell: string[] = [];
    const problems: string[] = [];
    let checked = 0;
    for (const id of await catalogueIds()) {
      const { model, mapping } = await pageRecord(id);
      const key = widgetKeyOf(model.pipeline_tag, model.tags);
      const spec = key === undefined ? undefined : TASK_WIDGETS[key];
      if (spec === undefined) continue;
      const [first] = withRecordings(model, spec, widgetExamples(model, key!, spec), Object.keys(mapping));
      for (const provider of Object.keys(mapping)) {
        for (const snippet of codeFor(model, mapping, provider, spec, first!.input)) {
          checked++;
          const named = first!.input.media?.name ?? first!.input.text;
          if (named !== "" && spec.input !== "chat" && !snippet.content.includes(named.split("\n")[0]!.slice(0, 30))) {
            problems.push(`${id} @${provider} ${snippet.client}: the code does not name ${JSON.stringify(named)}`);
          }
          // Code that runs as copied: the token comes from the environment, never a placeholder (fal_client reads
          // FAL_KEY itself).
          const readsToken = snippet.client === "fal_client" || /HF_TOKEN|_API_KEY/.test(snippet.content);
          if (snippet.content.includes("hf_xxx") || !readsToken) {
            problems.push(
              `${id} @${provider} ${snippet.client}: the code does not read its token from the environment`,
            );
          }
          if (snippet.language === "python") python.push(snippet.content);
          if (snippet.language === "sh") shell.push(snippet.content);
          if (snippet.language === "js" && !checkJs(snippet.content).ok) problems.push(`${id} ${snippet.client}: js`);
        }
      }
    }
    problems.push(...checkPython(python).flatMap((r, i) => (r.ok ? [] : [`python ${i}: ${r.error}`])));
    problems.push(...checkShell(shell).flatMap((r, i) => (r.ok ? [] : [`sh ${i}: ${r.error}`])));
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(100);
  }, 120_000);

  it("hostile text, chat settings, file names and table columns stay values in every language", async () => {
    const cases: Array<[string, (spec: TaskWidget) => WidgetInput]> = [
      ["distilbert/distilbert-base-uncased-finetuned-sst-2-english", () => ({ ...EMPTY_INPUT, text: HOSTILE })],
      ["deepset/roberta-base-squad2", () => ({ ...EMPTY_INPUT, text: HOSTILE, context: HOSTILE })],
      ["google/tapas-base-finetuned-wtq", () => ({ ...EMPTY_INPUT, text: HOSTILE, table: { [HOSTILE]: [HOSTILE] } })],
      ["google/vit-base-patch16-224", () => ({ ...EMPTY_INPUT, media: { name: `${HOSTILE}.png`, src: "blob:x/1" } })],
      [
        "openai/whisper-large-v3-turbo",
        () => ({ ...EMPTY_INPUT, media: { name: `${HOSTILE}.flac`, src: "blob:x/2" } }),
      ],
      [
        "meta-llama/Llama-3.1-8B-Instruct",
        () => ({
          ...EMPTY_INPUT,
          messages: [{ role: "user", content: HOSTILE }],
          chat: { ...DEFAULT_CHAT_SETTINGS, systemPrompt: HOSTILE, temperature: "0.4" },
        }),
      ],
    ];
    const python: string[] = [];
    const shell: string[] = [];
    const problems: string[] = [];
    for (const [id, inputOf] of cases) {
      const { model, mapping } = await pageRecord(id);
      const spec = TASK_WIDGETS[widgetKeyOf(model.pipeline_tag, model.tags)!]!;
      for (const provider of Object.keys(mapping)) {
        const list = codeFor(model, mapping, provider, spec, inputOf(spec));
        expect(list.length, `${id} @${provider}`).toBeGreaterThan(0);
        for (const snippet of list) {
          if (snippet.language === "python") python.push(snippet.content);
          if (snippet.language === "sh") shell.push(snippet.content);
          if (snippet.language === "js") {
            const report = checkJs(snippet.content);
            if (!report.ok) problems.push(`${id} @${provider} ${snippet.client}: ${report.error}`);
            // The text arrives whole as one string literal (keys count too).
            else if (!report.strings!.some((s) => s.includes(HOSTILE))) problems.push(`${id} ${snippet.client}: lost`);
          }
        }
      }
    }
    const pythonReports = checkPython(python);
    pythonReports.forEach((r, i) => {
      if (!r.ok) problems.push(`python: ${r.error}`);
      else if (!r.strings!.some((s) => s.includes(HOSTILE)))
        problems.push(`python ${i}: the value did not arrive whole`);
    });
    for (const report of checkShell(shell)) {
      if (!report.ok) problems.push(`sh: ${report.error}`);
      else if (report.sideEffects!.length > 0) problems.push(`sh ran input: ${report.sideEffects!.join(", ")}`);
      else if (
        !report.argv!.some((arg) => arg.includes(JSON.stringify(HOSTILE).slice(1, -1)) || arg.includes(HOSTILE))
      ) {
        problems.push("sh: the value did not reach curl whole");
      }
    }
    expect(problems).toEqual([]);
    expect(python.length + shell.length).toBeGreaterThan(10);
  }, 120_000);

  it("says which input the code is for, and what the code sets its own value for", async () => {
    const { model } = await pageRecord("facebook/bart-large-mnli");
    const spec = TASK_WIDGETS["zero-shot-classification"]!;
    const examples = withRecordings(model, spec, widgetExamples(model, "zero-shot-classification", spec), [
      "hf-inference",
    ]);
    expect(describeInput(examples[0]!.input, examples)).toMatch(/^the example “/);
    expect(snippetRequestInput(spec, examples[0]!.input, false).notInCode).toEqual(["candidate labels"]);
    const llama = await pageRecord("meta-llama/Llama-3.2-3B");
    const generation = TASK_WIDGETS["text-generation"]!;
    const [example] = widgetExamples(llama.model, "text-generation", generation);
    expect(snippetRequestInput(generation, example!.input, true).notInCode).toEqual([
      "max_new_tokens",
      "seed",
      "streaming",
    ]);
    const code = codeFor(llama.model, llama.mapping, "hf-inference", generation, example!.input);
    expect(pickSnippet(code, "sh", "")?.content).toContain("complete one two and ____.");
  });

  it("an input that cannot be sent says why instead of showing other code", () => {
    const chat = TASK_WIDGETS.conversational!;
    expect(() =>
      snippetRequestInput(
        chat,
        {
          ...EMPTY_INPUT,
          messages: [{ role: "user", content: "Hi" }],
          chat: { ...DEFAULT_CHAT_SETTINGS, temperature: "9" },
        },
        true,
      ),
    ).toThrow('Temperature must be a number from 0 to 2, not "9".');
    expect(() => snippetRequestInput(TASK_WIDGETS["image-classification"]!, EMPTY_INPUT, false)).toThrow(
      "Pick an image first.",
    );
  });
});
