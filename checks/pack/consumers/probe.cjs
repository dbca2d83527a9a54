/**
 * What a user does with the four packages, written once and run three ways: imported by `esm.mjs` (ES modules),
 * required by `cjs.cjs` (plain Node CommonJS) and by `require.test.cjs` (Jest in CommonJS mode). `load(specifier)`
 * is the only thing that differs: `import()` or `require()`. The report it returns is compared across the runs.
 * The inference calls go to a loopback HTTP server that answers like a chat-completion endpoint.
 */
"use strict";
const http = require("node:http");

const REPLY = "Hello from the loopback endpoint.";

/**
 * An OpenAI-style chat endpoint on 127.0.0.1 (JSON, or server-sent events when the request asks to stream), which
 * also serves `files` by GET with single byte ranges (`Range: bytes=a-b`, answered 206 with Content-Range), as the
 * hub serves a GGUF file.
 */
function startEndpoint(files = {}) {
  const requests = [];
  const ranges = [];
  const server = http.createServer((req, res) => {
    const file = req.method === "GET" && Object.hasOwn(files, req.url) ? files[req.url] : undefined;
    if (file !== undefined) {
      const match = /^bytes=(\d+)-(\d+)$/.exec(req.headers.range ?? "");
      if (match === null) {
        res.writeHead(200, { "content-length": file.length }).end(Buffer.from(file));
        return;
      }
      const start = Number(match[1]);
      const end = Math.min(Number(match[2]), file.length - 1);
      ranges.push(`${start}-${end}`);
      res
        .writeHead(206, { "content-range": `bytes ${start}-${end}/${file.length}`, "content-length": end - start + 1 })
        .end(Buffer.from(file.subarray(start, end + 1)));
      return;
    }
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      let payload;
      try {
        payload = JSON.parse(body);
      } catch {
        res.writeHead(400, { "content-type": "application/json" }).end('{"error":"body is not JSON"}');
        return;
      }
      requests.push({ method: req.method, path: req.url, userAgent: req.headers["user-agent"], payload });
      if (payload.stream) {
        res.writeHead(200, { "content-type": "text/event-stream" });
        for (const word of REPLY.split(/(?<= )/)) {
          const chunk = { id: "1", created: 0, model: "tgi", choices: [{ index: 0, delta: { content: word } }] };
          res.write(`data: ${JSON.stringify(chunk)}\n\n`);
        }
        res.end("data: [DONE]\n\n");
        return;
      }
      const message = { role: "assistant", content: REPLY };
      res.writeHead(200, { "content-type": "application/json" }).end(
        JSON.stringify({
          id: "1",
          object: "chat.completion",
          created: 0,
          model: "tgi",
          choices: [{ index: 0, message, finish_reason: "stop" }],
          usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
        }),
      );
    });
  });
  return new Promise((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      resolve({
        url: `http://127.0.0.1:${port}`,
        requests,
        ranges,
        close: () => new Promise((done) => server.close(done)),
      });
    });
  });
}

/** The export names of a module namespace or exports object, sorted (what the ESM and CJS runs must agree on). */
function exportNames(module) {
  return Object.keys(module)
    .filter((name) => name !== "__esModule" && name !== "default")
    .sort();
}

async function errorOf(promise) {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error("expected the call to fail");
}

/**
 * A small GGUF file made with the package's own writer: a one-layer llama header with three tensors, followed by
 * their data (zeros). Returns the whole file's bytes.
 */
function smallGgufFile(gguf) {
  const V = gguf.GGUFValueType;
  const T = gguf.GGMLQuantizationType;
  const pairs = {
    "general.architecture": { value: "llama", type: V.STRING },
    "general.name": { value: "pack-check", type: V.STRING },
    "llama.block_count": { value: 1, type: V.UINT32 },
    "llama.context_length": { value: 2048, type: V.UINT32 },
    "llama.embedding_length": { value: 64, type: V.UINT32 },
    "llama.attention.head_count": { value: 4, type: V.UINT32 },
    "llama.attention.head_count_kv": { value: 4, type: V.UINT32 },
  };
  const metadata = {
    version: { value: 3, type: V.UINT32 },
    tensor_count: { value: 0n, type: V.UINT64 },
    kv_count: { value: BigInt(Object.keys(pairs).length), type: V.UINT64 },
    ...pairs,
  };
  const { tensorInfos, dataSize } = gguf.ggufTensorLayout(
    [
      { name: "token_embd.weight", shape: [64, 32], dtype: T.Q8_0 },
      { name: "blk.0.attn_norm.weight", shape: [64], dtype: T.F32 },
      { name: "output.weight", shape: [64, 32], dtype: T.F16 },
    ],
    32,
  );
  const header = gguf.serializeGgufHeader(metadata, tensorInfos, { littleEndian: true });
  const file = new Uint8Array(header.length + Number(dataSize));
  file.set(header);
  return file;
}

/** The GGUF package: a header read by range from a URL and from a Blob, a crafted file refused, the memory estimate. */
async function probeGguf(gguf, file, endpoint) {
  const fromUrl = await gguf.gguf(`${endpoint.url}/model.gguf`, { computeParametersCount: true });
  const fromBlob = await gguf.gguf(new Blob([file]), { computeParametersCount: true, typedMetadata: true });
  const refused = await errorOf(gguf.gguf(new Blob([new Uint8Array([0x47, 0x47, 0x55, 0x58, 3, 0, 0, 0])])));
  const estimate = gguf.estimateGgufMemory(fromUrl, { contextLength: 256 });
  return {
    architecture: fromUrl.metadata["general.architecture"],
    tensors: fromUrl.tensorInfos.map((tensor) => `${tensor.name} ${tensor.shape.join("x")} ${tensor.dtype}`),
    tensorDataOffset: String(fromUrl.tensorDataOffset),
    parameterCount: fromUrl.parameterCount,
    sameFromBlob:
      fromBlob.parameterCount === fromUrl.parameterCount &&
      fromBlob.typedMetadata["general.name"].value === "pack-check",
    ranges: endpoint.ranges.slice(),
    refused: {
      isFormatError: refused instanceof gguf.GGUFFormatError,
      field: refused.field,
      reason: refused.reason,
    },
    weightsBytes: estimate.weightsBytes,
    kvCacheBytes: estimate.kvCache.bytes,
    shard: gguf.parseGgufShardFilename("model-Q4_K_M-00002-of-00003.gguf"),
  };
}

/** Loads every entry point through `load` and exercises each package; returns a JSON-able report. */
async function probe(load) {
  const jinja = await load("@hubkit/jinja");
  const tasks = await load("@hubkit/tasks");
  const inference = await load("@hubkit/inference");
  const core = await load("@hubkit/inference/core");
  const gguf = await load("@hubkit/gguf");
  const providers = {};
  for (const name of inference.INFERENCE_PROVIDERS) {
    providers[name] = await load(`@hubkit/inference/providers/${name}`);
  }

  const entries = {
    "@hubkit/jinja": exportNames(jinja),
    "@hubkit/tasks": exportNames(tasks),
    "@hubkit/inference": exportNames(inference),
    "@hubkit/inference/core": exportNames(core),
    "@hubkit/gguf": exportNames(gguf),
  };
  for (const [name, module] of Object.entries(providers)) {
    entries[`@hubkit/inference/providers/${name}`] = exportNames(module);
  }

  // @hubkit/jinja: render a chat template; a broken one fails with the package's own error class.
  const template = new jinja.Template(
    "{% for m in messages %}<|{{ m.role }}|>\n{{ m.content | trim }}\n{% endfor %}{% if add_generation_prompt %}<|assistant|>\n{% endif %}",
  );
  const rendered = template.render({ messages: [{ role: "user", content: " Hi! " }], add_generation_prompt: true });
  const syntaxError = await errorOf(Promise.resolve().then(() => new jinja.Template("{% for %}")));

  // @hubkit/tasks: reference data and a library snippet.
  const model = { id: "BAAI/bge-small-en-v1.5", pipeline_tag: "feature-extraction", tags: [], inference: "" };
  const librarySnippet = tasks.MODEL_LIBRARIES_UI_ELEMENTS["sentence-transformers"].snippets(model)[0];

  // @hubkit/inference: the client, a standalone task through core with one registered provider, snippets, errors.
  const ggufFile = smallGgufFile(gguf);
  const endpoint = await startEndpoint({ "/model.gguf": ggufFile });
  try {
    const messages = [{ role: "user", content: "Hello!" }];
    const client = new inference.InferenceClient("hf_probe");
    const completion = await client.chatCompletion({ endpointUrl: endpoint.url, messages });
    let streamed = "";
    for await (const chunk of client.chatCompletionStream({ endpointUrl: endpoint.url, messages })) {
      streamed += chunk.choices[0]?.delta.content ?? "";
    }
    const coreCompletion = await core.chatCompletion(
      { accessToken: "hf_probe", endpointUrl: endpoint.url, messages },
      { providers: [providers["hf-inference"].hfInference] },
    );
    const unregistered = await errorOf(
      core.chatCompletion(
        { accessToken: "hf_probe", provider: "together", model: "meta-llama/Llama-3.1-8B-Instruct", messages },
        { providers: [providers["hf-inference"].hfInference] },
      ),
    );
    const chatModel = {
      id: "meta-llama/Llama-3.1-8B-Instruct",
      pipeline_tag: "text-generation",
      tags: ["conversational"],
    };
    const mapping = {
      hfModelId: chatModel.id,
      providerId: "meta-llama/Meta-Llama-3.1-8B-Instruct-Turbo",
      status: "live",
      task: "conversational",
    };
    const inferenceSnippets = inference.snippets.getInferenceSnippets(chatModel, "hf_xxx", "together", mapping);
    const ggufReport = await probeGguf(gguf, ggufFile, endpoint);

    return {
      entries,
      jinja: {
        rendered,
        syntaxError: {
          name: syntaxError.name,
          isTemplateSyntaxError: syntaxError instanceof jinja.TemplateSyntaxError,
          isTemplateError: syntaxError instanceof jinja.TemplateError,
        },
      },
      tasks: {
        sampleInput: tasks.getModelInputSnippet(model),
        librarySnippet,
        pipelines: tasks.PIPELINE_TYPES.length,
        quant: tasks.parseGGUFQuantLabel("Meta-Llama-3-8B-Instruct-Q4_K_M.gguf"),
      },
      inference: {
        completion: completion.choices[0].message.content,
        streamed,
        coreCompletion: coreCompletion.choices[0].message.content,
        requests: endpoint.requests.map((request) => `${request.method} ${request.path}`),
        userAgents: [...new Set(endpoint.requests.map((request) => request.userAgent))],
        unregistered: {
          message: unregistered.message,
          isInputError: unregistered instanceof core.InferenceInputError,
          isMainEntryInputError: unregistered instanceof inference.InferenceInputError,
        },
        snippetLanguages: [...new Set(inferenceSnippets.map((snippet) => snippet.language))].sort(),
        providerModules: Object.fromEntries(
          Object.entries(providers).map(([name, module]) => [name, Object.values(module)[0].provider]),
        ),
      },
      gguf: ggufReport,
    };
  } finally {
    await endpoint.close();
  }
}

module.exports = probe;
