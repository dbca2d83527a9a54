import { testRecords } from "./fixtures/test-records.js";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderCard } from "../server/model-card.js";
import { pageHtml, preloadsFor, type Manifest } from "../server/page-html.js";
import type { BootData, ModelPageData } from "../shared/page-data.js";
import { asModelPageData, jsonForHtml, modelIdOfPath } from "../shared/page-data.js";
import { listen, testApp, type Listening } from "./support.js";

/** A built front end as Vite writes it, small: the page's template and a manifest with the model page's chunks. */
const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Hubkit</title>
    <script type="module" blocking="render" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/runtime-1.js">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
const MANIFEST: Manifest = {
  "index.html": { file: "assets/index-1.js", isEntry: true, imports: ["_runtime-1.js"], dynamicImports: [] },
  "_runtime-1.js": { file: "assets/runtime-1.js" },
  "src/pages/ModelPage.tsx": { file: "assets/ModelPage-1.js", imports: ["index.html", "_libraries-1.js"] },
  "_libraries-1.js": { file: "assets/libraries-1.js", imports: ["_runtime-1.js"], css: ["assets/libraries-1.css"] },
  "src/widget/Widget.tsx": { file: "assets/Widget-1.js", imports: ["index.html"] },
};

function builtApp(): string {
  const dir = mkdtempSync(join(tmpdir(), "hubkit-page-"));
  mkdirSync(join(dir, ".vite"));
  writeFileSync(join(dir, "index.html"), TEMPLATE);
  writeFileSync(join(dir, ".vite", "manifest.json"), JSON.stringify(MANIFEST));
  return dir;
}

/** The boot data of a page's HTML, and how many script elements the HTML opens. */
function readPage(html: string): { boot: BootData; scripts: number; dataText: string } {
  const match = /<script type="application\/json" id="hubkit-boot-data">([^]*?)<\/script>/.exec(html);
  if (match === null) throw new Error("the page carries no boot data");
  return {
    boot: JSON.parse(match[1]!) as BootData,
    scripts: html.match(/<script/gi)?.length ?? 0,
    dataText: match[1]!,
  };
}

const HOSTILE = "</script><script>alert(1)</script><!-- \u2028\u2029 & </SCRIPT >";

describe("the page data in the first HTML", () => {
  it("is JSON no character of which can end its element", () => {
    const text = jsonForHtml({ id: HOSTILE, nested: [HOSTILE] });
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual({ id: HOSTILE, nested: [HOSTILE] });
  });

  it("sits after the root element; the model page's chunks are preloaded before the head ends", () => {
    const html = pageHtml(
      TEMPLATE,
      { model: { id: HOSTILE } as unknown as ModelPageData },
      preloadsFor(MANIFEST, "src/pages/ModelPage.tsx"),
    );
    const page = readPage(html);
    // The entry and the data: no record text opened another element.
    expect(page.scripts).toBe(2);
    expect(page.dataText).not.toMatch(/[<>&\u2028\u2029]/);
    expect(page.boot.model?.id).toBe(HOSTILE);
    expect(html.indexOf('<div id="root"></div>')).toBeLessThan(html.indexOf("hubkit-boot-data"));
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/ModelPage-1.js">');
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/libraries-1.js">');
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/libraries-1.css">');
    // What the entry loads already, and what the page loads later, is not preloaded.
    expect(head.match(/runtime-1\.js/g)).toHaveLength(1);
    expect(head).not.toContain("Widget");
  });

  it("also goes into a page written by hand: after an unquoted root, or at the end", () => {
    const boot = { model: { id: HOSTILE } as unknown as ModelPageData };
    const unquoted = pageHtml("<!doctype html><title>Hubkit</title><div id=root></div><p>after</p>", boot);
    expect(unquoted).toMatch(
      /^<!doctype html><title>Hubkit<\/title><div id=root><\/div>\n {4}<script type="application\/json"/,
    );
    expect(unquoted).toMatch(/<\/script><p>after<\/p>$/);
    expect(readPage(unquoted).boot).toEqual(boot);
    const bare = pageHtml("<p>no root</p>", boot, { scripts: ["/a.js"], styles: [] });
    expect(bare.startsWith("<p>no root</p><script")).toBe(true);
    expect(bare).not.toContain("modulepreload");
  });

  it("is embedded for the paths App shows as model pages, and only those", () => {
    expect(modelIdOfPath("/google/vit-base-patch16-224")).toBe("google/vit-base-patch16-224");
    expect(modelIdOfPath("/a%2Fb/c")).toBe("a/b/c");
    expect(modelIdOfPath("/%E0%A4%A/x")).toBeUndefined();
    for (const path of ["/", "/tasks/fill-mask", "/playground/chat-template", "/libraries", "/a/b/c", "/a/"]) {
      expect(modelIdOfPath(path), path).toBeUndefined();
    }
  });
});

describe("offline: the model pages' HTML", () => {
  const app = testApp({ staticDir: builtApp(), tasks: () => ({}) });
  const html = async (path: string) => {
    const response = await app.request(path, { headers: { "accept-encoding": "identity" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    return response.text();
  };

  it("carries the record, the mapping less retired providers, the files and the card's absence: what /_hubkit/page-data answers", async () => {
    // A sample model with a sourced listing and no card summary: the local hub serves no README for it.
    const id = "dbmdz/bert-large-cased-finetuned-conll03-english";
    const page = readPage(await html(`/${id}`));
    expect(page.boot.config).toMatchObject({ mode: "offline", hubUrl: "https://huggingface.co" });
    const fetched = (await (await app.request(`/_hubkit/page-data/${id}`)).json()) as ModelPageData;
    expect(page.boot.model).toEqual(fetched);
    expect(fetched.id).toBe(id);
    expect(fetched.model.pipeline_tag).toBe("token-classification");
    expect(fetched.hasCard).toBe(false);
    expect(fetched.tree?.length).toBeGreaterThan(0);
    expect(Object.keys(fetched.mapping).length).toBeGreaterThan(0);
    const record = (await (await app.request(`/api/models/${id}`)).json()) as { id: string };
    expect(fetched.model).toMatchObject(record);
  });

  it("says when the hub has no file listing, so the page never asks for one (a 404 and a console error)", async () => {
    // Sourced catalogue models without a listing, and test records without one, alike.
    for (const [id, app] of [
      ["meta-llama/Llama-3.1-8B-Instruct", testApp({ tasks: () => ({}) })],
      ["hubkit-demo/markdown-card", testApp({ tasks: () => ({}), ...testRecords() })],
    ] as const) {
      const data = (await (await app.request(`/_hubkit/page-data/${id}`)).json()) as ModelPageData;
      expect(data.hasFiles, id).toBe(false);
      expect(data.tree, id).toBeUndefined();
    }
    const listed = (await (
      await app.request("/_hubkit/page-data/dbmdz/bert-large-cased-finetuned-conll03-english")
    ).json()) as ModelPageData;
    expect(listed.hasFiles).toBeUndefined();
    expect(listed.tree?.length).toBeGreaterThan(0);
  });

  it("says a repository has a card when the catalogue holds one, and serves it rendered", async () => {
    const page = readPage(await html("/meta-llama/Llama-3.1-8B-Instruct"));
    expect(page.boot.model?.hasCard).toBe(true);
    const answer = (await (await app.request("/_hubkit/model-card/meta-llama/Llama-3.1-8B-Instruct")).json()) as {
      card: { html: string };
    };
    // The sample catalogue's card is the summary written from the real card (fixtures/hub/model-facts.json).
    expect(answer.card.html).toMatch(/^<p>Meta&#39;s 8-billion-parameter|^<p>Meta's 8-billion-parameter/);
    const none = await app.request("/_hubkit/model-card/dbmdz/bert-large-cased-finetuned-conll03-english");
    expect(none.status).toBe(200);
    expect(await none.json()).toEqual({ card: null });
  });

  it("leaves out retired providers and names them", async () => {
    const data = (await (await app.request("/_hubkit/page-data/black-forest-labs/FLUX.1-dev")).json()) as ModelPageData;
    expect(data.mapping["black-forest-labs"]).toBeUndefined();
    expect(data.retired).toContainEqual({ provider: "black-forest-labs", since: "2026-06-29" });
  });

  it("has no model data for other pages, unknown models and ids that are not repository ids", async () => {
    for (const path of ["/", "/tasks/fill-mask", "/nobody/nothing", "/%3C%2Fscript%3E/x", "/a%2Fb/c"]) {
      const text = await html(path);
      const page = readPage(text);
      expect(page.boot.model, path).toBeUndefined();
      expect(page.boot.config?.mode, path).toBe("offline");
      expect(page.scripts, path).toBe(2);
    }
    const missing = await app.request("/_hubkit/page-data/nobody/nothing");
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: "Model nobody/nothing does not exist" });
  });

  it("is made once and revalidated with its ETag", async () => {
    const first = await app.request("/google/vit-base-patch16-224", { headers: { "accept-encoding": "br" } });
    expect(first.headers.get("content-encoding")).toBe("br");
    expect(first.headers.get("cache-control")).toBe("no-cache");
    const etag = first.headers.get("etag");
    expect(etag).toMatch(/^W\/"/);
    const again = await app.request("/google/vit-base-patch16-224", { headers: { "if-none-match": etag! } });
    expect(again.status).toBe(304);
    const other = await app.request("/openai/whisper-large-v3-turbo");
    expect(other.headers.get("etag")).not.toBe(etag);
  });
});

describe("real mode: the page data is read from the hub through the relay", () => {
  let hub: Listening;
  let slowHub: Listening;
  const hostileRecord = {
    _id: "0",
    id: "acme/hostile",
    pipeline_tag: "text-classification",
    library_name: `transformers${HOSTILE}`,
    tags: ["text-classification", HOSTILE],
    downloads: 3,
    likes: 1,
    lastModified: "2026-11-01T00:00:00.000Z",
    cardData: { license: HOSTILE, base_model: HOSTILE },
    siblings: [{ rfilename: "README.md" }, { rfilename: "config.json" }],
  };
  const mapping = {
    "hf-inference": { status: "live", providerId: "acme/hostile", task: "text-classification" },
    nebius: { status: "live", providerId: HOSTILE, task: "text-classification" },
  };

  beforeAll(async () => {
    const upstream = new Hono();
    upstream.get("/api/models/acme/hostile", (c) =>
      c.req.queries("expand[]")?.includes("inferenceProviderMapping")
        ? c.json({ _id: "0", id: "acme/hostile", inferenceProviderMapping: mapping })
        : c.json(hostileRecord),
    );
    upstream.get("/api/models/acme/hostile/tree/main", (c) =>
      c.json([{ type: "file", path: "README.md", size: 10, oid: "1" }]),
    );
    upstream.get("/acme/hostile/resolve/main/README.md", (c) =>
      c.text(`---\nlicense: mit\n---\n# Hostile\n\n${HOSTILE}<img src=x onerror=alert(1)>[x](javascript:alert(1))`),
    );
    upstream.get("/api/models/acme/html", (c) => c.html("<html>a login page</html>"));
    hub = await listen(upstream);
    const slow = new Hono();
    slow.get("/api/models/*", async (c) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      return c.json(
        c.req.queries("expand[]")
          ? { id: "acme/slow", inferenceProviderMapping: {} }
          : { ...hostileRecord, id: "acme/slow" },
      );
    });
    slowHub = await listen(slow);
  });
  afterAll(async () => {
    await hub.close();
    await slowHub.close();
  });

  const realApp = (hubUrl: string, pageDataTimeoutMs?: number) =>
    testApp({
      mode: "real",
      hubUrl,
      staticDir: builtApp(),
      ...(pageDataTimeoutMs !== undefined && { pageDataTimeoutMs }),
    });

  it("embeds a hostile record so that nothing in it can end the element or run", async () => {
    const app = realApp(hub.origin);
    const text = await (await app.request("/acme/hostile")).text();
    const page = readPage(text);
    expect(page.scripts).toBe(2);
    expect(page.dataText).not.toMatch(/[<>&\u2028\u2029]/);
    expect(text).not.toContain("alert(1)</script>");
    const model = page.boot.model!;
    expect(model.model.tags).toContain(HOSTILE);
    expect(model.model.cardData).toEqual({ license: HOSTILE, base_model: HOSTILE });
    // nebius is retired: left out, whatever its entry says.
    expect(Object.keys(model.mapping)).toEqual(["hf-inference"]);
    expect(model.retired).toEqual([{ provider: "nebius", since: "2026-06-29" }]);
    expect(model.hasCard).toBe(true);
    expect(model.tree).toEqual([{ type: "file", path: "README.md", size: 10, oid: "1" }]);
    expect(page.boot.config).toMatchObject({ mode: "real", hubUrl: hub.origin });
  });

  it("renders the hub's README on the server, sanitized, links resolved against the hub", async () => {
    const app = realApp(hub.origin);
    const answer = (await (await app.request("/_hubkit/model-card/acme/hostile")).json()) as {
      card: { html: string; frontMatter: Record<string, unknown> };
    };
    expect(answer.card.frontMatter).toEqual({ license: "mit" });
    expect(answer.card.html).toContain("<h1>Hostile</h1>");
    expect(answer.card.html).not.toMatch(/<script|onerror|javascript:|<!--/i);
    // The script went with its text; the comment's opening is text.
    expect(answer.card.html).not.toContain("alert(1)");
    expect(answer.card.html).toContain("<p>&lt;!--");
    // The image's relative address is the repository's file on the hub; the link with a script keeps its text only.
    expect(answer.card.html).toContain(`<img alt="" src="${hub.origin}/acme/hostile/resolve/main/x" loading="lazy"`);
    expect(answer.card.html).toContain("<a>x</a>");
  });

  it("goes without the model data when the hub is slower than the page's deadline; the page's own request waits longer", async () => {
    const app = realApp(slowHub.origin, 150);
    const started = Date.now();
    const page = readPage(await (await app.request("/acme/slow")).text());
    expect(Date.now() - started).toBeLessThan(550);
    expect(page.boot.model).toBeUndefined();
    expect(page.boot.config?.mode).toBe("real");
    const fetched = await app.request("/_hubkit/page-data/acme/slow");
    expect(fetched.status).toBe(200);
    expect(((await fetched.json()) as ModelPageData).id).toBe("acme/slow");
  });

  it("goes without it when the hub answers something that is not a record, and the page's request says why", async () => {
    const app = realApp(hub.origin);
    expect(readPage(await (await app.request("/acme/html")).text()).boot.model).toBeUndefined();
    const fetched = await app.request("/_hubkit/page-data/acme/html");
    expect(fetched.status).toBe(502);
    expect(((await fetched.json()) as { error: string }).error).toMatch(/text\/html/);
  });
});

describe("the model card, rendered on the server", () => {
  const render = (markdown: string) => renderCard(markdown, "https://hub.example/acme/model").html;

  it("keeps no script, style, frame, form, field, handler, style attribute or unsafe URL", () => {
    const html = render(
      [
        "# A hostile card",
        '<script>window.x = 1</script><noscript><p title="</noscript><img src=x onerror=alert(1)>"></p></noscript>',
        '<img src="data:image/png;base64,iVBORw0KGgo=" onerror="alert(1)" alt="data image">',
        '<img src="javascript:alert(1)" alt="script image"> <iframe src="https://example.com"></iframe>',
        '<p onclick="alert(1)" onmouseover="alert(1)" style="display: none" id="x" name="location">handlers</p>',
        "[a javascript link](javascript:alert(1)) and [a fine link](https://example.com/docs).",
        '<a href="JaVaScRiPt:alert(1)">another</a> <a href="vbscript:msgbox(1)">and another</a>',
        '<form action="https://example.com"><input name="x"><button>go</button></form><style>body{}</style>',
        '<svg><script>alert(1)</script><a href="javascript:alert(1)">svg</a></svg><math><mi>x</mi></math>',
        '<object data="x"></object><embed src="x"><video src="x"></video><base href="https://evil.example/">',
        '<a href="x" target="_self" rel="opener">relative</a> <img src="images/a.png" srcset="b.png 2x" width="40">',
      ].join("\n\n"),
    );
    expect(html).not.toMatch(/<(script|style|iframe|form|input|button|object|embed|svg|math|video|base|noscript)\b/i);
    expect(html).not.toMatch(/\son\w+=|\sstyle=|\sid=|\sname=|srcset|javascript:|vbscript:|data:/i);
    expect(html).toContain("<p>handlers</p>");
    expect(html).toContain("<a>a javascript link</a>");
    expect(html).toContain(
      '<a href="https://example.com/docs" target="_blank" rel="noopener noreferrer nofollow">a fine link</a>',
    );
    expect(html).toContain("<a>another</a> <a>and another</a>");
    expect(html).toContain(
      '<a href="https://hub.example/acme/model/blob/main/x" target="_blank" rel="noopener noreferrer nofollow">relative</a>',
    );
    expect(html).toContain(
      '<img alt="" width="40" src="https://hub.example/acme/model/resolve/main/images/a.png" loading="lazy" referrerpolicy="no-referrer" />',
    );
    expect(html.match(/<img/g)).toHaveLength(1);
  });

  it("renders GitHub-flavoured markdown: tables and code blocks reachable by keyboard, a code block's language", () => {
    const html = render('| a | b |\n|:-|-:|\n| 1 | 2 |\n\n```python\nx = 1 < 2\n```\n\n<p align="center">centred</p>');
    expect(html).toContain('<table tabindex="0">');
    expect(html).toContain('<th align="left">a</th>');
    expect(html).toContain('<pre tabindex="0"><code class="language-python">x = 1 &lt; 2\n</code></pre>');
    expect(html).toContain('<p align="center">centred</p>');
  });

  it("reads the front matter, and says when it is broken", () => {
    const card = renderCard("---\nlicense: mit\nlanguage: [en, de]\n---\n# Title", "https://hub.example/a/b");
    expect(card.frontMatter).toEqual({ license: "mit", language: ["en", "de"] });
    expect(card.html).toBe("<h1>Title</h1>\n");
    const broken = renderCard("---\nlicense: [mit\n---\n# Title", "https://hub.example/a/b");
    expect(broken.frontMatter).toBeUndefined();
    expect(broken.frontMatterError).toMatch(/^The front matter is not valid YAML/);
  });
});

/**
 * The widget's examples come with the page data, made on the server (the page no longer loads every widget's task
 * defaults): the first is the one the first snippets were made for; a model no provider serves has none; the page
 * refuses examples of another shape.
 */
describe("the widget's examples in the page data", () => {
  const app = testApp();
  async function dataOf(id: string): Promise<ModelPageData> {
    const response = await app.request(`/_hubkit/page-data/${id}`);
    expect(response.status).toBe(200);
    const data = asModelPageData(await response.json());
    if (data === undefined) throw new Error(`${id}: not page data`);
    return data;
  }

  it("come with the page, the first one the request of the first snippets", async () => {
    const data = await dataOf("meta-llama/Llama-3.1-8B-Instruct");
    const first = data.examples?.[0];
    expect(first?.input.messages?.length).toBeGreaterThan(0);
    expect(data.inference?.request.status).toBe("ready");
    if (data.inference?.request.status !== "ready") return;
    expect(data.inference.request.input.messages).toEqual(first?.input.messages);
    const image = await dataOf("google/vit-base-patch16-224");
    expect(image.examples?.[0]?.input.media?.name).toMatch(/\.(png|jpe?g)$/);
  });

  it("are absent where no provider serves the model, and refused in another shape", async () => {
    const ids = (await (await app.request("/api/models")).json()) as Array<{ id: string }>;
    const without = await Promise.all(ids.slice(0, 80).map(({ id }) => dataOf(id)));
    const unserved = without.filter((data) => Object.keys(data.mapping).length === 0);
    expect(unserved.length).toBeGreaterThan(0);
    for (const data of unserved) expect(data.examples, data.id).toBeUndefined();
    const served = await dataOf("meta-llama/Llama-3.1-8B-Instruct");
    for (const examples of [[], [null], [{ title: "x" }], "x"]) {
      expect(asModelPageData({ ...served, examples })).toBeUndefined();
    }
  });
});
