/** One evaluation framework a benchmark dataset's `eval.yaml` can name. */
export interface EvaluationFramework {
  /** Its id, as written in `eval.yaml` (the key of its entry). */
  readonly name: string;
  /** What it evaluates, in a sentence (ours, summarised from the project's own description). */
  readonly description: string;
  /** Its repository or home page. */
  readonly url: string;
}

/**
 * The evaluation frameworks the hub accepts in a benchmark dataset's `eval.yaml`, keyed by id, in the order of
 * @huggingface/tasks 0.21.54 (ids and addresses as it lists them, fixtures/hub-registries.json).
 */
export const EVALUATION_FRAMEWORKS = {
  exgentic: {
    name: "exgentic",
    description: "Open framework that evaluates general-purpose AI agents on benchmarks from many domains.",
    url: "https://github.com/Exgentic/exgentic",
  },
  "inspect-ai": {
    name: "inspect-ai",
    description: "Open-source framework for evaluating large language models.",
    url: "https://inspect.aisi.org.uk/",
  },
  "math-arena": {
    name: "math-arena",
    description: "Evaluates language models on problems from recent mathematics competitions and olympiads.",
    url: "https://github.com/eth-sri/matharena",
  },
  mteb: {
    name: "mteb",
    description: "Benchmark toolkit for embedding and retrieval models, across modalities.",
    url: "https://github.com/embeddings-benchmark/mteb",
  },
  "olmocr-bench": {
    name: "olmocr-bench",
    description: "Measures how well OCR tools read whole documents.",
    url: "https://github.com/allenai/olmocr/tree/main/olmocr/bench",
  },
  harbor: {
    name: "harbor",
    description: "Framework for evaluating and improving agents and language models.",
    url: "https://github.com/laude-institute/harbor",
  },
  ifstruct: {
    name: "ifstruct",
    description:
      "Checks whether a model writes valid JSON or YAML that follows a requested schema, without constrained decoding.",
    url: "https://github.com/Liquid4All/ifstruct",
  },
  pier: {
    name: "pier",
    description: "Fork of Harbor made for DeepSWE, aimed at command-line agents working on offline tasks.",
    url: "https://github.com/datacurve-ai/pier",
  },
  "redline-bench": {
    name: "redline-bench",
    description:
      "Multi-turn contract redlining: agents make tracked changes in .docx files, graded by a panel of model judges against lawyers' rubrics.",
    url: "https://github.com/crosbylegal/redline-bench",
  },
  archipelago: {
    name: "archipelago",
    description: "Runs AI agents against MCP applications and evaluates them.",
    url: "https://github.com/Mercor-Intelligence/archipelago",
  },
  benchflow: {
    name: "benchflow",
    description:
      "Evaluates AI agents on professional workflows, running containerised trials with and without skills (behind SkillsBench).",
    url: "https://github.com/benchflow-ai/benchflow",
  },
  "apex-evals": {
    name: "apex-evals",
    description: "Benchmark suite and harness for evaluating large language models.",
    url: "https://github.com/Mercor-Intelligence/apex-evals",
  },
  "screenspot-pro": {
    name: "screenspot-pro",
    description:
      "GUI grounding benchmark: can an agent find interface elements in high-resolution screenshots of professional software.",
    url: "https://github.com/likaixin2000/ScreenSpot-Pro-GUI-Grounding",
  },
  "swe-bench": {
    name: "swe-bench",
    description: "Evaluates language models on real software engineering tasks.",
    url: "https://github.com/swe-bench/swe-bench",
  },
  "swe-bench-pro": {
    name: "swe-bench-pro",
    description: "Harder, long-horizon software engineering tasks for models and agents.",
    url: "https://github.com/scaleapi/SWE-bench_Pro-os",
  },
  "nemo-evaluator": {
    name: "nemo-evaluator",
    description: "NVIDIA's open-source platform for reproducible evaluation of language models on many benchmarks.",
    url: "https://github.com/NVIDIA-NeMo/Evaluator",
  },
  "yc-bench": {
    name: "yc-bench",
    description: "Long-horizon, deterministic agent benchmark in which the agent runs a simulated AI start-up.",
    url: "https://github.com/collinear-ai/yc-bench",
  },
  "open-asr-leaderboard": {
    name: "open-asr-leaderboard",
    description: "Evaluates and ranks speech recognition models.",
    url: "https://github.com/huggingface/open_asr_leaderboard",
  },
  mdpbench: {
    name: "mdpbench",
    description: "Multilingual document parsing, on digital and photographed documents in Latin and other scripts.",
    url: "https://github.com/Yuliang-Liu/MultimodalOCR",
  },
  "real5-omnidocbench": {
    name: "real5-omnidocbench",
    description:
      "Document parsing under five real capture conditions: scans, warping, screen photos, lighting and skew.",
    url: "https://huggingface.co/datasets/PaddlePaddle/Real5-OmniDocBench",
  },
  parsebench: {
    name: "parsebench",
    description: "Document parsing on real enterprise documents: tables, charts, content, formatting and grounding.",
    url: "https://github.com/run-llama/ParseBench",
  },
  "video-mme-v2": {
    name: "video-mme-v2",
    description: "Video understanding benchmark for multimodal language models.",
    url: "https://github.com/MME-Benchmarks/Video-MME-v2",
  },
  "claw-eval": {
    name: "claw-eval",
    description: "Evaluates language models as autonomous agents on human-checked tasks in everyday work domains.",
    url: "https://github.com/claw-eval/claw-eval",
  },
  researchclawbench: {
    name: "researchclawbench",
    description: "AI agents on end-to-end research tasks, from reading data and papers to code, figures and reports.",
    url: "https://github.com/InternScience/ResearchClawBench",
  },
  pbench: {
    name: "pbench",
    description: "Referring-expression segmentation at several levels, for vision-language perception.",
    url: "https://github.com/tiiuae/Falcon-Perception",
  },
  wildclawbench: {
    name: "wildclawbench",
    description: "Hand-built end-to-end tasks for AI agents in the OpenClaw environment.",
    url: "https://github.com/InternLM/WildClawBench",
  },
  wbench: {
    name: "wbench",
    description: "Multi-turn benchmark for interactive video world models.",
    url: "https://github.com/meituan-longcat/WBench",
  },
  nanofold: {
    name: "nanofold",
    description: "Protein structure prediction with little training data.",
    url: "https://github.com/ChrisHayduk/nanoFold-Competition",
  },
  mmmu: {
    name: "mmmu",
    description: "Multimodal questions from many disciplines at university level.",
    url: "https://mmmu-benchmark.github.io/",
  },
  extractbench: {
    name: "extractbench",
    description: "Schema-guided data extraction from enterprise documents, scored without a model judge.",
    url: "https://github.com/run-llama/ExtractBench",
  },
} as const satisfies Record<string, EvaluationFramework>;
