/**
 * The signature extractor (scripts/extract-library-signatures.py) on a small library committed to a real git
 * repository in a temporary folder: what it follows (relative imports, star imports with __all__, lazy-import
 * tables, TYPE_CHECKING branches, dummy placeholders, module-level instances, dataclasses, classmethods) and
 * what it writes (version and its source, commit, parameters in signature form).
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const EXTRACTOR = join(dirname(fileURLToPath(import.meta.url)), "..", "scripts", "extract-library-signatures.py");

interface Extracted {
  library: string;
  version: string;
  versionSource: string;
  repository: string;
  commit: string;
  commitDate: string;
  read: string;
  notes: string[];
  modules: Record<string, { names: Record<string, string>; dynamic?: string }>;
  otherModules: string[];
  definitions: Record<
    string,
    { params?: string[]; bases?: string[]; methods?: Record<string, { kind: string; params?: string[] }> }
  >;
}

const FILES: Record<string, string> = {
  "src/toylib/__init__.py": [
    '__version__ = "2.3.0"',
    "from typing import TYPE_CHECKING",
    '_import_structure = {"models": ["Model"], "utils": ["load"]}',
    "try:",
    "    import torch",
    "except ImportError:",
    '    _import_structure["utils.dummy_objects"] = ["Pipeline"]',
    "else:",
    '    _import_structure["pipelines"].append("Pipeline")',
    "if TYPE_CHECKING:",
    "    from .models import Model",
    "from .helpers import *",
    "from .registry import REGISTRY",
    "download = _api.download if False else None",
  ].join("\n"),
  "src/toylib/models.py": [
    "from dataclasses import dataclass",
    "class Base:",
    "    @classmethod",
    "    def from_pretrained(cls, repo_id, *args, revision=None, **kwargs):",
    "        ...",
    "    def to(self, device, /):",
    "        ...",
    "    @property",
    "    def name(self):",
    "        ...",
    "    def _private(self):",
    "        ...",
    "class Model(Base):",
    "    def __init__(self, config, *, dtype=None):",
    "        ...",
    "    @staticmethod",
    "    def helper(x, y=1):",
    "        ...",
    "@dataclass",
    "class Config:",
    "    size: int",
    "    depth: int = 2",
  ].join("\n"),
  "src/toylib/pipelines.py":
    "from .models import Base\nclass Pipeline(Base):\n    def __call__(self, prompt, steps=50):\n        ...",
  "src/toylib/utils/__init__.py": "from .io import load",
  "src/toylib/utils/io.py": "def load(path, mode='r', *rest, **options):\n    ...",
  "src/toylib/utils/dummy_objects.py": "class Pipeline:\n    def __init__(self, *args, **kwargs):\n        ...",
  "src/toylib/helpers.py": '__all__ = ["public_helper"]\ndef public_helper(a):\n    ...\ndef other(b):\n    ...',
  "src/toylib/registry.py":
    "class Registry:\n    def build(self, name, pretrained=False):\n        ...\nREGISTRY = Registry()",
  "src/toylib/deep/__init__.py": "",
  "src/toylib/deep/inner.py": "def f():\n    ...",
  "src/toylib/_private.py": "def hidden():\n    ...",
  "src/toylib/models_test.py": "def test_model():\n    ...",
};

let folder = "";
let extracted: Extracted;

beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), "hubkit-extract-"));
  const repo = join(folder, "owner+toylib", "repo");
  for (const [path, text] of Object.entries(FILES)) {
    mkdirSync(dirname(join(repo, path)), { recursive: true });
    writeFileSync(join(repo, path), text + "\n");
  }
  const git = (...args: string[]): string =>
    execFileSync("git", ["-C", repo, ...args], {
      env: {
        ...process.env,
        GIT_AUTHOR_NAME: "t",
        GIT_AUTHOR_EMAIL: "t@example.invalid",
        GIT_COMMITTER_NAME: "t",
        GIT_COMMITTER_EMAIL: "t@example.invalid",
        GIT_COMMITTER_DATE: "2026-05-01T12:00:00Z",
        GIT_AUTHOR_DATE: "2026-05-01T12:00:00Z",
      },
    }).toString();
  git("init", "-q");
  git("add", ".");
  git("commit", "-qm", "toylib");
  const out = join(folder, "toylib.json");
  execFileSync("python3", [EXTRACTOR, "--mirror", repo, "--package", "src/toylib", "--out", out]);
  extracted = JSON.parse(readFileSync(out, "utf8")) as Extracted;
  extracted.commit = extracted.commit === git("rev-parse", "HEAD").trim() ? "HEAD" : extracted.commit;
});

afterAll(() => {
  if (folder !== "") rmSync(folder, { recursive: true, force: true });
});

describe("extract-library-signatures.py", () => {
  it("names the version, where it is stated, the repository, commit and dates", () => {
    expect(extracted.library).toBe("toylib");
    expect(extracted.version).toBe("2.3.0");
    expect(extracted.versionSource).toBe("src/toylib/__init__.py");
    expect(extracted.repository).toBe("owner/toylib");
    expect(extracted.commit).toBe("HEAD");
    expect(extracted.commitDate).toBe("2026-05-01");
    expect(extracted.read).toBe("2026-11-28");
  });

  it("follows lazy tables, TYPE_CHECKING, star imports with __all__, instances and subpackages", () => {
    const root = extracted.modules["toylib"]!.names;
    expect(root["Model"]).toBe("toylib.models:Model");
    expect(root["load"]).toBe("toylib.utils.io:load");
    // The real class wins over the placeholder a failed optional import would bind.
    expect(root["Pipeline"]).toBe("toylib.pipelines:Pipeline");
    expect(root["public_helper"]).toBe("toylib.helpers:public_helper");
    expect(root["other"]).toBeUndefined();
    expect(root["REGISTRY"]).toBe("toylib.registry:Registry()");
    expect(root["utils"]).toBe("toylib.utils");
    expect(root["deep"]).toBe("toylib.deep");
    expect(root["torch"]).toBeUndefined();
  });

  it("records public modules only: the package and its direct submodules in full, deeper ones by name", () => {
    expect(Object.keys(extracted.modules)).toEqual(
      expect.arrayContaining(["toylib", "toylib.models", "toylib.utils", "toylib.deep"]),
    );
    expect(Object.keys(extracted.modules)).not.toContain("toylib._private");
    expect(Object.keys(extracted.modules)).not.toContain("toylib.models_test");
    expect(extracted.otherModules).toEqual(expect.arrayContaining(["toylib.deep.inner", "toylib.utils.io"]));
  });

  it("writes parameters in signature form, without self or cls, and methods by kind", () => {
    const base = extracted.definitions["toylib.models:Base"]!;
    expect(base.methods!["from_pretrained"]).toEqual({
      kind: "classmethod",
      params: ["repo_id", "*args", "revision=", "**kwargs"],
    });
    expect(base.methods!["to"]).toEqual({ kind: "method", params: ["device", "/"] });
    expect(base.methods!["name"]).toEqual({ kind: "property" });
    expect(base.methods!["_private"]).toBeUndefined();
    const model = extracted.definitions["toylib.models:Model"]!;
    expect(model.bases).toEqual(["toylib.models:Base"]);
    expect(model.methods!["__init__"]).toEqual({ kind: "method", params: ["config", "*", "dtype="] });
    expect(model.methods!["helper"]).toEqual({ kind: "staticmethod", params: ["x", "y="] });
    expect(extracted.definitions["toylib.utils.io:load"]).toEqual({
      params: ["path", "mode=", "*rest", "**options"],
    });
    expect(extracted.modules["toylib.models"]!.names["Config"]).toBe("toylib.models:Config");
    expect(extracted.definitions["toylib.models:Config"]!.methods!["__init__"]).toEqual({
      kind: "method",
      params: ["size", "depth="],
      from: "dataclass fields",
    });
    expect(extracted.definitions["toylib.registry:Registry"]!.methods!["build"]).toEqual({
      kind: "method",
      params: ["name", "pretrained="],
    });
  });
});
