/**
 * The image-and-prompt widgets (image-to-video, image-text-to-image, image-text-to-video): their table entries,
 * their starting input, and a run through the real inference client against a loopback server that answers in
 * fal-ai's documented queue shapes (submit, status, result, then the file).
 */
import { InferenceClient } from "@hubkit/inference";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { HubModel } from "../shared/hub-types.js";
import { widgetExamples } from "../shared/widget/defaults.js";
import { TASK_WIDGETS, widgetKeyOf, type RunContext } from "../shared/widget/task-table.js";
import { EMPTY_INPUT, type WidgetInput } from "../shared/widget/types.js";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { createReplayFetch } from "../src/lib/replay-fetch.js";
import { inputFromExample } from "../shared/widget/defaults.js";
import { DATA_DIR, dataPath } from "../server/paths.js";
import { listen, testApp, type Listening } from "./support.js";

const TASKS = {
  "image-to-video": { output: "video", providerId: "fal-ai/wan-i2v", file: "video.mp4", type: "video/mp4" },
  "image-text-to-image": {
    output: "image",
    providerId: "fal-ai/qwen-image-edit",
    file: "image.png",
    type: "image/png",
  },
  "image-text-to-video": { output: "video", providerId: "fal-ai/wan-ti2v", file: "video.mp4", type: "video/mp4" },
} as const;
type Task = keyof typeof TASKS;

const IMAGE_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
const FILE_BYTES = new Uint8Array([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70]);

/** What the loopback server saw: the submitted bodies, by task. */
const submitted = new Map<string, Record<string, unknown>>();
let server: Listening;

function taskOf(path: string): Task {
  const found = (Object.keys(TASKS) as Task[]).find((task) => path.includes(TASKS[task].providerId));
  if (found === undefined) throw new Error(`no task for ${path}`);
  return found;
}

beforeAll(async () => {
  server = await listen({
    fetch: async (request) => {
      const url = new URL(request.url);
      // The hub lookup of the model's mapping: the model id names its task.
      const hub = /^\/huggingface\.co\/api\/models\/org\/(.+)$/.exec(url.pathname);
      if (hub !== null) {
        const task = hub[1] as Task;
        return Response.json({
          _id: "x",
          id: `org/${task}`,
          inferenceProviderMapping: {
            "fal-ai": { status: "live", providerId: TASKS[task].providerId, task },
          },
        });
      }
      if (url.pathname.startsWith("/fal.media/")) {
        const task = taskOf(url.pathname);
        return new Response(FILE_BYTES, { headers: { "content-type": TASKS[task].type } });
      }
      const task = taskOf(url.pathname);
      const base = `https://queue.fal.run/${TASKS[task].providerId}/requests/r1`;
      if (request.method === "POST") {
        submitted.set(task, (await request.json()) as Record<string, unknown>);
        return Response.json({
          request_id: "r1",
          status: "IN_QUEUE",
          response_url: base,
          status_url: `${base}/status`,
        });
      }
      if (url.pathname.endsWith("/status")) return Response.json({ status: "COMPLETED", request_id: "r1" });
      const file = `https://fal.media/files/${TASKS[task].providerId}/${TASKS[task].file}`;
      return Response.json(
        TASKS[task].output === "video"
          ? { video: { url: file } }
          : { images: [{ url: file, content_type: "image/png" }] },
      );
    },
  });
});
afterAll(() => server.close());

/** The real client, every https request sent to the loopback server under its host. */
function context(task: Task): RunContext {
  const viaLoopback: typeof fetch = (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    return fetch(`${server.origin}/${url.host}${url.pathname}${url.search}`, init);
  };
  return {
    client: new InferenceClient("fal-key-for-the-test", { fetch: viaLoopback }),
    model: `org/${task}`,
    provider: "fal-ai",
    streaming: false,
    signal: new AbortController().signal,
    onUpdate: () => undefined,
    loadMedia: async () => new Blob([IMAGE_BYTES], { type: "image/png" }),
  };
}

const picked: WidgetInput = {
  ...EMPTY_INPUT,
  text: "The cat starts to dance",
  media: { name: "cheetah.png", src: "/media/cheetah.png" },
};

const hubModel = (pipeline_tag: string): HubModel =>
  ({
    id: `org/${pipeline_tag}`,
    inference: "",
    tags: [],
    downloads: 0,
    likes: 0,
    lastModified: "2025-01-01T00:00:00.000Z",
    pipeline_tag,
  }) as HubModel;

describe("the image-and-prompt widgets", () => {
  it.each(Object.keys(TASKS) as Task[])("%s: an image and a prompt in, the generated file out", (task) => {
    expect(widgetKeyOf(task, [])).toBe(task);
    const spec = TASK_WIDGETS[task];
    expect(spec).toMatchObject({ input: "image-prompt", output: TASKS[task].output });
    expect(spec?.sampleMedia?.name).toBe("cheetah.png");
  });

  it.each(Object.keys(TASKS) as Task[])("%s starts with the task's sample prompt and the sample image", (task) => {
    const [first] = widgetExamples(hubModel(task), task, TASK_WIDGETS[task]!);
    expect(first?.source).toBe("task sample");
    expect(first?.input.text).toMatch(/^(The cat starts to dance|Turn the cat into a tiger\.)$/);
    expect(first?.input.media?.name).toBe("cheetah.png");
  });

  it.each(Object.keys(TASKS) as Task[])(
    "%s runs through the client: the image as a data URL, the prompt, the file as the result",
    async (task) => {
      const result = await TASK_WIDGETS[task]!.run(context(task), picked);
      expect(result.kind).toBe(TASKS[task].output);
      const blob = result.kind === "video" ? result.video : result.kind === "image" ? result.image : undefined;
      expect(new Uint8Array(await blob!.arrayBuffer())).toEqual(FILE_BYTES);
      const body = submitted.get(task);
      expect(body?.prompt).toBe("The cat starts to dance");
      expect(body?.image_url).toBe(`data:image/png;base64,${Buffer.from(IMAGE_BYTES).toString("base64")}`);
    },
  );

  it("image-text-to-image without an image sends the prompt alone", async () => {
    submitted.delete("image-text-to-image");
    const result = await TASK_WIDGETS["image-text-to-image"]!.run(context("image-text-to-image"), {
      ...picked,
      media: undefined,
      text: "A tiger in the snow",
    });
    expect(result.kind).toBe("image");
    expect(submitted.get("image-text-to-image")).toMatchObject({ prompt: "A tiger in the snow" });
    expect(submitted.get("image-text-to-image")).not.toHaveProperty("image_url");
  });

  it("says what is missing: the prompt, and image-to-video's image", async () => {
    await expect(
      TASK_WIDGETS["image-to-video"]!.run(context("image-to-video"), { ...picked, text: "  " }),
    ).rejects.toThrow("Write a prompt first.");
    await expect(
      TASK_WIDGETS["image-to-video"]!.run(context("image-to-video"), { ...picked, media: undefined }),
    ).rejects.toThrow("Pick an image first.");
  });
});

describe("offline: the demo image-to-video record replays its synthetic fal-ai exchange", () => {
  it("submits, polls and downloads through the local router, all from synthetic-tapes.json", async () => {
    const local = await listen(testApp());
    try {
      const client = new InferenceClient("", { fetch: createReplayFetch(fetch, { origin: local.origin }) });
      const detail = (await (await fetch(`${local.origin}/api/models/Wan-AI/Wan2.1-I2V-14B-480P`)).json()) as HubModel;
      const spec = TASK_WIDGETS["image-to-video"]!;
      const input = inputFromExample(detail.widgetData![0]!, spec.input);
      expect(input.text).toBe("The cheetah turns its head and blinks");
      const image = readFileSync(join(dataPath(DATA_DIR, "media"), "cheetah.png"));
      const result = await spec.run(
        {
          client,
          model: detail.id,
          provider: "fal-ai",
          streaming: false,
          signal: new AbortController().signal,
          onUpdate: () => undefined,
          loadMedia: async () => new Blob([image], { type: "image/png" }),
        },
        input,
      );
      // As in the recordings, the answer's video kept its type, not its bytes.
      expect(result).toMatchObject({ kind: "video" });
      if (result.kind === "video") expect(result.video.size).toBe(0);
    } finally {
      await local.close();
    }
  });
});
