/**
 * Where OpenAI-compatible clients reach a provider through the hub's router: the `base_url` / `baseURL`
 * a usage snippet gives the OpenAI SDK.
 */

/** Provider names the snippets know; any other string is accepted too (the router decides). */
export type SnippetInferenceProvider =
  | "cerebras"
  | "cohere"
  | "fal-ai"
  | "fireworks-ai"
  | "hf-inference"
  | "hyperbolic"
  | "replicate"
  | "sambanova"
  | "together"
  | (string & {});

/** The router's address for one provider; `{{PROVIDER}}` is replaced by its name. */
export const HF_HUB_INFERENCE_PROXY_TEMPLATE = "https://router.huggingface.co/{{PROVIDER}}";

/**
 * Base URL for the OpenAI SDK. hf-inference serves its OpenAI-compatible routes under `/v1`; the other
 * providers' router prefixes are already OpenAI-compatible roots.
 */
export function openAIbaseUrl(provider: SnippetInferenceProvider): string {
  // A replacer function: a name holding `$&` or `$'` must not expand as a replacement pattern.
  const url = HF_HUB_INFERENCE_PROXY_TEMPLATE.replace("{{PROVIDER}}", () => provider);
  return provider === "hf-inference" ? `${url}/v1` : url;
}
