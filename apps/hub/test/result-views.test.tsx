import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import {
  entitySegments,
  fillMaskResult,
  labelsResult,
  tableAnswerResult,
  answerSegments,
} from "../shared/widget/mappers.js";
import { maskSource } from "../src/widget/results/MaskOverlay.js";
import { WidgetResultView } from "../src/widget/results/WidgetResultView.js";
import type { LabelScore, TableData, WidgetResult, WidgetResultKind } from "../shared/widget/types.js";
import { recordedAnswer } from "./recorded.js";

const html = (result: WidgetResult) => renderToStaticMarkup(<WidgetResultView result={result} />);
/** The visible text of markup, entities decoded. */
const text = (markup: string) =>
  markup
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&gt;/g, ">")
    .replace(/&lt;/g, "<")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

describe("result views render recorded outputs", () => {
  it("labels: names, percentages and bar widths", () => {
    const markup = html(labelsResult(recordedAnswer<LabelScore[]>("models/google/vit-base-patch16-224", "binary")));
    expect(markup).toContain('data-kind="labels"');
    expect(text(markup)).toMatch(/cheetah, chetah, Acinonyx jubatus 99\.8%/);
    expect(markup).toMatch(/width:99\.8\d*%/);
  });

  it("text and streaming text", () => {
    expect(text(html({ kind: "text", text: "Bonjour", streaming: false }))).toContain("Bonjour");
    expect(html({ kind: "text", text: "Bon", streaming: true })).toContain('class="cursor"');
  });

  it("chat: each message with its role, a cursor while streaming", () => {
    const markup = html({
      kind: "chat",
      messages: [
        { role: "user", content: "Say 'this is a test'" },
        { role: "assistant", content: "This is a test." },
      ],
      streaming: true,
    });
    expect(text(markup)).toMatch(/You Say 'this is a test' Assistant This is a test\./);
    expect(markup).toContain('aria-busy="true"');
  });

  it("chat: an answer's tool calls, each function's name and its arguments (indented when whole JSON)", () => {
    const markup = html({
      kind: "chat",
      messages: [
        { role: "user", content: "Weather in Paris?" },
        {
          role: "assistant",
          content: "",
          toolCalls: [
            { name: "get_weather", arguments: '{"city":"Paris"}' },
            { name: "<img src=x onerror=alert(1)>", arguments: '{"city": "Ly' },
            { name: "", arguments: "" },
          ],
        },
      ],
      streaming: false,
    });
    expect(text(markup)).toContain('Assistant Calls get_weather { "city": "Paris" }');
    expect(markup).toContain("{\n  &quot;city&quot;: &quot;Paris&quot;\n}");
    // A name from the provider is text, never markup; arguments cut mid-stream are shown as they are.
    expect(markup).not.toContain("<img");
    expect(text(markup)).toContain('Calls <img src=x onerror=alert(1)> {"city": "Ly');
    expect(text(markup)).toContain("Calls (no function name) (no arguments)");
    expect(markup).toContain('aria-label="Tool calls"');
  });

  it("table answer: the answer, the aggregator and the highlighted cell", () => {
    const table: TableData = { Repository: ["Transformers", "Datasets"], Stars: ["36542", "4512"] };
    const markup = html(
      tableAnswerResult(
        { answer: "AVERAGE > 36542", coordinates: [[0, 1]], cells: ["36542"], aggregator: "AVERAGE" },
        table,
      ),
    );
    expect(text(markup)).toContain("Answer AVERAGE > 36542 AVERAGE");
    expect(markup).toMatch(/<td class="cell-hit" aria-current="true">36542<\/td>/);
    expect(markup.match(/cell-hit/g)).toHaveLength(1);
  });

  it("token entities: marked spans with their group", () => {
    const sentence = "My name is Sarah Jessica Parker but you can call me Jessica";
    const entities = recordedAnswer<Parameters<typeof entitySegments>[1]>(
      "models/dbmdz/bert-large-cased-finetuned-conll03-english",
      { inputs: sentence },
    );
    const markup = html({ kind: "entities", segments: entitySegments(sentence, entities) });
    expect(markup).toMatch(/<mark data-mark="PER"[^>]*>Sarah Jessica Parker<span class="mark-tag">PER<\/span><\/mark>/);
  });

  it("QA span: the answer marked inside the context", () => {
    const markup = html({
      kind: "answer-span",
      segments: answerSegments("The capital of France is Paris.", { answer: "Paris", start: 25, end: 30, score: 0.97 }),
    });
    expect(markup).toMatch(/<mark data-mark="answer"[^>]*>Paris/);
    expect(text(markup)).toContain("97.0%");
  });

  it("fill-mask: token, sequence and score per candidate", () => {
    const output = recordedAnswer<Parameters<typeof fillMaskResult>[0]>("models/google-bert/bert-base-uncased", {
      inputs: "[MASK] world!",
    });
    const markup = html(fillMaskResult(output));
    expect(markup.match(/<li>/g)).toHaveLength(output.length);
    expect(markup).toContain(output[0]!.sequence);
  });

  it("boxes and masks: the input image with one overlay per item once it loads, and a legend", () => {
    const boxes = recordedAnswer<
      Array<LabelScore & { box: { xmin: number; ymin: number; xmax: number; ymax: number } }>
    >("models/facebook/detr-resnet-50", "binary");
    const boxMarkup = html({ kind: "boxes", image: "/media/cats.png", items: boxes });
    expect(boxMarkup).toContain('src="/media/cats.png"');
    expect(text(boxMarkup)).toContain(`${boxes.length} objects detected`);

    const masks = recordedAnswer<Array<{ label: string; score: number; mask: string }>>(
      "models/facebook/detr-resnet-50-panoptic",
      "binary",
    );
    const maskMarkup = html({ kind: "masks", image: "/media/cats.png", items: masks });
    expect(maskMarkup.match(/class="mask"/g)).toHaveLength(masks.length);
    expect(maskMarkup.match(/aria-pressed="true"/g)).toHaveLength(masks.length);
    expect(maskSource(masks[0]!.mask)).toMatch(/^data:image\/png;base64,iVBOR/);
    expect(maskSource("data:image/png;base64,AAAA")).toBe("data:image/png;base64,AAAA");
    // The value lands in a CSS url("..."): nothing but base64 gets there.
    expect(maskSource('AAAA"), url("https://evil.example/track')).toBeUndefined();
    expect(maskSource("data:image/svg+xml,<svg onload=alert(1)>")).toBeUndefined();
  });

  it("media: type and size are said even before the bytes are shown", () => {
    expect(text(html({ kind: "image", image: new Blob(["<svg/>"], { type: "image/svg+xml" }) }))).toContain(
      "image/svg+xml · 0.0 KB",
    );
    expect(
      text(
        html({
          kind: "audio",
          items: [{ label: "Speech", audio: new Blob([new Uint8Array(2048)], { type: "audio/wav" }) }],
        }),
      ),
    ).toContain("Speech audio/wav · 2.0 KB");
    expect(text(html({ kind: "video", video: new Blob([], { type: "video/mp4" }) }))).toContain(
      "no video bytes (video/mp4)",
    );
    expect(text(html({ kind: "image", image: new Blob([]) }))).toContain("no image bytes");
  });

  it("vectors and tabular predictions", () => {
    expect(text(html({ kind: "vectors", shape: [1, 3], values: [0.1, -0.2, 0.3] }))).toContain(
      "Embedding shape [1, 3]",
    );
    const markup = html({ kind: "predictions", table: { a: ["1", "2"] }, predictions: ["setosa", "virginica"] });
    expect(markup.match(/cell-hit/g)).toHaveLength(2);
  });

  it("every result kind has a view", () => {
    const kinds: WidgetResultKind[] = [
      "labels",
      "text",
      "chat",
      "image",
      "audio",
      "video",
      "boxes",
      "masks",
      "table",
      "entities",
      "answer-span",
      "fill-mask",
      "vectors",
      "predictions",
    ];
    const samples: Record<WidgetResultKind, WidgetResult> = {
      labels: { kind: "labels", items: [] },
      text: { kind: "text", text: "", streaming: false },
      chat: { kind: "chat", messages: [], streaming: false },
      image: { kind: "image", image: new Blob([]) },
      audio: { kind: "audio", items: [] },
      video: { kind: "video", video: new Blob([]) },
      boxes: { kind: "boxes", image: "/x.png", items: [] },
      masks: { kind: "masks", image: "/x.png", items: [] },
      table: { kind: "table", table: {}, answer: "", cells: [] },
      entities: { kind: "entities", segments: [] },
      "answer-span": { kind: "answer-span", segments: [] },
      "fill-mask": { kind: "fill-mask", items: [] },
      vectors: { kind: "vectors", shape: [], values: [] },
      predictions: { kind: "predictions", table: {}, predictions: [] },
    };
    for (const kind of kinds) expect(html(samples[kind])).toContain(`data-kind="${kind}"`);
  });
});

describe("percent", () => {
  it("keeps a precision that fits the score and never rounds an uncertain score to 100%", async () => {
    const { percent } = await import("../src/widget/results/format.js");
    expect(percent(0.9998763799667358)).toBe("99.99%");
    expect(percent(0.9999999)).toBe(">99.99%");
    expect(percent(1)).toBe("100.0%");
    expect(percent(0.5166967)).toBe("51.7%");
    expect(percent(0.0663)).toBe("6.63%");
    expect(percent(0.00066)).toBe("0.066%");
    expect(percent(0)).toBe("0%");
    expect(percent(Number.NaN)).toBe("–");
  });
});
