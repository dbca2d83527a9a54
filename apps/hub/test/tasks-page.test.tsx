import { TASKS_DATA } from "@hubkit/tasks";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { TasksPage } from "../src/pages/TasksPage.js";

describe("/tasks", () => {
  const markup = renderToStaticMarkup(<TasksPage />);
  const cards = [...markup.matchAll(/<a[^>]*href="\/tasks\/([^"]+)"[^>]*class="task-card/g)].map((match) => match[1]);

  it("shows every task with a page, the ones added since 0.18 included, each once", () => {
    const withPages = Object.entries(TASKS_DATA)
      .filter(([, task]) => (task?.summary ?? "") !== "")
      .map(([id]) => id);
    expect(withPages).toHaveLength(47);
    expect([...cards].sort()).toEqual([...withPages].sort());
    for (const id of [
      "image-text-to-image",
      "image-text-to-video",
      "image-to-video",
      "video-to-video",
      "audio-text-to-text",
    ]) {
      expect(cards, id).toContain(id);
    }
  });

  it("gives the pipelines without a badge colour (added after 0.18) the neutral one, and has no page for text2text-generation", () => {
    expect(markup).toMatch(/href="\/tasks\/video-to-video" class="task-card color-gray"/);
    expect(markup).not.toContain("color-undefined");
    expect(cards).not.toContain("text2text-generation");
  });
});
