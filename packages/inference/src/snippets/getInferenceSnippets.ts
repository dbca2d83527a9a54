/**
 * getInferenceSnippets: ready-to-run code for one model on one provider, in python, js and sh, for every
 * client that can serve the model's task on that provider.
 *
 * The request each snippet shows comes from the client's own request builder (see context.ts); this module
 * picks the shape, gathers the inputs and asks each client's printer for its snippet.
 */
import type { InferenceSnippet, ModelDataMinimal } from "@hubkit/tasks";
import { InferenceInputError } from "../errors.js";
import { getProviderHelper, isRetiredProvider } from "../registry/registry.js";
import type { InferenceProvider, InferenceProviderModelMapping } from "../spec/index.js";
import { SNIPPET_CLIENTS } from "./clients/index.js";
import { viaRouterChatRoute } from "./clients/openaiShared.js";
import { createContext, type ChatInput, type SampleFile } from "./context.js";
import { sampleInput, sampleText, type Sample } from "./sample.js";
import {
  HF_TOKEN_PLACEHOLDER,
  pythonEnvironmentImport,
  PROVIDER_KEY_PLACEHOLDER,
  tokenVariable,
  type SnippetToken,
} from "./token.js";
import { resolveShape, SHAPE_PARAMETERS, type SnippetShape } from "./shapes.js";
import {
  checkMappingSizes,
  checkMapping,
  checkModel,
  checkOptions,
  checkToken,
  knownProvider,
  providerModelId,
  sampleFromInputs,
  type CheckedOptions,
  type InputsForm,
} from "./validate.js";

export type InferenceSnippetOptions = {
  /** Chat snippets stream the answer. */
  streaming?: boolean;
  /** Bill the requests to this organization (X-HF-Bill-To header, or the client's bill-to argument). */
  billTo?: string;
  /**
   * The token printed into the code (4.x's option; it wins over the 3.8.1 argument). Without one, the code reads
   * it from the environment: HF_TOKEN through the router, `<PROVIDER>_API_KEY` for a direct request.
   */
  accessToken?: string;
  /** Without a token, print a request straight to the provider with its own key (and the openai clients its URL). */
  directRequest?: boolean;
  /** The request goes to this dedicated endpoint (hf-inference's task routes only, as the client allows). */
  endpointUrl?: string;
  /**
   * The request's input instead of the task's sample: the text, the fields of an object input (question
   * answering: `{ question, context }`), a table of columns, or, for image and audio tasks, the name of the file
   * the code reads. Chat snippets take `messages`.
   */
  inputs?: unknown;
} & Record<string, unknown>;

/** max_tokens of chat snippets unless the options set it. */
export const DEFAULT_CHAT_MAX_TOKENS = 512;

const BINARY_SHAPES: ReadonlySet<SnippetShape> = new Set(["basicAudio", "basicImage"]);

/** The form the `inputs` option takes for a shape whose sample is text (object samples take their fields). */
const INPUTS_FORMS: Readonly<Partial<Record<SnippetShape, InputsForm>>> = {
  basicAudio: "file",
  basicImage: "file",
  zeroShotImageClassification: "file",
  conversational: "messages",
  tabular: "table",
};

/**
 * Content-Type of the sample files binary tasks upload, by extension. Also the order in which a file type
 * the provider accepts is chosen when it refuses the sample's own (fal-ai takes no FLAC: WAV is shown).
 */
const CONTENT_TYPES: Readonly<Record<string, string>> = {
  flac: "audio/flac",
  wav: "audio/wav",
  mp3: "audio/mpeg",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
};

/** The call's arguments for a shape, given the sample's value. */
type PayloadBuilder = (input: unknown, chat: ChatInput | undefined) => Record<string, unknown>;

const inputsOnly: PayloadBuilder = (input) => ({ inputs: input });

/** The image (its file name: the printers read the file) and the prompt among the parameters. */
const imageAndPrompt: PayloadBuilder = (input) => {
  const { image, prompt } = input as { image?: unknown; prompt?: unknown };
  return { inputs: image, parameters: { prompt } };
};

const PAYLOADS: Readonly<Partial<Record<SnippetShape, PayloadBuilder>>> = {
  conversational: (_input, chat) => ({ messages: chat?.messages, ...chat?.config, ...chat?.features }),
  imageToImage: imageAndPrompt,
  imageWithPrompt: imageAndPrompt,
  tabular: (input) => ({ inputs: { data: input } }),
  zeroShotClassification: (input) => ({ inputs: input, parameters: SHAPE_PARAMETERS.zeroShotClassification }),
  zeroShotImageClassification: (input) => ({
    inputs: input,
    parameters: SHAPE_PARAMETERS.zeroShotImageClassification,
  }),
};

/**
 * Snippets for `model` on `provider`, in the order python, js, sh. An empty list when the model's task has
 * no snippets, the provider does not serve it or it is retired. Two call shapes: 4.x's
 * `(model, provider, mapping?, opts?)` and 3.8.1's `(model, accessToken, provider, mapping?, opts?)` (told apart
 * by the third argument: 3.8.1's is the provider's name). A token (`opts.accessToken`, or 3.8.1's argument) is
 * printed into the code; without one the code reads the environment's. Throws InferenceInputError for malformed
 * arguments, and (as the client does) for a hub token given to a provider that only accepts its own keys.
 */
export function getInferenceSnippets(
  model: ModelDataMinimal,
  provider: InferenceProvider,
  inferenceProviderMapping?: InferenceProviderModelMapping,
  opts?: Record<string, unknown>,
): InferenceSnippet[];
export function getInferenceSnippets(
  model: ModelDataMinimal,
  accessToken: string,
  provider: InferenceProvider,
  inferenceProviderMapping?: InferenceProviderModelMapping,
  opts?: Record<string, unknown>,
): InferenceSnippet[];
export function getInferenceSnippets(
  model: ModelDataMinimal,
  second: string,
  third?: InferenceProvider | InferenceProviderModelMapping,
  fourth?: InferenceProviderModelMapping | Record<string, unknown>,
  fifth?: Record<string, unknown>,
): InferenceSnippet[] {
  // 3.8.1 passes the provider's name third; 4.x a mapping (an object) or nothing.
  return typeof third === "string"
    ? generate(model, second, third, fourth, fifth)
    : generate(model, undefined, second, third, fourth);
}

function generate(
  model: ModelDataMinimal,
  accessToken: string | undefined,
  providerName: string,
  mappingArgument: unknown,
  opts: unknown,
): InferenceSnippet[] {
  const inferenceProviderMapping = checkMapping(mappingArgument);
  // Every printed field is bounded before anything else (validate.ts: SNIPPET_LIMITS).
  checkModel(model);
  checkMappingSizes(inferenceProviderMapping);
  checkToken(accessToken);
  const options = checkOptions(opts);
  const resolved = resolveShape(model);
  // The router no longer serves a retired provider: a snippet for it would be dead code.
  // An unknown provider serves nothing, as in 3.8.1; a retired one is no longer served by the router.
  const provider = knownProvider(providerName);
  if (resolved === undefined || provider === undefined || isRetiredProvider(provider)) return [];
  let helper;
  try {
    helper = getProviderHelper(provider, resolved.task);
  } catch (error) {
    // An unknown provider, or one that does not serve the task: nothing to show, as in 3.8.1.
    if (error instanceof InferenceInputError) return [];
    throw error;
  }
  // As the client: a dedicated endpoint serves hf-inference's task routes only.
  if (options.endpointUrl !== undefined && provider !== "hf-inference") {
    throw new InferenceInputError("Cannot use endpointUrl with a third-party provider.");
  }
  const given = options.accessToken ?? checkToken(accessToken);
  // Without a token, a placeholder that routes as the variable's token would: a provider key goes straight to it.
  const placeholder =
    options.directRequest || helper.clientSideRoutingOnly ? PROVIDER_KEY_PLACEHOLDER : HF_TOKEN_PLACEHOLDER;
  const taskSample = sampleInput(model);
  const sample =
    options.inputs === undefined
      ? taskSample
      : sampleFromInputs(
          options.inputs,
          taskSample,
          INPUTS_FORMS[resolved.shape] ?? (taskSample.kind === "object" ? "fields" : "text"),
        );
  const chat = resolved.shape === "conversational" ? chatInput(sample, options) : undefined;
  checkChatOptions(options, chat !== undefined, provider);
  const payload = PAYLOADS[resolved.shape] ?? inputsOnly;
  const built = createContext(
    {
      pipeline: resolved.pipeline,
      model,
      provider,
      providerModelId:
        closedSourceModelId(model.id, provider, helper.clientSideRoutingOnly) ??
        providerModelId(model, inferenceProviderMapping),
      accessToken: given || placeholder,
      // Settled below, once the request's URL says which variable holds its token.
      token: { kind: "given", value: given || placeholder },
      endpointUrl: options.endpointUrl,
      directRequest: options.directRequest,
      policy: options.policy,
      billTo: options.billTo,
      streaming: options.streaming,
      sample,
      file: BINARY_SHAPES.has(resolved.shape) ? sampleFile(sample, helper.acceptedInputTypes) : undefined,
      chat,
    },
    {
      helper,
      task: resolved.task,
      mapping: inferenceProviderMapping && {
        ...inferenceProviderMapping,
        hfModelId: inferenceProviderMapping.hfModelId ?? model.id,
      },
      payload: (input) => payload(input, chat),
    },
  );
  // Build the request once up front: an invalid combination (a hub token for a provider that only takes
  // its own keys, an endpoint URL for a third-party provider) fails here, before any snippet is printed.
  const { url } = built.request();
  const token: SnippetToken = given
    ? { kind: "given", value: given }
    : { kind: "environment", variable: tokenVariable(url, provider, options.endpointUrl), placeholder };
  const ctx = { ...built, token };

  // A routing policy is the router's: only the openai clients, on its `/v1`, can name it.
  if (options.policy !== undefined && !viaRouterChatRoute(ctx)) {
    throw new InferenceInputError(
      `getInferenceSnippets: opts.policy "${options.policy}" is the router's: it needs a request through the router (a hub token or none, no directRequest or endpointUrl).`,
    );
  }
  const snippets: InferenceSnippet[] = [];
  for (const client of SNIPPET_CLIENTS) {
    if (options.policy !== undefined && client.client !== "openai") continue;
    const print = client.printers[resolved.shape];
    if (print === undefined) continue;
    if (client.providers !== undefined && !client.providers.includes(provider)) continue;
    if (client.rawHttp && helper.prepareInput !== undefined) continue;
    const content = print(ctx);
    if (content === undefined) continue;
    // Python code that reads the token from the environment imports `os` first, as 4.x's does.
    const code = client.language === "python" ? pythonEnvironmentImport(content, ctx.token) : content;
    snippets.push({ language: client.language, client: client.client, content: code });
  }
  return snippets;
}

/**
 * Closed-source providers are called without a hub lookup: the client names the model by its hub id less
 * the provider's prefix ("openai/gpt-4o" -> "gpt-4o"), whatever the mapping says.
 */
function closedSourceModelId(id: string, provider: InferenceProvider, closed: boolean): string | undefined {
  return closed && id.startsWith(`${provider}/`) ? id.slice(provider.length + 1) : undefined;
}

function chatInput(sample: Sample, options: CheckedOptions): ChatInput {
  const messages = options.messages ?? (sample.kind === "messages" ? sample.value : []);
  return {
    messages,
    config: {
      ...(options.temperature !== undefined && { temperature: options.temperature }),
      max_tokens: options.max_tokens ?? DEFAULT_CHAT_MAX_TOKENS,
      ...(options.top_p !== undefined && { top_p: options.top_p }),
    },
    features: options.chatFeatures,
  };
}

/**
 * Tool calling and structured output are shown only where the router says the provider supports them for this
 * model (its `/v1/models` entry: `supports_tools`, `supports_structured_output`, passed as
 * `opts.providerCapabilities`); where that is not known, nothing is shown (an error says why). They and routing
 * policies are chat options.
 */
function checkChatOptions(options: CheckedOptions, chat: boolean, provider: InferenceProvider): void {
  const { tools, response_format } = options.chatFeatures;
  if (!chat && (tools !== undefined || response_format !== undefined || options.policy !== undefined)) {
    fail("opts.tools, opts.response_format and opts.policy are for chat models (the conversational tag)");
  }
  if (tools !== undefined && options.providerCapabilities.supports_tools !== true) {
    fail(
      `opts.tools: the router does not say that ${provider} supports tool calling for this model ` +
        "(opts.providerCapabilities.supports_tools, from https://router.huggingface.co/v1/models)",
    );
  }
  if (response_format !== undefined && options.providerCapabilities.supports_structured_output !== true) {
    fail(
      `opts.response_format: the router does not say that ${provider} supports structured output for this model ` +
        "(opts.providerCapabilities.supports_structured_output, from https://router.huggingface.co/v1/models)",
    );
  }
}

function fail(message: string): never {
  throw new InferenceInputError(`getInferenceSnippets: ${message}`);
}

/** The sample file, or a file of the same name in a type the provider accepts when it refuses the sample's own. */
export function sampleFile(sample: Sample, accepted: readonly string[] | undefined): SampleFile {
  const name = sampleText(sample);
  const dot = name.lastIndexOf(".");
  const extension = name.slice(dot + 1).toLowerCase();
  const contentType = Object.hasOwn(CONTENT_TYPES, extension) ? CONTENT_TYPES[extension]! : "application/octet-stream";
  if (accepted === undefined || accepted.includes(contentType)) return { name, contentType };
  const substitute = Object.entries(CONTENT_TYPES).find(([, type]) => accepted.includes(type));
  if (substitute === undefined) return { name, contentType };
  const [newExtension, newType] = substitute;
  return { name: `${dot === -1 ? name : name.slice(0, dot)}.${newExtension}`, contentType: newType };
}
