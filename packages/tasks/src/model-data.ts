import type { PipelineType } from "./pipelines.js";
import type { TokenizerConfig } from "./tokenizer-data.js";
import type { WidgetExample } from "./widget-example.js";

/** How transformers loads a model: the auto class, and the processor that prepares inputs. */
export interface TransformersInfo {
  /** e.g. `AutoModelForCausalLM`. */
  auto_model: string;
  /** A class from the model repo itself (needs `trust_remote_code`). */
  custom_class?: string;
  pipeline_tag?: PipelineType;
  /** e.g. `AutoTokenizer`, `AutoProcessor`. */
  processor?: string;
}

/**
 * A model record as the hub API returns it: the one shape that snippet generators, the inference
 * client and the front end share.
 */
export interface ModelData {
  /** `org/name`. */
  id: string;
  /** Inference status reported by the hub (e.g. `warm`); empty when unknown. */
  inference: string;
  private?: boolean;
  /** Parts of config.json and of library-specific config files that snippets read. */
  config?: {
    architectures?: string[];
    /** Custom classes shipped in the repo, keyed by auto class. */
    auto_map?: { [x: string]: string };
    model_type?: string;
    quantization_config?: {
      bits?: number;
      load_in_4bit?: boolean;
      load_in_8bit?: boolean;
      quant_method?: string;
    };
    tokenizer_config?: TokenizerConfig;
    /** The chat template of a repository that ships it as `chat_template.jinja`. */
    chat_template_jinja?: string;
    adapter_transformers?: { model_name?: string; model_class?: string };
    diffusers?: { _class_name?: string };
    sklearn?: { model?: { file?: string }; model_format?: string };
    speechbrain?: { speechbrain_interface?: string; vocoder_interface?: string; vocoder_model_id?: string };
    peft?: { base_model_name_or_path?: string; task_type?: string };
    keras_hub?: { tasks?: string[] };
  };
  tags: string[];
  transformersInfo?: TransformersInfo;
  pipeline_tag?: PipelineType | undefined;
  /** The tokenizer's mask token, for fill-mask models. */
  mask_token?: string | undefined;
  widgetData?: WidgetExample[] | undefined;
  /** The model card's YAML metadata. */
  cardData?: {
    inference?: boolean | { parameters?: Record<string, unknown> };
    base_model?: string | string[];
    instance_prompt?: string | null;
  };
  library_name?: string;
  safetensors?: { parameters: Record<string, number>; total: number; sharded: boolean };
  gguf?: { total: number; architecture?: string; context_length?: number; chat_template?: string };
}
