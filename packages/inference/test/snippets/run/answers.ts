/**
 * What the capture server answers: each provider's real response shape for the task, taken from the
 * recorded exchanges (fixtures/provider-tapes) wherever they hold one, and otherwise written from the shape
 * the recorded client reads (fixtures/providers.json). Files an answer links to (generated images, audio,
 * video) are served from the recorded media, so a snippet that opens them gets real bytes.
 */
import { readFileSync } from "node:fs";
import { fixturePath, readFixtureJson } from "../../../../../test-support/fixtures.js";
import { hubResponse } from "../../support/hubFixtures.js";
import type { CatalogueRecord, Job } from "./catalogue.js";

export interface CapturedRequest {
  method: string;
  /** The URL the snippet meant: `https://<host><path>?<query>`. */
  url: string;
  headers: Record<string, string>;
  body: Buffer;
}

export interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string | Uint8Array;
}

/** Turns a provider URL into the capture server's URL for the same run (downloads the snippet makes next). */
export type Linker = (url: string) => string;

interface Tape {
  url: string;
  response: { status: number; headers: Record<string, string>; body: string };
}

const tapes = Object.values(readFixtureJson<Record<string, Tape>>("provider-tapes/tapes.json"));
const media = (name: string) => new Uint8Array(readFileSync(fixturePath(`provider-tapes/${name}`)));
const PNG = media("cheetah.png");
const FLAC = media("sample1.flac");
const WAV = media("sample2.wav");
// No recording holds video bytes; a tiny ISO media header is what a player would sniff.
const MP4 = new Uint8Array([
  0, 0, 0, 24, 102, 116, 121, 112, 109, 112, 52, 50, 0, 0, 0, 0, 109, 112, 52, 50, 105, 115, 111, 109,
]);

const json = (body: unknown, status = 200): Answer => ({
  status,
  headers: { "content-type": "application/json" },
  body: JSON.stringify(body),
});
const bytes = (body: Uint8Array, type: string): Answer => ({ status: 200, headers: { "content-type": type }, body });

/** The OpenAI-style routes providers answer on; a request on one gets the provider's recorded answer. */
const OPENAI_ROUTES = ["/chat/completions", "/completions", "/images/generations"] as const;

/**
 * Providers new since the recordings were made (issue 20) answer these routes in the OpenAI shape their
 * documentation gives; together's recordings of the same routes stand in for them.
 */
const OPENAI_COMPATIBLE = new Set([
  "baseten",
  "deepinfra",
  "featherless-ai",
  "groq",
  "nscale",
  "ovhcloud",
  "publicai",
  "scaleway",
  "zai-org",
]);

function onRoute(path: string, route: string): boolean {
  return path.endsWith(route) && !(route === "/completions" && path.endsWith("/chat/completions"));
}

/** The direct host of each provider, where its recordings were made. */
const PROVIDER_HOSTS: Readonly<Record<string, string>> = {
  cerebras: "api.cerebras.ai",
  cohere: "api.cohere.com",
  "fireworks-ai": "api.fireworks.ai",
  hyperbolic: "api.hyperbolic.xyz",
  nebius: "api.studio.nebius.ai",
  novita: "api.novita.ai",
  openai: "api.openai.com",
  sambanova: "api.sambanova.ai",
  together: "api.together.xyz",
};

/**
 * The provider's recorded 200 answer to a request on a route ending with `route` (`/chat/completions`,
 * `/completions`, `/images/generations`), as a stream or as JSON. nebius's text completions were not
 * recorded; its API is OpenAI's completions API, as together's is, whose recording stands in.
 */
function recordedAnswer(provider: string, route: string, streaming: boolean): Tape {
  const wanted = streaming ? "text/event-stream" : "application/json";
  const find = (host: string | undefined) =>
    tapes.find((tape) => {
      const url = new URL(tape.url);
      const fromProvider =
        host !== undefined
          ? url.host === host
          : provider === "hf-inference" && url.pathname.startsWith("/hf-inference/models/");
      return (
        fromProvider &&
        onRoute(url.pathname, route) &&
        tape.response.status === 200 &&
        (tape.response.headers["content-type"] ?? "").startsWith(wanted) &&
        !tape.response.body.includes('"error"')
      );
    });
  const standIn = route === "/completions" || OPENAI_COMPATIBLE.has(provider);
  const found = find(PROVIDER_HOSTS[provider]) ?? (standIn ? find(PROVIDER_HOSTS.together) : undefined);
  if (found === undefined) throw new Error(`No recorded ${wanted} answer of ${provider} on ${route}`);
  return found;
}

/**
 * A recorded stream as the provider sent it: cerebras's recording lost its last line break and gained a
 * stray quote (a recording artifact, not the wire format); its events end with a blank line again.
 */
function wholeEvents(body: string): string {
  if (!body.startsWith("data:") || body.endsWith("\n\n")) return body;
  return `${body.replace(/"$/, "")}\n\n`;
}

/** hf-inference's recorded JSON answer per pipeline tag, found through the records mapped to recordings. */
function recordedHfInference(records: readonly CatalogueRecord[]): Map<string, string> {
  const byModel = new Map<string, string>();
  for (const record of records) {
    const providerId = record.inferenceProviderMapping?.["hf-inference"]?.providerId;
    if (providerId !== undefined && typeof record.pipeline_tag === "string")
      byModel.set(providerId, record.pipeline_tag);
  }
  const answers = new Map<string, string>();
  const route = /^https:\/\/router\.huggingface\.co\/hf-inference\/(?:models|pipeline\/[a-z-]+)\/(.+)$/;
  for (const tape of tapes) {
    const model = route.exec(tape.url)?.[1];
    const pipeline = model === undefined ? undefined : byModel.get(model);
    const type = tape.response.headers["content-type"] ?? "";
    if (pipeline === undefined || tape.response.status !== 200 || !type.startsWith("application/json")) continue;
    if (!answers.has(pipeline)) answers.set(pipeline, tape.response.body);
  }
  // Tabular answers: the older recordings of scikit-learn/Fish-Weight (regression) and wine-quality (classes).
  answers.set("tabular-regression", "[270.5473526976245,313.6843425638086,328.3727133404402]");
  answers.set("tabular-classification", "[5,5,7]");
  return answers;
}

/** hf-inference tasks that answer with the generated file itself. */
const HF_INFERENCE_FILES: Readonly<Record<string, Answer>> = {
  "text-to-image": bytes(PNG, "image/png"),
  "image-to-image": bytes(PNG, "image/png"),
  "text-to-speech": bytes(FLAC, "audio/flac"),
  "text-to-audio": bytes(FLAC, "audio/flac"),
};

/** Serves a file an earlier answer linked to, by its extension. */
function download(url: string): Answer | undefined {
  const path = new URL(url).pathname;
  if (/\.(png|jpe?g|webp)$/.test(path)) return bytes(PNG, "image/png");
  if (/\.wav$/.test(path)) return bytes(WAV, "audio/x-wav");
  if (/\.flac$/.test(path)) return bytes(FLAC, "audio/flac");
  if (/\.mp4$/.test(path)) return bytes(MP4, "video/mp4");
  return undefined;
}

function parsedBody(request: CapturedRequest): Record<string, unknown> {
  if (!(request.headers["content-type"] ?? "").includes("json")) return {};
  try {
    const value: unknown = JSON.parse(request.body.toString("utf8"));
    return typeof value === "object" && value !== null && !Array.isArray(value) ? { ...value } : {};
  } catch {
    return {};
  }
}

function prediction(output: unknown, link: Linker): Answer {
  // replicate answers 201 with the prediction; with `Prefer: wait` its output is already there.
  const id = "snippetrun0prediction";
  return json(
    {
      id,
      status: "succeeded",
      output,
      error: null,
      urls: {
        get: link(`https://api.replicate.com/v1/predictions/${id}`),
        cancel: link(`https://api.replicate.com/v1/predictions/${id}/cancel`),
      },
    },
    201,
  );
}

export class Answers {
  private readonly hfInference: Map<string, string>;

  constructor(records: readonly CatalogueRecord[]) {
    this.hfInference = recordedHfInference(records);
  }

  async answer(job: Job, request: CapturedRequest, link: Linker): Promise<Answer> {
    const { record, provider, mapping, resolved } = job.call;
    // A record without a mapping gets hf-inference snippets naming the hub id (as getInferenceSnippets does):
    // the hub answers as if hf-inference served it.
    const entries =
      mapping === undefined && provider === "hf-inference"
        ? { "hf-inference": { providerId: record.id, status: "live" as const, task: resolved.task } }
        : (record.inferenceProviderMapping ?? {});
    const hub = hubResponse(request.url, {
      mappings: { [record.id]: entries },
      // LoRA adapters: the client lists the repository to find the weights file the mapping names.
      trees: {
        [record.id]: [{ type: "file", path: mapping?.adapterWeightsPath ?? "pytorch_lora_weights.safetensors" }],
      },
    });
    if (hub !== undefined) {
      return { status: hub.status, headers: { "content-type": "application/json" }, body: await hub.text() };
    }
    if (request.method === "GET") {
      const file = download(request.url);
      if (file !== undefined) return file;
    }
    return this.inference(job, request, link);
  }

  private inference(job: Job, request: CapturedRequest, link: Linker): Answer {
    const { provider, resolved, streaming } = job.call;
    // Chat, text completions and OpenAI-style image generation: the provider's own recorded answer.
    const body = parsedBody(request);
    const route = OPENAI_ROUTES.find((r) => onRoute(new URL(request.url).pathname, r));
    if (route !== undefined) {
      const tape = recordedAnswer(provider, route, streaming || body.stream === true);
      return {
        status: 200,
        headers: { "content-type": tape.response.headers["content-type"] ?? "" },
        body: wholeEvents(tape.response.body),
      };
    }
    const task = resolved.task;
    const path = new URL(request.url).pathname;
    // OpenAI-style embeddings and speech (deepinfra, scaleway), as their API documentation shows them.
    if (path.endsWith("/embeddings")) {
      return json({
        object: "list",
        data: [{ object: "embedding", index: 0, embedding: [0.0123, -0.0456, 0.0789] }],
        model: String(body.model),
        usage: { prompt_tokens: 4, total_tokens: 4 },
      });
    }
    if (path.endsWith("/audio/speech")) return bytes(WAV, "audio/x-wav");
    // OpenAI-style transcription (deepinfra): a multipart upload answered with the text.
    if (path.endsWith("/audio/transcriptions")) {
      return json({ text: "He has grave doubts whether Sir Frederick Leighton's work is really Greek after all." });
    }
    switch (provider) {
      case "hf-inference": {
        const file = HF_INFERENCE_FILES[task];
        if (file !== undefined) return file;
        const recorded = this.hfInference.get(task);
        if (recorded === undefined) throw new Error(`No recorded hf-inference answer for ${task}`);
        return { status: 200, headers: { "content-type": "application/json" }, body: recorded };
      }
      case "fal-ai":
        return this.falAi(task, request, body, link);
      case "replicate": {
        // openai/whisper's output on Replicate: the text, its segments and the files it also writes.
        if (task === "automatic-speech-recognition") {
          const text = "He has grave doubts whether Sir Frederick Leighton's work is really Greek after all.";
          return prediction(
            { segments: [{ id: 0, start: 0, end: 4.2, text }], transcription: text, detected_language: "english" },
            link,
          );
        }
        const files: Record<string, string> = {
          "image-to-image": "https://replicate.delivery/xezq/snippetrun/out-0.png",
          "text-to-image": "https://replicate.delivery/xezq/snippetrun/out-0.webp",
          "text-to-speech": "https://replicate.delivery/xezq/snippetrun/output.wav",
          "text-to-video": "https://replicate.delivery/xezq/snippetrun/output.mp4",
        };
        const file = files[task];
        if (file === undefined) break;
        return prediction(task === "text-to-image" || task === "image-to-image" ? [link(file)] : link(file), link);
      }
      case "black-forest-labs": {
        // Submit, then poll polling_url until Ready (recorded: api.us1.bfl.ai, delivery-us1.bfl.ai).
        if (request.method === "POST") {
          return json({ id: "snippetrun", polling_url: link("https://api.us1.bfl.ai/v1/get_result?id=snippetrun") });
        }
        return json({
          id: "snippetrun",
          status: "Ready",
          result: { sample: link("https://delivery-us1.bfl.ai/results/snippetrun/sample.jpeg") },
        });
      }
      case "wavespeed": {
        // A job: submit answers its id and URL (docs: "created"), the job URL answers it completed.
        const id = "snippetrun";
        // Not linked: the client asks for the job on the host its request went to (the router's, or WaveSpeed's).
        const get = `https://api.wavespeed.ai/api/v3/predictions/${id}/result`;
        const file = task.endsWith("-video")
          ? "https://d1q70pf5vjeyhc.cloudfront.net/predictions/snippetrun/1.mp4"
          : "https://d1q70pf5vjeyhc.cloudfront.net/predictions/snippetrun/1.png";
        const status = request.method === "POST" ? "created" : "completed";
        return json({
          code: 200,
          message: "success",
          data: { id, model: "snippetrun", outputs: status === "completed" ? [link(file)] : [], urls: { get }, status },
        });
      }
      case "together": {
        // Videos are jobs: submit answers the job's id, `GET /v2/videos/{id}` answers it completed.
        if (!new URL(request.url).pathname.includes("/v2/videos")) break;
        if (request.method === "POST") return json({ id: "snippetrun", object: "video", status: "queued" });
        return json({
          id: "snippetrun",
          object: "video",
          status: "completed",
          outputs: { video_url: link("https://api.together.ai/shrt/snippetrun.mp4") },
        });
      }
      case "novita": {
        // text-to-video: submit answers the task id; the task-result (on the host the request went to) succeeded.
        if (task !== "text-to-video") break;
        if (request.method === "POST") return json({ task_id: "snippetrun" });
        return json({
          extra: { seed: "1" },
          task: { task_id: "snippetrun", task_type: "TXT_TO_VIDEO", status: "TASK_STATUS_SUCCEED", reason: "" },
          videos: [{ video_url: link("https://faas-output-video.s3.ap-southeast-1.amazonaws.com/snippetrun/out.mp4") }],
        });
      }
      case "zai-org": {
        // GLM-OCR's layout parsing answers at once, the text as Markdown (docs.z.ai, "Layout Parsing").
        if (task === "image-to-text") {
          return json({
            id: "snippetrun",
            created: 1764000000,
            model: "GLM-OCR",
            md_results: "# Two cats\n\nLying on a pink blanket.",
            layout_details: [],
            request_id: "snippetrun",
          });
        }
        if (request.method === "POST") {
          return json({ id: "snippetrun", request_id: "snippetrun", model: "glm-image", task_status: "PROCESSING" });
        }
        return json({
          id: "snippetrun",
          model: "glm-image",
          task_status: "SUCCESS",
          image_result: [{ url: link("https://mfile.z.ai/snippetrun/image.png") }],
        });
      }
      default:
        break;
    }
    throw new Error(`The capture server has no ${provider} answer for ${task} (${request.method} ${request.url})`);
  }

  private falAi(task: string, request: CapturedRequest, body: Record<string, unknown>, link: Linker): Answer {
    switch (task) {
      case "text-to-image": {
        // With sync_mode fal puts the image inline as a data URL, as recorded (fal.run/fal-ai/flux-lora).
        const url =
          body.sync_mode === true
            ? `data:image/png;base64,${Buffer.from(PNG).toString("base64")}`
            : link("https://fal.media/files/snippetrun/image.png");
        return json({ images: [{ url, width: 1024, height: 768, content_type: "image/png" }], seed: 1 });
      }
      case "automatic-speech-recognition":
        return json({ text: "He has grave doubts whether Sir Frederick Leighton's work is really Greek after all." });
      case "text-to-speech":
        return json({
          audio: { url: link("https://fal.media/files/snippetrun/audio.wav"), content_type: "audio/wav" },
        });
      case "text-to-video":
      case "image-to-image":
      case "image-to-video":
      case "image-text-to-video":
      case "image-text-to-image":
      case "image-segmentation":
      case "audio-to-audio":
      case "text-to-audio": {
        // The queue: submit answers the request's id and URLs; status, then the result, are GETs on them.
        const url = new URL(request.url);
        if (request.method === "POST") {
          const base = `https://queue.fal.run${url.pathname.replace(/^\/fal-ai(?=\/fal-ai\/)/, "")}/requests/snippetrun`;
          return json({
            request_id: "snippetrun",
            status: "IN_QUEUE",
            response_url: base,
            status_url: `${base}/status`,
          });
        }
        if (url.pathname.endsWith("/status")) return json({ status: "COMPLETED", request_id: "snippetrun" });
        if (task === "image-text-to-image" || task === "image-to-image") {
          return json({ images: [{ url: link("https://fal.media/files/snippetrun/image.png") }], seed: 1 });
        }
        // The results as fal's model pages document them: a mask image, a sound file.
        if (task === "image-segmentation")
          return json({ image: { url: link("https://fal.media/files/snippetrun/mask.png") } });
        if (task === "audio-to-audio") {
          return json({
            audio: { url: link("https://fal.media/files/snippetrun/audio.wav"), content_type: "audio/wav" },
          });
        }
        if (task === "text-to-audio")
          return json({ audio_file: { url: link("https://fal.media/files/snippetrun/audio.wav") } });
        return json({ video: { url: link("https://fal.media/files/snippetrun/video.mp4") } });
      }
      default:
        throw new Error(`The capture server has no fal-ai answer for ${task}`);
    }
  }
}
