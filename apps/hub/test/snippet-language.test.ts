import { MODEL_LIBRARIES_UI_ELEMENTS, type LibraryUiElement } from "@hubkit/tasks";
import { describe, expect, it } from "vitest";
import type { HubModel } from "../shared/hub-types.js";
import { highlight, snippetLanguageOf } from "../src/lib/highlight.js";
import { ownEntry } from "../shared/lookup.js";
import { testApp } from "./support.js";

describe("the language of a library snippet, so the page loads that language's highlighting only", () => {
  it("is right for every library snippet of the sample catalogue", async () => {
    const app = testApp({ tasks: () => ({}) });
    const ids = ((await (await app.request("/api/models")).json()) as Array<{ id: string }>).map((row) => row.id);
    const languages: Record<string, Set<string>> = {};
    for (const id of ids) {
      const model = (await (await app.request(`/api/models/${id}`)).json()) as HubModel;
      const library = ownEntry<LibraryUiElement>(MODEL_LIBRARIES_UI_ELEMENTS, model.library_name);
      let snippets: string[] = [];
      try {
        snippets = library?.snippets?.(model) ?? [];
      } catch {
        // A generator that refuses a record shows its error on the page; there is no code to colour.
      }
      for (const snippet of snippets) (languages[model.library_name!] ??= new Set()).add(snippetLanguageOf(snippet));
    }
    expect(Object.keys(languages).length).toBeGreaterThan(10);
    for (const [library, found] of Object.entries(languages)) {
      const expected = library === "transformers.js" ? "javascript" : library === "mlx" ? "bash" : "python";
      expect([...found], library).toEqual([expected]);
    }
  });

  it("reads shell commands, continued lines, JavaScript and Python", () => {
    expect(snippetLanguageOf("pip install mlx-lm\n# Generate\nmlx_lm.generate --model 'a' \\\n  --prompt 'b'")).toBe(
      "bash",
    );
    expect(snippetLanguageOf('// npm i x\nimport { pipeline } from "x";\nconst a = 1;')).toBe("javascript");
    expect(snippetLanguageOf("# pip install timm\nimport timm\nmodel = timm.create_model('x')")).toBe("python");
    expect(snippetLanguageOf("")).toBe("python");
  });

  it("highlights with the language loaded on first use", async () => {
    expect(await highlight("import torch", "python")).toBe('<span class="hljs-keyword">import</span> torch');
    expect(await highlight("pip install <x>", "bash")).toContain("&lt;x&gt;");
  });
});
