/**
 * huggingface.js 4.x's snippet behaviour, kept: the environment's token when none is given, 4.x's call shape
 * and options (accessToken, directRequest, endpointUrl), and the openai clients first, on the router's `/v1`
 * with `<hub id>:<provider>` for a routed request (README row S17). The code runs in the execution suite
 * (environment runs, and every js/openai run); this file pins what is printed.
 */
import type { ModelDataMinimal } from "@hubkit/tasks";
import { describe, expect, it } from "vitest";
import { InferenceInputError, snippets } from "../../src/index.js";
import { chatModel, together } from "./support/chatModel.js";

const classifier: ModelDataMinimal = {
  id: "distilbert/distilbert-base-uncased-finetuned-sst-2-english",
  pipeline_tag: "text-classification",
  tags: [],
  inference: "",
};

const get = snippets.getInferenceSnippets;
const byClient = (list: { language: string; client: string; content: string }[]) =>
  Object.fromEntries(list.map((s) => [`${s.language}/${s.client}`, s.content]));

describe("the environment's token when none is given", () => {
  const code = byClient(get(chatModel, "together", together));

  it("python reads os.environ (and imports os), js process.env, sh $HF_TOKEN, for a routed request", () => {
    for (const name of ["python/openai", "python/huggingface_hub", "python/requests"]) {
      expect(code[name]).toMatch(/^import os\n/);
    }
    expect(code["python/openai"]).toContain('    api_key=os.environ["HF_TOKEN"],\n');
    expect(code["python/huggingface_hub"]).toContain('    api_key=os.environ["HF_TOKEN"],\n');
    expect(code["python/requests"]).toContain(`"Authorization": f"Bearer {os.environ['HF_TOKEN']}",`);
    expect(code["js/openai"]).toContain("\tapiKey: process.env.HF_TOKEN,\n");
    expect(code["js/huggingface.js"]).toContain("new InferenceClient(process.env.HF_TOKEN);");
    expect(code["sh/curl"]).toContain(`    -H "Authorization: Bearer $HF_TOKEN" \\\n`);
    for (const content of Object.values(code)) expect(content).not.toContain("hf_xxx");
  });

  it("the raw HTTP snippets of a task read it in the header (fetch: a template literal)", () => {
    const list = byClient(get(classifier, "hf-inference"));
    expect(list["js/fetch"]).toContain("Authorization: `Bearer ${process.env.HF_TOKEN}`,");
    expect(list["sh/curl"]).toContain('-H "Authorization: Bearer $HF_TOKEN"');
  });

  it("a direct request reads the provider's key and goes to the provider's own URL", () => {
    const direct = byClient(get(chatModel, "together", together, { directRequest: true }));
    expect(direct["python/openai"]).toContain('    base_url="https://api.together.xyz/v1",\n');
    expect(direct["python/openai"]).toContain('    api_key=os.environ["TOGETHER_API_KEY"],\n');
    expect(direct["sh/curl"]).toContain("curl https://api.together.xyz/v1/chat/completions");
    expect(direct["sh/curl"]).toContain('"Authorization: Bearer $TOGETHER_API_KEY"');
    // A provider name with a dash makes a variable name with an underscore.
    const fireworks = byClient(
      get(
        chatModel,
        "fireworks-ai",
        { ...together, providerId: "accounts/fireworks/models/x" },
        { directRequest: true },
      ),
    );
    expect(fireworks["js/openai"]).toContain("apiKey: process.env.FIREWORKS_AI_API_KEY,");
  });

  it("hf-inference and closed-source providers: HF_TOKEN through the router, OPENAI_API_KEY straight", () => {
    const hf = byClient(get(classifier, "hf-inference", undefined, { directRequest: true }));
    expect(hf["python/requests"]).toContain("os.environ['HF_TOKEN']");
    const closed = byClient(get(chatModel, "openai", { ...together, providerId: "gpt-4o" }));
    expect(closed["python/openai"]).toContain('api_key=os.environ["OPENAI_API_KEY"]');
    expect(closed["python/openai"]).toContain('base_url="https://api.openai.com/v1"');
  });

  it("a dedicated endpoint (endpointUrl) reads API_TOKEN and is the request's URL", () => {
    const url = "https://my-endpoint.endpoints.example/classify";
    const list = byClient(get(classifier, "hf-inference", undefined, { endpointUrl: url }));
    expect(list["sh/curl"]).toContain(`curl ${url} \\\n`);
    expect(list["sh/curl"]).toContain('"Authorization: Bearer $API_TOKEN"');
    expect(list["python/requests"]).toContain(`API_URL = "${url}"`);
  });
});

describe("a given token is printed", () => {
  it("3.8.1's argument and 4.x's accessToken option, the option winning", () => {
    const old = byClient(get(chatModel, "hf_given", "together", together));
    expect(old["python/huggingface_hub"]).toContain('api_key="hf_given"');
    expect(old["python/huggingface_hub"]).not.toContain("import os");
    const option = byClient(get(chatModel, "together", together, { accessToken: "hf_option" }));
    expect(option["js/huggingface.js"]).toContain('new InferenceClient("hf_option");');
    const both = byClient(get(chatModel, "hf_argument", "together", together, { accessToken: "hf_option" }));
    expect(both["sh/curl"]).toContain("'Authorization: Bearer hf_option'");
  });

  it("a token that holds the placeholder's text is still printed as given", () => {
    const token = "hf_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx";
    const code = byClient(get(chatModel, token, "together", together));
    expect(code["python/huggingface_hub"]).toContain(`api_key="${token}"`);
    expect(code["sh/curl"]).not.toContain("$HF_TOKEN");
  });
});

describe("both call shapes", () => {
  it("4.x's (model, provider, mapping, opts) and 3.8.1's (model, token, provider, mapping, opts) print the same", () => {
    const four = get(chatModel, "together", together, { accessToken: "hf_same", streaming: true });
    const three = get(chatModel, "hf_same", "together", together, { streaming: true });
    expect(four).toEqual(three);
    expect(get(classifier, "hf-inference")).toEqual(get(classifier, "", "hf-inference"));
  });

  it("an unknown provider gives no snippets in either shape", () => {
    expect(get(chatModel, "not-a-provider" as never)).toEqual([]);
    expect(get(chatModel, "", "not-a-provider" as never)).toEqual([]);
  });

  it.each([
    ["a numeric token", { accessToken: 42 }, "opts.accessToken must be a string, got number"],
    ["a directRequest string", { directRequest: "yes" }, 'opts.directRequest must be a boolean, got "yes"'],
    ["a javascript: URL", { endpointUrl: "javascript:alert(1)" }, "opts.endpointUrl must be an http or https URL"],
    ["a relative URL", { endpointUrl: "not a url" }, "opts.endpointUrl must be an absolute URL"],
    [
      "a URL of 3018 characters",
      { endpointUrl: `https://e.example/${"a".repeat(3000)}` },
      "opts.endpointUrl is 3018 characters long; snippets take at most 2048 characters.",
    ],
  ])("refuses %s", (_name, opts, message) => {
    expect(() => get(classifier, "hf-inference", undefined, opts)).toThrow(InferenceInputError);
    expect(() => get(classifier, "hf-inference", undefined, opts)).toThrow(message);
  });

  it("endpointUrl with a third-party provider is refused, as the client refuses it", () => {
    expect(() => get(chatModel, "together", together, { endpointUrl: "https://e.example/v1" })).toThrow(
      "Cannot use endpointUrl with a third-party provider.",
    );
  });
});

describe("openai clients first, on the router's /v1 (S17)", () => {
  it("lists openai first in python and js", () => {
    const names = get(chatModel, "together", together).map((s) => `${s.language}/${s.client}`);
    expect(names.filter((n) => n.startsWith("python/"))[0]).toBe("python/openai");
    expect(names.filter((n) => n.startsWith("js/"))[0]).toBe("js/openai");
  });

  it("a routed request: https://router.huggingface.co/v1 and <hub id>:<provider>", () => {
    const code = byClient(get(chatModel, "hf_token", "together", together, { billTo: "acme" }));
    expect(code["python/openai"]).toContain('    base_url="https://router.huggingface.co/v1",\n');
    expect(code["python/openai"]).toContain('    model="meta-llama/Llama-3.1-8B-Instruct:together",\n');
    expect(code["python/openai"]).toContain('"X-HF-Bill-To": "acme"');
    expect(code["js/openai"]).toContain('\tbaseURL: "https://router.huggingface.co/v1",\n');
    expect(code["js/openai"]).toContain('\tmodel: "meta-llama/Llama-3.1-8B-Instruct:together",\n');
  });

  it("a provider key keeps the provider's URL and its model id (4.13.30 would send the key to the router)", () => {
    const code = byClient(get(chatModel, "provider-key", "together", together));
    expect(code["python/openai"]).toContain('base_url="https://api.together.xyz/v1"');
    expect(code["python/openai"]).toContain('model="meta-llama/Meta-Llama-3.1-8B-Instruct-Turbo"');
  });
});
