import { TASKS_DATA } from "@hubkit/tasks";
import { describe, expect, it } from "vitest";
import { isRepoId, modelHref, repoHref } from "../shared/links.js";

const APP = "http://127.0.0.1:5173";

/** Where a link leads when clicked on a page of the app. */
const resolved = (href: string) => new URL(href, `${APP}/some/page`);

describe("links built from model ids stay on the app", () => {
  it.each([
    "/evil.example/x",
    "//evil.example",
    "/\\evil.example",
    "\\\\evil.example/x",
    "https://evil.example/x",
    "javascript:alert(document.domain)",
    "..",
    "../../api/tasks",
    "a/../../b",
    "org/name/extra",
    "org//name",
    ".",
    " org/name",
    "org/na me",
    "%2F%2Fevil.example",
    "",
  ])("a hub id %j becomes a search on this app", (id) => {
    expect(isRepoId(id)).toBe(false);
    const target = resolved(modelHref(id));
    expect(target.origin).toBe(APP);
    expect(target.pathname).toBe("/");
    expect(target.searchParams.get("search")).toBe(id);
  });

  it.each([
    ["meta-llama/Llama-3.1-8B-Instruct", "/meta-llama/Llama-3.1-8B-Instruct"],
    ["openai-community/gpt2", "/openai-community/gpt2"],
    ["gpt2", "/gpt2"],
    ["hubkit-demo/skops_no_model_file", "/hubkit-demo/skops_no_model_file"],
    ["Qwen/Qwen2.5-7B-Instruct", "/Qwen/Qwen2.5-7B-Instruct"],
  ])("a repository id %s is the model's page", (id, path) => {
    expect(isRepoId(id)).toBe(true);
    expect(modelHref(id)).toBe(path);
    expect(resolved(modelHref(id)).pathname).toBe(path);
  });

  it("links to a known site only for repository ids, and every model and dataset of the task catalogue is one", () => {
    expect(repoHref("https://huggingface.co/datasets/", "/evil.example/x")).toBeUndefined();
    expect(repoHref("https://huggingface.co/datasets/", "nyu-mll/glue")).toBe(
      "https://huggingface.co/datasets/nyu-mll/glue",
    );
    const ids = Object.values(TASKS_DATA).flatMap((task) =>
      task === undefined ? [] : [...task.models, ...task.datasets].map((item) => item.id),
    );
    expect(ids.length).toBeGreaterThan(100);
    // One dataset entry of the catalogue has an empty id: it is shown without a link.
    expect(ids.filter((id) => !isRepoId(id))).toEqual([""]);
    // Metrics are named in words ("Average Precision"): shown as text, no longer a link to a page that is not there.
    expect(repoHref("https://huggingface.co/metrics/", "Average Precision")).toBeUndefined();
    expect(repoHref("https://huggingface.co/metrics/", "accuracy")).toBe("https://huggingface.co/metrics/accuracy");
  });
});
