// Compiled by the pack check under every module resolution a user may have (nodenext and node16 as an ES module
// and as a CommonJS project, bundler, node10), with strict and skipLibCheck false. Each `@ts-expect-error` proves a
// type is real: if an import resolved to `any`, the expected error would not happen and tsc would fail.
import { Template, TemplateSyntaxError, type TemplateOptions } from "@hubkit/jinja";
import {
  MODEL_LIBRARIES_UI_ELEMENTS,
  PIPELINE_DATA,
  getModelInputSnippet,
  parseGGUFQuantLabel,
  type ChatCompletionOutput,
  type ModelData,
  type PipelineType,
} from "@hubkit/tasks";
import { InferenceClient, InferenceInputError, snippets, type InferenceProvider } from "@hubkit/inference";
import { InferenceClient as CoreClient, chatCompletion, type InferenceProviderModule } from "@hubkit/inference/core";
import {
  estimateGgufMemory,
  gguf,
  GGMLQuantizationType,
  GGUFFormatError,
  type GGUFTensorInfo,
  type MemoryEstimate,
  type MetadataValue,
} from "@hubkit/gguf";
import { together } from "@hubkit/inference/providers/together";
import { hfInference } from "@hubkit/inference/providers/hf-inference";

export const prompt: string = new Template("{{ messages[0].content }}").render({ messages: [{ content: "Hi" }] });
// @ts-expect-error render returns a string
export const notANumber: number = new Template("").render({});
export const options: TemplateOptions = {};
export const isSyntaxError = (error: unknown): boolean => error instanceof TemplateSyntaxError;

const model: ModelData = { id: "BAAI/bge-small-en-v1.5", pipeline_tag: "feature-extraction", tags: [], inference: "" };
const sample = getModelInputSnippet(model); // a string, or chat messages for conversational models
export const sampleText: string = typeof sample === "string" ? sample : (sample[0]?.role ?? "");
export const code: string[] = MODEL_LIBRARIES_UI_ELEMENTS["sentence-transformers"].snippets?.(model) ?? [];
export const pipeline: PipelineType = "text-classification";
export const pipelineName: string = PIPELINE_DATA[pipeline].name;
export const quant: string | undefined = parseGGUFQuantLabel("model-Q4_K_M.gguf");
// @ts-expect-error not a pipeline type
export const notAPipeline: PipelineType = "not-a-pipeline";

const client = new InferenceClient("hf_xxx");
export async function chat(): Promise<string> {
  const out: ChatCompletionOutput = await client.chatCompletion({
    provider: "together",
    model: "meta-llama/Llama-3.1-8B-Instruct",
    messages: [{ role: "user", content: "Hello!" }],
  });
  const first = out.choices[0]?.message.content;
  let text = typeof first === "string" ? first : "";
  for await (const chunk of client.chatCompletionStream({ model: "gpt2", messages: [] })) {
    text += chunk.choices[0]?.delta.content ?? "";
  }
  return text;
}
// @ts-expect-error not a provider
export const notAProvider: InferenceProvider = "not-a-provider";
export const isInputError = (error: unknown): boolean => error instanceof InferenceInputError;
export const snippetCount: number = snippets.getInferenceSnippets(
  { id: "gpt2", pipeline_tag: "text-generation", tags: [], inference: "" },
  "hf_xxx",
  "hf-inference",
).length;

const registered: InferenceProviderModule[] = [together, hfInference];
export const coreClient = new CoreClient("hf_xxx", { providers: registered });
export const coreCall: Promise<ChatCompletionOutput> = chatCompletion(
  { accessToken: "hf_xxx", provider: "together", model: "m", messages: [] },
  { providers: [together] },
);
// @ts-expect-error the provider object, not its name
export const notAModule: InferenceProviderModule = "together";

// @hubkit/gguf: a header read by URL with the counterpart's options, its tensors, the memory estimate, the errors.
export async function header(url: string): Promise<number> {
  const { metadata, tensorInfos, tensorDataOffset, parameterCount } = await gguf(url, {
    computeParametersCount: true,
    additionalFetchHeaders: { Authorization: "Bearer hf_xxx" },
  });
  const architecture: MetadataValue | undefined = metadata["general.architecture"];
  const first: GGUFTensorInfo | undefined = tensorInfos[0];
  const offset: bigint = tensorDataOffset;
  const estimate: MemoryEstimate = estimateGgufMemory({ metadata, tensorInfos }, { contextLength: 4096 });
  return (
    (typeof architecture === "string" ? 1 : 0) +
    Number(first?.shape[0] ?? 0n) +
    Number(offset) +
    (parameterCount ?? 0) +
    estimate.weightsBytes
  );
}
export const isFormatError = (error: unknown): string | undefined =>
  error instanceof GGUFFormatError ? `${error.field}: ${error.reason}` : undefined;
export const q4: GGMLQuantizationType = GGMLQuantizationType.Q4_K;
// @ts-expect-error a source is a URL (string or URL) or a Blob
export const fromPath = gguf(42);
// @ts-expect-error the parsed header's offset is a bigint
export const notABigint: Promise<string> = gguf("https://example.com/model.gguf").then((out) => out.tensorDataOffset);
