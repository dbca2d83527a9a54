import { describe, expect, it } from "vitest";
import {
  answerSegments,
  answersResult,
  chatResult,
  entitySegments,
  fillMaskResult,
  labelsResult,
  parseLabels,
  shapeOf,
  similarityResult,
  tableAnswerResult,
  textOf,
  vectorsResult,
  zeroShotResult,
  type TokenEntity,
} from "../shared/widget/mappers.js";
import type { LabelScore, TableData } from "../shared/widget/types.js";
import { recordedAnswer } from "./recorded.js";

describe("result mappers on recorded provider outputs", () => {
  it("text classification: labels best first (the server's one-item batch unwrapped)", () => {
    const output = recordedAnswer<LabelScore[][]>("models/distilbert/distilbert-base-uncased-finetuned-sst-2-english", {
      inputs: "I like you. I love you.",
    });
    const result = labelsResult(output);
    expect(result).toMatchObject({ kind: "labels" });
    if (result.kind !== "labels") return;
    expect(result.items[0]?.label).toBe("POSITIVE");
    expect(result.items.map((item) => item.score)).toEqual([...result.items.map((i) => i.score)].sort((a, b) => b - a));
  });

  it("image classification (binary request): the cheetah first", () => {
    const output = recordedAnswer<LabelScore[]>("models/google/vit-base-patch16-224", "binary");
    const result = labelsResult(output);
    if (result.kind !== "labels") throw new Error("expected labels");
    expect(result.items[0]?.label).toMatch(/^cheetah/);
    expect(result.items[0]?.score).toBeGreaterThan(0.99);
  });

  it("zero-shot classification: labels zipped with scores from a batch answer", () => {
    const output = recordedAnswer<Parameters<typeof zeroShotResult>[0]>("models/facebook/bart-large-mnli", {
      inputs: [
        "Hi, I recently bought a device from your company but it is not working as advertised and I would like to get reimbursed!",
      ],
      parameters: { candidate_labels: ["refund", "legal", "faq"] },
    });
    const result = zeroShotResult(output);
    if (result.kind !== "labels") throw new Error("expected labels");
    expect(result.items.map((item) => item.label)).toEqual(["refund", "faq", "legal"]);
    // A single (non-batch) answer gives the same bars.
    expect(zeroShotResult((output as unknown[])[0] as Parameters<typeof zeroShotResult>[0])).toEqual(result);
  });

  it("sentence similarity: one bar per compared sentence", () => {
    const sentences = ["That is a happy dog", "That is a very happy person", "Today is a sunny day"];
    const output = recordedAnswer<number[]>(
      "pipeline/sentence-similarity/sentence-transformers/paraphrase-xlm-r-multilingual-v1",
      { inputs: { source_sentence: "That is a happy person", sentences } },
    );
    const result = similarityResult(output, sentences);
    if (result.kind !== "labels") throw new Error("expected labels");
    expect(result.items.map((item) => item.label)).toEqual(sentences);
    expect(result.items[1]?.score).toBeCloseTo(0.938, 2);
  });

  it("token classification: entity spans cut out of the input text", () => {
    const text = "My name is Sarah Jessica Parker but you can call me Jessica";
    const output = recordedAnswer<TokenEntity[]>("models/dbmdz/bert-large-cased-finetuned-conll03-english", {
      inputs: text,
    });
    const segments = entitySegments(text, output);
    expect(segments.map((segment) => segment.text).join("")).toBe(text);
    const marked = segments.filter((segment) => segment.mark !== undefined);
    expect(marked.map((segment) => [segment.text, segment.mark])).toEqual([
      ["Sarah Jessica Parker", "PER"],
      ["Jessica", "PER"],
    ]);
  });

  it("token classification: entities without offsets are found by their words, in order", () => {
    const text = "Paris and Berlin, then Paris again";
    const segments = entitySegments(text, [
      { entity_group: "LOC", word: "Paris", score: 0.9 },
      { entity_group: "LOC", word: "Berlin", score: 0.8 },
      { entity_group: "LOC", word: "Paris", score: 0.7 },
      { entity_group: "LOC", word: "Rome", score: 0.6 },
    ]);
    expect(segments.filter((s) => s.mark).map((s) => s.text)).toEqual(["Paris", "Berlin", "Paris"]);
    expect(segments.map((s) => s.text).join("")).toBe(text);
  });

  it("question answering: the answer span inside the context", () => {
    const context = "The capital of France is Paris.";
    const output = recordedAnswer<{ answer: string; start: number; end: number; score: number }>(
      "models/deepset/roberta-base-squad2",
      { inputs: { question: "What is the capital of France?", context } },
    );
    const segments = answerSegments(context, output);
    expect(segments).toEqual([
      { text: "The capital of France is " },
      { text: "Paris", mark: "answer", score: output.score },
      { text: "." },
    ]);
  });

  it("question answering: wrong offsets fall back to searching the answer, a missing one marks nothing", () => {
    expect(answerSegments("abc Paris", { answer: "Paris", start: 0, end: 2 })).toEqual([
      { text: "abc " },
      { text: "Paris", mark: "answer" },
    ]);
    expect(answerSegments("abc", { answer: "zzz" })).toEqual([{ text: "abc" }]);
  });

  it("table question answering: the answer and the cell to highlight", () => {
    const table: TableData = {
      Repository: ["Transformers", "Datasets", "Tokenizers"],
      Stars: ["36542", "4512", "3934"],
      Contributors: ["651", "77", "34"],
      "Programming language": ["Python", "Python", "Rust, Python and NodeJS"],
    };
    const output = recordedAnswer<Parameters<typeof tableAnswerResult>[0]>("models/google/tapas-base-finetuned-wtq", {
      inputs: { query: "How many stars does the transformers repository have?", table },
    });
    expect(tableAnswerResult(output, table)).toEqual({
      kind: "table",
      table,
      answer: "AVERAGE > 36542",
      aggregator: "AVERAGE",
      cells: [[0, 1]],
    });
    // Coordinates outside the table are dropped rather than highlighting nothing silently elsewhere.
    const outside = tableAnswerResult({ ...output, coordinates: [[9, 9]], aggregator: "NONE" }, table);
    expect(outside).toMatchObject({ cells: [] });
    expect(outside).not.toHaveProperty("aggregator");
  });

  it("fill-mask: candidates best first with their sequences", () => {
    const output = recordedAnswer<Parameters<typeof fillMaskResult>[0]>("models/google-bert/bert-base-uncased", {
      inputs: "[MASK] world!",
    });
    const result = fillMaskResult(output);
    if (result.kind !== "fill-mask") throw new Error("expected fill-mask");
    expect(result.items.length).toBe(output.length);
    expect(result.items[0]?.sequence).toContain("world");
    expect(result.items[0]?.score).toBe(Math.max(...output.map((item) => item.score)));
  });

  it("document and visual question answering: answers as score bars", () => {
    expect(answersResult([{ answer: "us-001", score: 0.6 }])).toEqual({
      kind: "labels",
      items: [{ label: "us-001", score: 0.6 }],
    });
    expect(answersResult({ answer: "2" })).toEqual({ kind: "labels", items: [{ label: "2", score: 1 }] });
  });

  it("feature extraction: shape and first vector", () => {
    const output = recordedAnswer<number[]>("pipeline/feature-extraction/facebook/bart-base", {
      inputs: "That is a happy person",
    });
    const result = vectorsResult(output);
    if (result.kind !== "vectors") throw new Error("expected vectors");
    expect(result.shape).toEqual(shapeOf(output));
    expect(result.values.length).toBe(result.shape.at(-1));
    expect(shapeOf([[1, 2, 3]])).toEqual([1, 3]);
    expect(vectorsResult([[[0.5, -0.5]]])).toEqual({ kind: "vectors", shape: [1, 1, 2], values: [0.5, -0.5] });
  });

  it("text outputs: whichever text field the task uses", () => {
    expect(textOf(recordedAnswer("models/google/pegasus-xsum", pegasusRequest()))).toBe(
      "The Eiffel Tower is one of the most famous buildings in the world.",
    );
    expect(
      textOf(recordedAnswer("models/google-t5/t5-base", { inputs: "My name is Wolfgang and I live in Berlin" })),
    ).toMatch(/Wolfgang/);
    expect(textOf(recordedAnswer("models/nlpconnect/vit-gpt2-image-captioning", "binary"))).toMatch(/giraffe/);
    expect(textOf({ text: "transcript" })).toBe("transcript");
    expect(textOf(42)).toBe("");
  });

  it("chat: the transcript with the reply appended", () => {
    expect(chatResult([{ role: "user", content: "Hi" }], "Hello", true)).toEqual({
      kind: "chat",
      messages: [
        { role: "user", content: "Hi" },
        { role: "assistant", content: "Hello" },
      ],
      streaming: true,
    });
  });

  it("candidate labels: comma-separated, blanks dropped", () => {
    expect(parseLabels(" animal, toy ,, car ")).toEqual(["animal", "toy", "car"]);
    expect(parseLabels(" , ")).toEqual([]);
  });
});

function pegasusRequest() {
  return {
    inputs:
      "The tower is 324 metres (1,063 ft) tall, about the same height as an 81-storey building, and the tallest structure in Paris. Its base is square, measuring 125 metres (410 ft) on each side. During its construction, the Eiffel Tower surpassed the Washington Monument to become the tallest man-made structure in the world, a title it held for 41 years until the Chrysler Building in New York City was finished in 1930.",
    parameters: { max_length: 100 },
  };
}
