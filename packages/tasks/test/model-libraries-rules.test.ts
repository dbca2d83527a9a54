/**
 * The model-aware rules of the library snippets (SPEC sections 3 and 5), one test per rule, with the
 * exact warning texts. The golden files show whole snippets; these tests name the rule each detail
 * comes from.
 */
import { describe, expect, it } from "vitest";
import { MODEL_LIBRARIES_UI_ELEMENTS, type LibraryUiElement, type ModelData } from "../src/index.js";

const elements = MODEL_LIBRARIES_UI_ELEMENTS as Record<string, LibraryUiElement>;

function snippets(library: string, model: Partial<ModelData>): string[] {
  return elements[library]!.snippets!({ id: "org/model", tags: [], inference: "", ...model });
}

function code(library: string, model: Partial<ModelData>): string {
  return snippets(library, model).join("\n---\n");
}

describe("transformers", () => {
  const llama: Partial<ModelData> = {
    id: "meta-llama/Llama-3.1-8B-Instruct",
    pipeline_tag: "text-generation",
    tags: ["conversational"],
    transformersInfo: { auto_model: "AutoModelForCausalLM", processor: "AutoTokenizer" },
  };

  it("offers the pipeline() form and the direct load form with auto_model and processor", () => {
    const [pipelineForm, direct] = snippets("transformers", llama);
    expect(pipelineForm).toContain('pipe = pipeline("text-generation", model="meta-llama/Llama-3.1-8B-Instruct")');
    expect(direct).toContain("from transformers import AutoTokenizer, AutoModelForCausalLM");
    expect(direct).toContain('tokenizer = AutoTokenizer.from_pretrained("meta-llama/Llama-3.1-8B-Instruct")');
    expect(direct).toContain('model = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.1-8B-Instruct")');
  });

  it("passes chat messages to conversational models, in both forms", () => {
    const [pipelineForm, direct] = snippets("transformers", llama);
    const messages =
      'messages = [\n    {\n        "role": "user",\n        "content": "What is the capital of France?"\n    }\n]';
    expect(pipelineForm).toContain(`${messages}\npipe(messages)`);
    expect(direct).toContain(messages);
    expect(direct).toContain("tokenizer.apply_chat_template(");
    const plain = code("transformers", { ...llama, tags: [] });
    expect(plain).not.toContain("messages");
    expect(plain).toContain('pipe("Can you please let us know more details about your ")');
  });

  it("adds trust_remote_code=True when the model needs custom code", () => {
    const remote = code("transformers", { ...llama, tags: ["custom_code"] });
    expect(remote.match(/trust_remote_code=True/g)).toHaveLength(3);
    expect(code("transformers", llama)).not.toContain("trust_remote_code");
  });

  it("warns '# ⚠️ Type of model unknown' without transformersInfo, or when auto_model is not a class name", () => {
    const [unknown] = snippets("transformers", { pipeline_tag: "text-classification" });
    expect(unknown!.split("\n")[0]).toBe("# ⚠️ Type of model unknown");
    const [injected] = snippets("transformers", {
      transformersInfo: { auto_model: "AutoModel\nimport os; os.system('id')" },
    });
    expect(injected!.split("\n")[0]).toBe("# ⚠️ Type of model unknown");
    expect(injected).not.toContain("os.system");
  });
});

describe("transformers.js", () => {
  it("warns '// ⚠️ Unknown pipeline tag' without a pipeline tag", () => {
    const [snippet] = snippets("transformers.js", {});
    expect(snippet).toContain("// ⚠️ Unknown pipeline tag");
    expect(snippet).toContain('await AutoModel.from_pretrained("org/model")');
  });

  it("allocates a pipeline for the model's task", () => {
    expect(code("transformers.js", { pipeline_tag: "fill-mask", mask_token: "[MASK]" })).toContain(
      'const pipe = await pipeline("fill-mask", "org/model");\n\nconst output = await pipe("The answer to the universe is [MASK].");',
    );
  });
});

describe("diffusers", () => {
  it("loads base pipelines from the repository", () => {
    expect(code("diffusers", { pipeline_tag: "text-to-image" })).toContain(
      'pipe = DiffusionPipeline.from_pretrained("org/model", torch_dtype=torch.bfloat16)',
    );
  });

  it("loads LoRA weights on top of the base model named in cardData", () => {
    const lora = code("diffusers", {
      tags: ["lora"],
      pipeline_tag: "text-to-image",
      cardData: { base_model: "black-forest-labs/FLUX.1-dev", instance_prompt: "ghibli" },
    });
    expect(lora).toContain('DiffusionPipeline.from_pretrained("black-forest-labs/FLUX.1-dev"');
    expect(lora).toContain('pipe.load_lora_weights("org/model")');
    expect(lora).toContain('prompt = "ghibli"');
  });

  it("builds a ControlNet pipeline on the base model", () => {
    const controlnet = code("diffusers", {
      tags: ["controlnet"],
      cardData: { base_model: "runwayml/stable-diffusion-v1-5" },
    });
    expect(controlnet).toContain('controlnet = ControlNetModel.from_pretrained("org/model"');
    expect(controlnet).toContain(
      'AutoPipelineForText2Image.from_pretrained("runwayml/stable-diffusion-v1-5", controlnet=controlnet',
    );
  });

  it("loads textual-inversion embeddings into the base pipeline", () => {
    expect(code("diffusers", { tags: ["textual_inversion"], cardData: { base_model: "base/sd" } })).toContain(
      'DiffusionPipeline.from_pretrained("base/sd", torch_dtype=torch.bfloat16)\npipe.load_textual_inversion("org/model")',
    );
  });

  it("uses instance_prompt as the sample prompt, before widget text and the task sample", () => {
    const withBoth = code("diffusers", {
      pipeline_tag: "text-to-image",
      cardData: { instance_prompt: "TOK style" },
      widgetData: [{ text: "widget text" }],
    });
    expect(withBoth).toContain('prompt = "TOK style"');
    expect(code("diffusers", { pipeline_tag: "text-to-image", widgetData: [{ text: "widget text" }] })).toContain(
      'prompt = "widget text"',
    );
    expect(code("diffusers", { pipeline_tag: "text-to-image" })).toContain('prompt = "Astronaut riding a horse"');
  });
});

describe("peft", () => {
  it("answers 'Task type is invalid.' for a task type it cannot map", () => {
    expect(snippets("peft", { config: { peft: { base_model_name_or_path: "a/b", task_type: "NOPE" } } })).toEqual([
      "# Task type is invalid.",
    ]);
    expect(snippets("peft", {})).toEqual(["# Task type is invalid."]);
  });

  it("answers 'Base model is not found.' without a base model", () => {
    expect(snippets("peft", { config: { peft: { task_type: "CAUSAL_LM" } } })).toEqual(["# Base model is not found."]);
  });

  it("loads the base model with the task type's class and the adapter on top", () => {
    const snippet = code("peft", {
      config: { peft: { base_model_name_or_path: "google/flan-t5-base", task_type: "SEQ_2_SEQ_LM" } },
    });
    expect(snippet).toContain('base_model = AutoModelForSeq2SeqLM.from_pretrained("google/flan-t5-base")');
    expect(snippet).toContain('model = PeftModel.from_pretrained(base_model, "org/model")');
  });
});

describe("sklearn and skops", () => {
  it("warns '# ⚠️ Model filename not specified in config.json' for skops models without a file", () => {
    expect(snippets("sklearn", { tags: ["skops"], config: { sklearn: { model_format: "skops" } } })).toEqual([
      "# ⚠️ Model filename not specified in config.json",
    ]);
  });

  it("loads pickles with joblib and the skops format with skops.io", () => {
    const pickle = code("sklearn", {
      tags: ["skops"],
      config: { sklearn: { model: { file: "m.pkl" }, model_format: "pickle" } },
    });
    expect(pickle).toContain('model = joblib.load(hf_hub_download("org/model", "m.pkl"))');
    const skops = code("sklearn", {
      tags: ["skops"],
      config: { sklearn: { model: { file: "m.skops" }, model_format: "skops" } },
    });
    expect(skops).toContain('path = hf_hub_download("org/model", "m.skops")');
    expect(skops).toContain("model = load(path, trusted=untrusted_types)");
  });
});

describe("speechbrain", () => {
  it("warns '# interface not specified in config.json' and '# interface in config.json invalid'", () => {
    expect(snippets("speechbrain", {})).toEqual(["# interface not specified in config.json"]);
    expect(snippets("speechbrain", { config: { speechbrain: { speechbrain_interface: "os.system" } } })).toEqual([
      "# interface in config.json invalid",
    ]);
  });

  it("loads a known interface from its module", () => {
    const snippet = code("speechbrain", { config: { speechbrain: { speechbrain_interface: "SepformerSeparation" } } });
    expect(snippet).toContain("from speechbrain.inference.separation import SepformerSeparation");
    expect(snippet).toContain('model = SepformerSeparation.from_hparams("org/model")');
  });
});

describe("diffusionkit", () => {
  it("samples Flux models (tag flux) with 4 steps, guidance 0, 512x512", () => {
    const flux = code("diffusionkit", { tags: ["flux"] });
    expect(flux).toContain("from diffusionkit.mlx import FluxPipeline");
    expect(flux).toContain("HEIGHT = 512\nWIDTH = 512\nNUM_STEPS = 4\nCFG_WEIGHT = 0");
  });

  it("samples Stable Diffusion 3 with 50 steps, guidance 5, 512x512", () => {
    const sd3 = code("diffusionkit", {});
    expect(sd3).toContain("from diffusionkit.mlx import DiffusionPipeline");
    expect(sd3).toContain("HEIGHT = 512\nWIDTH = 512\nNUM_STEPS = 50\nCFG_WEIGHT = 5");
  });
});

describe("audiocraft", () => {
  it("generates 3 samples with MusicGen-like models", () => {
    for (const tag of ["musicgen", "magnet"]) {
      const snippet = code("audiocraft", { tags: [tag] });
      const descriptions = /descriptions = (\[.*\])/.exec(snippet)![1]!;
      expect(JSON.parse(descriptions)).toHaveLength(3);
    }
  });

  it("generates 5 seconds of audio with AudioGen", () => {
    expect(code("audiocraft", { tags: ["audiogen"] })).toContain("model.set_generation_params(duration=5)");
  });

  it("says the model type is unknown otherwise", () => {
    expect(snippets("audiocraft", {})).toEqual(["# Type of model unknown."]);
  });
});

describe("chat-capable runtimes", () => {
  it("ask for max_tokens 512 (llama-cpp-python, MLX)", () => {
    expect(code("llama-cpp-python", { tags: ["conversational"] })).toContain("max_tokens=512");
    expect(code("llama-cpp-python", {})).toContain("max_tokens=512");
    expect(code("mlx", { tags: ["conversational"], pipeline_tag: "text-generation" })).toContain("--max-tokens 512");
  });
});

describe("other libraries", () => {
  it("sentence-transformers: embeddings with the widget's sentences, or the cross-encoder form", () => {
    const st = code("sentence-transformers", {
      widgetData: [{ source_sentence: "A", sentences: ["B", "C"] }],
    });
    expect(st).toContain('sentences = [\n    "A",\n    "B",\n    "C"\n]');
    expect(st).toContain("model.similarity(embeddings, embeddings)");
    const cross = code("sentence-transformers", { tags: ["cross-encoder"] });
    expect(cross).toContain('model = CrossEncoder("org/model")');
    expect(cross).toContain("model.rank(query, passages, return_documents=True)");
  });

  it("keras: Keras 3 loads hf:// URIs", () => {
    expect(code("keras", {})).toContain('keras.saving.load_model("hf://org/model")');
  });

  it("keras_hub: one snippet per task class in the config, names that are not classes skipped", () => {
    const hub = snippets("keras-hub", {
      config: { keras_hub: { tasks: ["CausalLM", "x; import os", "TextClassifier"] } },
    });
    expect(hub).toHaveLength(2);
    expect(hub[0]).toContain('keras_hub.models.CausalLM.from_preset("hf://org/model")');
    expect(hub[1]).toContain('keras_hub.models.TextClassifier.from_preset("hf://org/model")');
  });

  it("adapter-transformers: the base model from the adapter config's model_name", () => {
    const snippet = code("adapter-transformers", {
      config: { adapter_transformers: { model_name: "bert-base-uncased" } },
    });
    expect(snippet).toContain('AutoAdapterModel.from_pretrained("bert-base-uncased")');
    expect(snippet).toContain('model.load_adapter("org/model", set_active=True)');
  });

  it("timm, open_clip and spacy load by their hub prefixes and package names", () => {
    expect(code("timm", {})).toContain('timm.create_model("hf_hub:org/model", pretrained=True)');
    expect(code("open_clip", {})).toContain('open_clip.create_model_and_transforms("hf-hub:org/model")');
    const spacy = code("spacy", { id: "spacy/en_core_web_sm" });
    expect(spacy).toContain(
      "# pip install https://huggingface.co/spacy/en_core_web_sm/resolve/main/en_core_web_sm-any-py3-none-any.whl",
    );
    expect(spacy).toContain('nlp = spacy.load("en_core_web_sm")');
    expect(spacy).not.toContain("!pip");
  });

  it("spacy keeps a hostile id inside the install comment by percent-encoding it", () => {
    const spacy = code("spacy", { id: "org/x\nimport os" });
    expect(spacy.split("\n")[0]).toBe(
      "# pip install https://huggingface.co/org/x%0Aimport%20os/resolve/main/x%0Aimport%20os-any-py3-none-any.whl",
    );
  });
});
