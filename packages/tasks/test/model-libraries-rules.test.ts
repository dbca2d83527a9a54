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

  it("prints the class transformers 5 has for the auto classes it removed", () => {
    const captioning = code("transformers", {
      id: "nlpconnect/vit-gpt2-image-captioning",
      pipeline_tag: "image-to-text",
      transformersInfo: { auto_model: "AutoModelForVision2Seq", processor: "AutoTokenizer" },
    });
    expect(captioning).toContain("from transformers import AutoTokenizer, AutoModelForImageTextToText");
    expect(captioning).toContain(
      'model = AutoModelForImageTextToText.from_pretrained("nlpconnect/vit-gpt2-image-captioning")',
    );
    expect(captioning).not.toContain("Vision2Seq");
    const withLMHead = (pipeline_tag?: ModelData["pipeline_tag"]): string =>
      code("transformers", { pipeline_tag, transformersInfo: { auto_model: "AutoModelWithLMHead" } });
    expect(withLMHead("fill-mask")).toContain("AutoModelForMaskedLM.from_pretrained");
    expect(withLMHead("translation")).toContain("AutoModelForSeq2SeqLM.from_pretrained");
    expect(withLMHead("text-generation")).toContain("AutoModelForCausalLM.from_pretrained");
    expect(withLMHead()).toContain("AutoModelForCausalLM.from_pretrained");
    expect(withLMHead("fill-mask")).not.toContain("AutoModelWithLMHead");
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
      'pipe = DiffusionPipeline.from_pretrained("org/model", dtype=torch.bfloat16)',
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
      'DiffusionPipeline.from_pretrained("base/sd", dtype=torch.bfloat16)\npipe.load_textual_inversion("org/model", token="<model>")',
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
    // Current pip refuses the repository's wheel name (`-any-` is not a version): the files load as a directory.
    expect(spacy).toContain('path = snapshot_download("spacy/en_core_web_sm", ignore_patterns=["*.whl"])');
    expect(spacy).toContain("nlp = spacy.load(path)");
    expect(spacy).not.toContain(".whl\n");
    expect(spacy).not.toContain("!pip");
  });

  it("spacy keeps a hostile id inside a Python string", () => {
    const spacy = code("spacy", { id: "org/x\nimport os" });
    expect(spacy).toContain('snapshot_download("org/x\\nimport os", ignore_patterns=["*.whl"])');
    expect(spacy.split("\n").some((line) => line.trim() === "import os")).toBe(false);
  });
});

/**
 * Where the counterpart's snippets (or Hubkit's own earlier ones) did not work with the libraries' current
 * releases: each fix, as listed in the README's table of deliberate differences.
 */
describe("snippets that run (README: deliberate differences)", () => {
  it("transformers: a processor gets image parts of type image (url), and text content as parts", () => {
    const vision: Partial<ModelData> = {
      pipeline_tag: "image-text-to-text",
      tags: ["conversational"],
      transformersInfo: { auto_model: "AutoModelForImageTextToText", processor: "AutoProcessor" },
    };
    const [pipelineForm, direct] = snippets("transformers", vision);
    // apply_chat_template only loads parts of type "image" (keys image/url/path/base64).
    expect(direct).toContain('"type": "image",\n                "url": "https://cdn.britannica.com/');
    expect(direct).not.toContain("image_url");
    // The pipeline rewrites OpenAI-style image_url parts itself: that form keeps them.
    expect(pipelineForm).toContain('"type": "image_url"');
    const textChat = snippets("transformers", { ...vision, pipeline_tag: "text-generation" })[1]!;
    expect(textChat).toContain(
      '"content": [\n            {\n                "type": "text",\n                "text": "What is the capital of France?"',
    );
    const tokenizer = snippets("transformers", {
      ...vision,
      pipeline_tag: "text-generation",
      transformersInfo: { auto_model: "AutoModelForCausalLM", processor: "AutoTokenizer" },
    })[1]!;
    expect(tokenizer).toContain('"content": "What is the capital of France?"');
  });

  it("keras-hub: classification heads fall back to num_classes when the preset holds only a backbone", () => {
    for (const task of ["TextClassifier", "ImageClassifier", "ImageSegmenter", "ObjectDetector"]) {
      const [snippet] = snippets("keras-hub", { config: { keras_hub: { tasks: [task] } } });
      expect(snippet, task).toContain(
        `try:\n    # The ${task} head saved with the preset\n    task = keras_hub.models.${task}.from_preset("hf://org/model")\nexcept TypeError:`,
      );
      expect(snippet, task).toContain(`task = keras_hub.models.${task}.from_preset("hf://org/model", num_classes=2)`);
    }
    const [causal] = snippets("keras-hub", { config: { keras_hub: { tasks: ["CausalLM"] } } });
    expect(causal).not.toContain("num_classes");
  });

  it("outetts: each release gets its interface version; only 1.0 uses a built-in voice", () => {
    const version = (id: string) => /InterfaceVersion\.(V\d)/.exec(code("outetts", { id }))?.[1];
    expect(version("OuteAI/OuteTTS-0.1-350M")).toBe("V1");
    expect(version("OuteAI/OuteTTS-0.2-500M")).toBe("V2");
    expect(version("OuteAI/OuteTTS-0.3-1B")).toBe("V2");
    expect(version("OuteAI/Llama-OuteTTS-1.0-1B")).toBe("V3");
    expect(version("OuteAI/OuteTTS-1.0-0.6B")).toBe("V3");
    const legacy = code("outetts", { id: "OuteAI/OuteTTS-0.3-1B" });
    expect(legacy).not.toContain("load_default_speaker");
    expect(legacy).toContain("speaker = None");
    expect(legacy).toContain("max_seq_length=4096");
    expect(legacy).toContain("max_length=4096");
    expect(code("outetts", { id: "OuteAI/OuteTTS-1.0-0.6B" })).toContain(
      'speaker = interface.load_default_speaker("EN-FEMALE-1-NEUTRAL")',
    );
  });

  it("huggingface_hub 1.0: no from_pretrained_keras and no huggingface-cli in any snippet", () => {
    const records: Partial<ModelData>[] = [{}, { pipeline_tag: "text-generation", tags: ["conversational"] }];
    for (const [key, element] of Object.entries(elements)) {
      for (const record of records) {
        const text = element.snippets?.({ id: "org/model", tags: [], inference: "", ...record }).join("\n") ?? "";
        expect(text, key).not.toContain("from_pretrained_keras");
        expect(text, key).not.toContain("huggingface-cli");
      }
    }
    expect(code("tf-keras", {})).toContain('model = tf_keras.models.load_model(snapshot_download("org/model"))');
    expect(code("derm-foundation", {})).toContain(
      'model = tf.saved_model.load(snapshot_download("google/derm-foundation"))',
    );
    expect(snippets("depth-pro", {})[0]).toContain("hf download 'org/model' --local-dir checkpoints");
    expect(snippets("mlx", {})[0]).toContain("hf download 'org/model' --local-dir 'model'");
  });

  it("diffusers: a ControlNet is conditioned on the map it was trained on", () => {
    const base = { cardData: { base_model: "runwayml/stable-diffusion-v1-5" } };
    const canny = code("diffusers", { id: "lllyasviel/sd-controlnet-canny", tags: ["controlnet"], ...base });
    expect(canny).toContain("edges = cv2.Canny(np.array(load_image(");
    expect(canny).toContain("image = pipe(prompt, image=control_image)");
    const depth = code("diffusers", { id: "lllyasviel/sd-controlnet-depth", tags: ["controlnet"], ...base });
    expect(depth).toContain('depth_estimator = pipeline("depth-estimation")');
    const other = code("diffusers", { id: "lllyasviel/sd-controlnet-openpose", tags: ["controlnet"], ...base });
    expect(other).toContain("# Replace this with a conditioning image of the kind this ControlNet was trained on");
    const flux = code("diffusers", {
      id: "InstantX/FLUX.1-dev-Controlnet-Canny",
      tags: ["controlnet"],
      cardData: { base_model: "black-forest-labs/FLUX.1-dev" },
    });
    expect(flux).toContain("controlnet = FluxControlNetModel.from_pretrained(");
    expect(flux).toContain("pipe = FluxControlNetPipeline.from_pretrained(");
    expect(flux).toContain("image = pipe(prompt, control_image=control_image)");
  });

  it("diffusers: textual inversion loads the embedding under a token the prompt uses", () => {
    const plain = code("diffusers", { id: "sd-concepts-library/cat-toy", tags: ["textual_inversion"] });
    expect(plain).toContain('pipe.load_textual_inversion("sd-concepts-library/cat-toy", token="<cat-toy>")');
    expect(plain).toContain('prompt = "a photo of <cat-toy>"');
    const trigger = code("diffusers", {
      tags: ["textual_inversion"],
      cardData: { instance_prompt: "a <my-style> painting" },
    });
    expect(trigger).toContain('token="<my-style>"');
    expect(trigger).toContain('prompt = "a <my-style> painting"');
  });

  it("nemo prints the transcript text, dia keeps speaker tags, pyannote says it is gated, saelens loads this repo", () => {
    expect(code("nemo", { tags: ["automatic-speech-recognition"] })).toContain("print(transcriptions[0].text)");
    expect(code("dia-tts", { widgetData: [{ text: "Hello there." }] })).toContain('text = "[S1] Hello there."');
    expect(code("dia-tts", { widgetData: [{ text: "[S2] Hi. [S1] Hey." }] })).toContain('text = "[S2] Hi. [S1] Hey."');
    for (const tags of [["pyannote-audio-pipeline"], []]) {
      expect(code("pyannote-audio", { tags })).toContain("gated: accept the conditions on the model page");
    }
    const sae = code("saelens", { id: "org/my-saes" });
    expect(sae).toContain('list_repo_files("org/my-saes")');
    expect(sae).toContain('sae = SAE.from_pretrained(release="org/my-saes", sae_id=sae_ids[0], device="cpu")');
    // The counterpart's entry takes no argument, so the type allows none; the call still needs the record.
    expect(() => elements.saelens!.snippets!(undefined as unknown as ModelData)).toThrow(
      "library snippets: saelens needs the model record",
    );
  });
});

/** Fixes found by re-checking every library against its current release (README: library snippet check). */
describe("snippets checked against the libraries' current releases", () => {
  it("reads and writes audio with soundfile where torchaudio 2.9 would need TorchCodec", () => {
    for (const library of ["audioseal", "chat_tts", "stable-audio-tools"]) {
      const text = code(library, {});
      expect(text, library).not.toMatch(/torchaudio\.(load|save)/);
      expect(text, library).toContain("import soundfile as sf");
    }
  });

  it("index-tts: each model generation gets its own class", () => {
    expect(code("index-tts", { id: "IndexTeam/Index-TTS" })).toContain("from indextts.infer import IndexTTS");
    expect(code("index-tts", { id: "IndexTeam/IndexTTS-1.5" })).toContain("from indextts.infer import IndexTTS");
    expect(code("index-tts", { id: "IndexTeam/IndexTTS-2" })).toContain("from indextts.infer_v2 import IndexTTS2");
    const v25 = code("index-tts", { id: "IndexTeam/IndexTTS-2.5" });
    expect(v25).toContain("from indextts.infer_v2_5 import IndexTTS2");
    expect(v25).toContain('lang="EN")');
  });

  it("speechbrain: a streaming model transcribes with a chunk configuration", () => {
    const snippet = code("speechbrain", { config: { speechbrain: { speechbrain_interface: "StreamingASR" } } });
    expect(snippet).toContain("from speechbrain.utils.dynamic_chunk_training import DynChunkTrainConfig");
    expect(snippet).toContain('model.transcribe_file("audio.wav", DynChunkTrainConfig(24, 4))');
  });

  it("htrflow (Python) writes the YAML from_config reads and imports documents with auto_import", () => {
    const [, python] = snippets("htrflow", {});
    expect(python).toContain('Pipeline.from_config("pipeline.yaml")');
    expect(python).toContain('for document in auto_import(["image.jpg"]):');
    expect(python).not.toContain("htrflow.volume");
  });

  it("3dtopia-xl passes the checkpoint paths the shipped config leaves empty", () => {
    expect(code("3dtopia-xl", {})).toContain('"model.vae_checkpoint_path=pretrained/model_vae_fp16.pt"');
  });

  it("cartesia_pytorch runs on CUDA, fairseq names the Python it imports on, swarmformer installs from its repository", () => {
    expect(code("cartesia_pytorch", {})).toContain('ReneLMHeadModel.from_pretrained("org/model").half().cuda()');
    expect(code("fairseq", {})).toContain("Python 3.10 or older");
    expect(code("swarmformer", {})).toContain("# pip install git+https://github.com/takara-ai/SwarmFormer.git");
  });
});
