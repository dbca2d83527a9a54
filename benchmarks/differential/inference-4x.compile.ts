/**
 * Code written for @huggingface/inference 4.x compiles against @hubkit/inference: typical calls of its README and
 * of its API (the defaults, the client options, the error classes and their fields, the logger, the request
 * builder, the provider lists). Checked by `npm run typecheck` (benchmarks/differential/tsconfig.json); nothing here
 * runs. The same calls are run against 4.13.30 in inference-4x.test.ts.
 */
import {
  chatCompletion,
  getProviderHelper,
  InferenceClient,
  InferenceClientError,
  InferenceClientHubApiError,
  InferenceClientInputError,
  InferenceClientProviderApiError,
  InferenceClientProviderOutputError,
  InferenceClientRoutingError,
  makeRequestOptions,
  PROVIDERS_HUB_ORGS,
  PROVIDERS_OR_POLICIES,
  setLogger,
  textToImage,
  type InferenceProviderMappingEntry,
  type InferenceProviderOrPolicy,
  type Logger,
  type OutputType,
  type TextToAudioArgs,
} from "../../packages/inference/src/index.js";

export async function typical4xCalls(token: string): Promise<void> {
  // No provider ("auto"), as 4.x's README writes its first call.
  const client = new InferenceClient(token);
  const out = await client.chatCompletion({
    model: "meta-llama/Llama-3.1-8B-Instruct",
    messages: [{ role: "user", content: "Hello" }],
    max_tokens: 512,
  });
  const text: string | undefined = out.choices[0]?.message.content;
  for await (const chunk of client.chatCompletionStream({ model: "m/x", provider: "auto", messages: [] })) {
    const delta: string | undefined = chunk.choices[0]?.delta.content;
    void delta;
  }
  await chatCompletion({ accessToken: token, model: "m/x", provider: "sambanova", messages: [] });

  // A client bound to a dedicated endpoint (4.x's option), billed to an organization.
  const endpoint = new InferenceClient(token, { endpointUrl: "https://x.endpoints.huggingface.cloud", billTo: "org" });
  await endpoint.textGeneration({ inputs: "Once upon a time" });

  // textToImage's four output types.
  const blob: Blob = await textToImage(
    { accessToken: token, model: "m/x", inputs: "a cat", provider: "fal-ai" },
    { outputType: "blob" },
  );
  const url: string = await textToImage({ model: "m/x", inputs: "a cat" }, { outputType: "url" });
  const dataUrl: string = await textToImage({ model: "m/x", inputs: "a cat" }, { outputType: "dataUrl" });
  const json: Record<string, unknown> = await textToImage({ model: "m/x", inputs: "a cat" }, { outputType: "json" });
  const outputType: OutputType = "dataUrl";
  void [text, blob, url, dataUrl, json, outputType];

  // The error classes and their fields.
  try {
    await client.textClassification({ model: "m/x", inputs: "I like you" });
  } catch (error) {
    if (error instanceof InferenceClientProviderApiError) {
      const status: number = error.httpResponse.status;
      const requestId: string = error.httpResponse.requestId;
      const body: Record<string, unknown> | string = error.httpResponse.body;
      const method: string = error.httpRequest.method;
      const headers: Record<string, string> | undefined = error.httpRequest.headers;
      void [status, requestId, body, method, headers, error.httpRequest.url, error.httpRequest.body];
    } else if (error instanceof InferenceClientHubApiError) {
      void error.httpResponse.status;
    } else if (
      error instanceof InferenceClientInputError ||
      error instanceof InferenceClientRoutingError ||
      error instanceof InferenceClientProviderOutputError ||
      error instanceof InferenceClientError
    ) {
      const message: string = error.message;
      void message;
    }
  }
  // Constructed 4.x's way (test doubles do).
  const fake = new InferenceClientProviderApiError(
    "Failed to perform inference: boom",
    { url: "https://router.huggingface.co/x", method: "POST", headers: { Authorization: "Bearer x" } },
    { requestId: "r", status: 500, body: { error: "boom" } },
  );
  void new InferenceClientHubApiError(
    "no",
    { url: "https://huggingface.co/api/models/x", method: "GET" },
    fake.httpResponse,
  );
  void [new InferenceClientInputError("bad"), new InferenceClientRoutingError("no route")];
  void new InferenceClientProviderOutputError("Expected ChatCompletionOutput");

  // The logger.
  const logger: Logger = console;
  setLogger(logger);

  // The request builder and the provider lists.
  const helper = getProviderHelper("together", "conversational");
  const { url: requestUrl, info } = await makeRequestOptions(
    { accessToken: token, model: "m/x", messages: [{ role: "user", content: "hi" }] },
    helper,
    { task: "conversational" },
  );
  await fetch(requestUrl, info);
  const auto = getProviderHelper("auto", "conversational");
  const choice: InferenceProviderOrPolicy = "auto";
  const known: boolean = PROVIDERS_OR_POLICIES.includes(choice);
  const org: string = PROVIDERS_HUB_ORGS.together;
  const entry: InferenceProviderMappingEntry = {
    provider: "together",
    hfModelId: "m/x",
    providerId: "x",
    status: "live",
    task: "conversational",
  };
  const audio: TextToAudioArgs = { model: "m/x", inputs: "a drum loop" };
  void [auto, known, org, entry, audio];
}
