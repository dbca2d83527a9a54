/**
 * "Use this model" and "Run locally", made on the server: the model's library (label, links, usage snippets) and
 * the local apps that fit it (snippets or deep links), from @hubkit/tasks' catalogues. They travel in the page data
 * (page-data.ts), so a model page never loads the library catalogue with every library's snippet functions. GGUF
 * snippets keep their `{{GGUF_FILE}}` / `{{QUANT_TAG}}` placeholders: the page fills them with the file a person
 * picks (`fillGGUFPlaceholders`). The generators take a record from a hub, so they may throw: what went wrong is
 * part of the answer, said where the snippet would be.
 */
import {
  LOCAL_APPS,
  MODEL_LIBRARIES_UI_ELEMENTS,
  parseGGUFQuantLabel,
  type LibraryUiElement,
  type LocalApp,
} from "@hubkit/tasks";
import type { LocalAppSnippet } from "@hubkit/tasks";
import type { HubModel, TreeEntry } from "../shared/hub-types.js";
import { isGgufFile, openableHref } from "../shared/local-files.js";
import { ownEntry } from "../shared/lookup.js";
import type { LibraryUse, LocalAppContent, LocalAppUse, ModelUses, SnippetItem } from "../shared/model-uses.js";

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

function libraryUse(model: HubModel): LibraryUse | undefined {
  const key = model.library_name;
  const entry = ownEntry<LibraryUiElement>(MODEL_LIBRARIES_UI_ELEMENTS, key);
  if (entry === undefined || key === undefined) return undefined;
  const { prettyLabel, repoName, repoUrl, docsUrl } = entry;
  const base = { key, prettyLabel, repoName, repoUrl, ...(docsUrl !== undefined && { docsUrl }) };
  try {
    return { ...base, snippets: entry.snippets?.(model) ?? [] };
  } catch (error) {
    return { ...base, snippets: [], error: messageOf(error) };
  }
}

/** A snippet function's answer, whatever its form, as a list of titled commands (setup step first). */
function snippetItems(value: string | string[] | LocalAppSnippet | LocalAppSnippet[]): SnippetItem[] {
  const list = Array.isArray(value) ? value : [value];
  return list.map((item, i) => {
    if (typeof item === "string") return { title: list.length > 1 ? `Command ${i + 1}` : "Command", code: item };
    const content = Array.isArray(item.content) ? item.content.join("\n\n") : item.content;
    const code = [item.setup, content].filter((part): part is string => part !== undefined).join("\n\n");
    return { title: item.title, code };
  });
}

function appContent(app: LocalApp, model: HubModel, ggufPaths: readonly string[]): LocalAppContent {
  try {
    if ("deeplink" in app) {
      const href = openableHref(app.deeplink(model).href);
      const hrefByFile: Record<string, string> = {};
      for (const path of ggufPaths) {
        const withFile = openableHref(app.deeplink(model, path).href);
        if (withFile !== undefined && withFile !== href) hrefByFile[path] = withFile;
      }
      return { kind: "link", href, ...(Object.keys(hrefByFile).length > 0 && { hrefByFile }) };
    }
    const items = snippetItems(app.snippet(model));
    // A file whose name has no quant label cannot fill a `{{QUANT_TAG}}`: the app writes its commands for it.
    const itemsByFile: Record<string, SnippetItem[]> = {};
    for (const path of ggufPaths.filter((path) => parseGGUFQuantLabel(path) === undefined)) {
      itemsByFile[path] = snippetItems(app.snippet(model, path));
    }
    return { kind: "snippets", items, ...(Object.keys(itemsByFile).length > 0 && { itemsByFile }) };
  } catch (error) {
    return { kind: "error", message: messageOf(error) };
  }
}

/** The local apps that fit a model (the package's own `displayOnModelPage`), announced ones left out. */
function localAppUses(model: HubModel, ggufPaths: readonly string[]): LocalAppUse[] {
  const apps: Array<[string, LocalApp]> = Object.entries(LOCAL_APPS);
  return apps.flatMap(([key, app]): LocalAppUse[] => {
    if (app.comingSoon === true) return [];
    try {
      if (!app.displayOnModelPage(model)) return [];
    } catch {
      return [];
    }
    const { prettyLabel, docsUrl, macOSOnly } = app;
    return [
      {
        key,
        prettyLabel,
        docsUrl,
        ...(macOSOnly !== undefined && { macOSOnly }),
        content: appContent(app, model, ggufPaths),
      },
    ];
  });
}

/**
 * The model's library and local apps; `tree` is the repository's top-level listing when the server has it, whose
 * `.gguf` files get their own deep links where an app's link names the file.
 */
export function modelUses(model: HubModel, tree: readonly TreeEntry[] | undefined): ModelUses {
  const ggufPaths = (tree ?? []).filter(isGgufFile).map((entry) => entry.path);
  const library = libraryUse(model);
  return { ...(library !== undefined && { library }), localApps: localAppUses(model, ggufPaths) };
}
