import type { ModelData } from "../model-data.js";
import { isPythonIdentifier } from "../snippets/quote.js";
import { py, pyName, snippetTexts, trusted } from "./code.js";
import { cardBaseModel, configString, hasTag, modelId, pipelineTag, repoName } from "./model-fields.js";
import { textInput } from "./prompts.js";

/** Adapters: the adapter's base model (from its config or card), with the adapter loaded and activated. */
export const adapters = (model: ModelData): string[] => {
  const id = modelId(model);
  const base = configString(model, "adapter_transformers", "model_name") ?? cardBaseModel(model);
  if (base === undefined) {
    return snippetTexts(py`# ⚠️ Base model not specified in the adapter config (model_name)`);
  }
  return snippetTexts(py`
    # pip install adapters
    from adapters import AutoAdapterModel

    model = AutoAdapterModel.from_pretrained(${base})
    model.load_adapter(${id}, set_active=True)`);
};

// AllenNLP is archived (last release 2.10.1, 2022): its pinned dependencies install on Python 3.10 at most.
const ALLENNLP_INSTALL = py`# pip install allennlp allennlp-models  (in a Python 3.10 or older environment)`;

/** AllenNLP: a predictor loaded from the hub; question answering gets a passage and a question. */
export const allennlp = (model: ModelData): string[] => {
  const uri = `hf://${modelId(model)}`;
  if (pipelineTag(model) === "question-answering") {
    return snippetTexts(py`
      ${ALLENNLP_INSTALL}
      import allennlp_models
      from allennlp.predictors.predictor import Predictor

      predictor = Predictor.from_path(${uri})
      predictor_input = {
          "passage": "My name is Wolfgang and I live in Berlin",
          "question": "Where do I live?",
      }
      predictions = predictor.predict_json(predictor_input)`);
  }
  return snippetTexts(py`
    ${ALLENNLP_INSTALL}
    import allennlp_models
    from allennlp.predictors.predictor import Predictor

    predictor = Predictor.from_path(${uri})`);
};

/** BERTopic: a fitted topic model from the hub, and its topics. */
export const bertopic = (model: ModelData): string[] =>
  snippetTexts(py`
    # pip install bertopic
    from bertopic import BERTopic

    topic_model = BERTopic.load(${modelId(model)})
    print(topic_model.get_topic_info())`);

/** BM25S: a saved index (with its corpus) from the hub, queried once. */
export const bm25s = (model: ModelData): string[] =>
  snippetTexts(py`
    # pip install bm25s
    import bm25s
    from bm25s.hf import BM25HF

    retriever = BM25HF.load_from_hub(${modelId(model)}, load_corpus=True)

    query_tokens = bm25s.tokenize(${textInput(model, "What is a cat?")})
    results, scores = retriever.retrieve(query_tokens, k=3)
    print(results, scores)`);

/** EDS-NLP: a clinical NLP pipeline from the hub (installing its dependencies), applied to French text. */
export const edsnlp = (model: ModelData): string[] =>
  snippetTexts(py`
    # pip install edsnlp
    import edsnlp

    nlp = edsnlp.load(${modelId(model)}, install_dependencies=True)
    doc = nlp("Le patient est admis le 12 mars pour une pneumopathie.")
    for ent in doc.ents:
        print(ent, ent.label_)`);

/**
 * fairseq: an ensemble, its config and task, from the hub. fairseq (0.12.2 and main) fails to import on
 * Python 3.11 and later (facebookresearch/fairseq#5012, open), so the snippet says which Python it needs.
 */
export const fairseq = (model: ModelData): string[] =>
  snippetTexts(py`
    # pip install fairseq (fairseq imports on Python 3.10 or older only)
    from fairseq.checkpoint_utils import load_model_ensemble_and_task_from_hf_hub

    models, cfg, task = load_model_ensemble_and_task_from_hf_hub(${modelId(model)})`);

/** Flair: a text classifier for text-classification models, a sequence tagger otherwise. */
export const flair = (model: ModelData): string[] => {
  const id = modelId(model);
  const cls = trusted(pipelineTag(model) === "text-classification" ? "TextClassifier" : "SequenceTagger");
  return snippetTexts(py`
    # pip install flair
    from flair.data import Sentence
    from flair.models import ${cls}

    tagger = ${cls}.load(${id})

    sentence = Sentence(${textInput(model, "George Washington went to Washington.")})
    tagger.predict(sentence)
    print(sentence)`);
};

/** fastText: the model file of the repository, and the first words of its vocabulary. */
export const fasttext = (model: ModelData): string[] =>
  snippetTexts(py`
    # pip install fasttext huggingface_hub
    import fasttext
    from huggingface_hub import hf_hub_download

    model = fasttext.load_model(hf_hub_download(${modelId(model)}, "model.bin"))
    print(model.words[:10])`);

/** GLiNER: zero-shot named entities for labels given at run time. */
export const gliner = (model: ModelData): string[] =>
  snippetTexts(py`
    # pip install gliner
    from gliner import GLiNER

    model = GLiNER.from_pretrained(${modelId(model)})

    text = ${textInput(model, "Cristiano Ronaldo dos Santos Aveiro is a Portuguese professional footballer who plays as a forward for Al Nassr and the Portugal national team.")}
    labels = ["person", "organization", "location", "date"]
    entities = model.predict_entities(text, labels, threshold=0.5)
    for entity in entities:
        print(entity["text"], "=>", entity["label"])`);

/** Lightning IR: a cross-encoder or a bi-encoder module, scoring documents for a query. */
export const lightning_ir = (model: ModelData): string[] => {
  const id = modelId(model);
  const cls = trusted(hasTag(model, "cross-encoder") ? "CrossEncoderModule" : "BiEncoderModule");
  return snippetTexts(py`
    # pip install lightning-ir
    from lightning_ir import ${cls}

    model = ${cls}(${id})
    print(model.score("What is the capital of France?", ["Paris is the capital of France.", "Berlin is in Germany."]))`);
};

/** Model2Vec: static embeddings, computed in microseconds. */
export const model2vec = (model: ModelData): string[] =>
  snippetTexts(py`
    # pip install model2vec
    from model2vec import StaticModel

    model = StaticModel.from_pretrained(${modelId(model)})
    embeddings = model.encode(["It's dangerous to go alone!", "It's a secret to everybody."])
    print(embeddings.shape)`);

/** PaddleNLP: the model class named by config.json (when it is an identifier) and its tokenizer. */
export const paddlenlp = (model: ModelData): string[] => {
  const id = modelId(model);
  const architectures: unknown = model.config?.architectures;
  const first = Array.isArray(architectures) ? (architectures[0] as unknown) : undefined;
  const cls = pyName(isPythonIdentifier(first) ? first : "AutoModel");
  return snippetTexts(py`
    # pip install paddlenlp
    from paddlenlp.transformers import AutoTokenizer, ${cls}

    tokenizer = AutoTokenizer.from_pretrained(${id}, from_hf_hub=True)
    model = ${cls}.from_pretrained(${id}, from_hf_hub=True)`);
};

/** ReLiK: entity linking and relation extraction on a sentence. */
export const relik = (model: ModelData): string[] =>
  snippetTexts(py`
    # pip install relik
    from relik import Relik

    relik = Relik.from_pretrained(${modelId(model)})
    relik_out = relik(${textInput(model, "Michael Jordan was one of the best players in the NBA.")})
    print(relik_out)`);

/** SetFit: few-shot text classification. */
export const setfit = (model: ModelData): string[] =>
  snippetTexts(py`
    # pip install setfit
    from setfit import SetFitModel

    model = SetFitModel.from_pretrained(${modelId(model)})
    preds = model([${textInput(model, "i loved the spiderman movie!")}])
    print(preds)`);

/**
 * spaCy: the repository holds the pipeline's unpacked files beside its wheel; current pip refuses that wheel's
 * name (`<name>-any-py3-none-any.whl`: `any` is not a version), so the files are downloaded and loaded as a
 * directory instead.
 */
export const spacy = (model: ModelData): string[] =>
  snippetTexts(py`
    # pip install spacy huggingface_hub
    import spacy
    from huggingface_hub import snapshot_download

    # The pipeline's files, without the wheel (pip 25.3 and later refuse its file name)
    path = snapshot_download(${modelId(model)}, ignore_patterns=["*.whl"])
    nlp = spacy.load(path)
    doc = nlp(${textInput(model, "Apple is looking at buying U.K. startup for $1 billion")})
    print([(ent.text, ent.label_) for ent in doc.ents])`);

/** SpanMarker: named entities predicted over spans. */
export const span_marker = (model: ModelData): string[] =>
  snippetTexts(py`
    # pip install span_marker
    from span_marker import SpanMarkerModel

    model = SpanMarkerModel.from_pretrained(${modelId(model)})
    entities = model.predict(${textInput(model, "Amelia Earhart flew her single engine Lockheed Vega 5B across the Atlantic to Paris.")})
    print(entities)`);

/** Stanza: a full pipeline for the language of the repository (`stanfordnlp/stanza-en` -> `en`). */
export const stanza = (model: ModelData): string[] => {
  const language = repoName(model).replace(/^stanza-/, "");
  return snippetTexts(py`
    # pip install stanza
    import stanza

    nlp = stanza.Pipeline(${language})  # downloads the models for this language
    doc = nlp(${textInput(model, "Barack Obama was born in Hawaii.")})
    print(doc)`);
};

/** SwarmFormer: the classification model (the package installs from its repository, as its README says). */
export const swarmformer = (model: ModelData): string[] =>
  snippetTexts(py`
    # pip install git+https://github.com/takara-ai/SwarmFormer.git
    from swarmformer import SwarmFormerModel

    model = SwarmFormerModel.from_pretrained(${modelId(model)})`);

/**
 * SAELens: the SAEs of this repository. `SAE.from_pretrained` takes a hub repository as the release and the
 * folder of one SAE in it as the SAE id (SAELens uploads one folder per SAE, each with a cfg.json).
 */
export const saelens = (model?: ModelData): string[] => {
  // Optional only in the type: the counterpart's entry takes no argument, so callers typed against it may
  // omit it; without the record there is no repository to read the SAEs from.
  if (model === undefined) {
    throw new TypeError("library snippets: saelens needs the model record (its SAEs are in that repository)");
  }
  const id = modelId(model);
  return snippetTexts(py`
    # pip install sae-lens
    from huggingface_hub import list_repo_files
    from sae_lens import SAE

    # One folder per SAE (cfg.json and weights): list them, then load one
    sae_ids = sorted({path.rsplit("/", 1)[0] for path in list_repo_files(${id}) if path.endswith("/cfg.json")})
    print(sae_ids)
    sae = SAE.from_pretrained(release=${id}, sae_id=sae_ids[0], device="cpu")`);
};

/** Mamba: a language model with the GPT-NeoX tokenizer it was trained with, generating on the GPU. */
export const mamba_ssm = (model: ModelData): string[] =>
  snippetTexts(py`
    # pip install mamba-ssm causal-conv1d transformers
    import torch
    from mamba_ssm.models.mixer_seq_simple import MambaLMHeadModel
    from transformers import AutoTokenizer

    tokenizer = AutoTokenizer.from_pretrained("EleutherAI/gpt-neox-20b")
    model = MambaLMHeadModel.from_pretrained(${modelId(model)}, device="cuda", dtype=torch.float16)

    input_ids = tokenizer("Mamba is a", return_tensors="pt").input_ids.to("cuda")
    output = model.generate(input_ids, max_length=64)
    print(tokenizer.batch_decode(output)[0])`);

/** Cartesia (PyTorch): Rene, with the OLMo tokenizer it uses, on a CUDA GPU (its Mamba-2 kernels need one). */
export const cartesia_pytorch = (model: ModelData): string[] =>
  snippetTexts(py`
    # pip install --no-binary :all: cartesia-pytorch
    from cartesia_pytorch import ReneLMHeadModel
    from transformers import AutoTokenizer

    model = ReneLMHeadModel.from_pretrained(${modelId(model)}).half().cuda()
    tokenizer = AutoTokenizer.from_pretrained("allenai/OLMo-1B-hf")

    inputs = tokenizer(["Rene Descartes was"], return_tensors="pt")
    outputs = model.generate(inputs.input_ids.cuda(), max_length=50, top_k=100, top_p=0.99)
    print(tokenizer.batch_decode(outputs, skip_special_tokens=True)[0])`);

/** Cartesia (MLX): streaming generation on Apple silicon. */
export const cartesia_mlx = (model: ModelData): string[] =>
  snippetTexts(py`
    # pip install cartesia-mlx
    import mlx.core as mx
    import cartesia_mlx as cmx

    model = cmx.from_pretrained(${modelId(model)})
    model.set_dtype(mx.float32)

    for text in model.generate("Rene Descartes was", max_tokens=500, eval_every_n=5, verbose=True, top_p=0.99, temperature=0.85):
        print(text, end="", flush=True)`);
