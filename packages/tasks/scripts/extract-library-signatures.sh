#!/usr/bin/env bash
# Re-extracts every fixture in packages/tasks/test/fixtures/library-signatures/ from the fetch mirrors
# (/work/.mirror/<owner>+<repo>/repo, made by the fetch tool). Run by a developer, not in CI.

cd "$(dirname "$0")/../../.." || exit 1
S=packages/tasks/scripts/extract-library-signatures.py; O=packages/tasks/test/fixtures/library-signatures; M=${MIRRORS:-/work/.mirror}
x() { python3 $S --mirror $M/$1/repo --package $2 --out $O/$3.json "${@:4}" || echo "FAILED $1"; }
x huggingface+huggingface_hub src/huggingface_hub huggingface_hub
x huggingface+diffusers src/diffusers diffusers
x UKPLab+sentence-transformers sentence_transformers sentence_transformers
x huggingface+peft src/peft peft
x huggingface+pytorch-image-models timm timm
x mlfoundations+open_clip src/open_clip open_clip
x abetlen+llama-cpp-python llama_cpp llama_cpp
x ml-explore+mlx-lm mlx_lm mlx_lm
x keras-team+keras-hub keras_hub keras_hub
x xhluca+bm25s bm25s bm25s
x flairNLP+flair flair flair
x urchade+GLiNER gliner gliner
x huggingface+setfit src/setfit setfit
x tomaarsen+SpanMarkerNER span_marker span_marker
x stanfordnlp+stanza stanza stanza
x MinishLab+model2vec model2vec model2vec
x MaartenGr+BERTopic bertopic bertopic
x asteroid-team+asteroid asteroid asteroid
x facebookresearch+audiocraft audiocraft audiocraft --also-modules audiocraft.data.audio
x facebookresearch+audioseal src/audioseal audioseal
x facebookresearch+sam2 sam2 sam2
x Stability-AI+stable-audio-tools stable_audio_tools stable_audio_tools --also-modules stable_audio_tools.inference.generation
x SapienzaNLP+relik relik relik
x nari-labs+dia dia dia
x edwko+OuteTTS outetts outetts
x AI-Riksarkivet+htrflow src/htrflow htrflow --also-modules htrflow.pipeline.pipeline,htrflow.pipeline.steps
x ecmwf+anemoi-inference src/anemoi/inference anemoi.inference --name anemoi.inference --also-modules anemoi.inference.config.run,anemoi.inference.runners.default
x speechbrain+speechbrain speechbrain speechbrain --also-modules speechbrain.inference.ASR,speechbrain.inference.classifiers,speechbrain.inference.vocoders,speechbrain.utils.dynamic_chunk_training
x skops-dev+skops skops skops
x DLR-RM+stable-baselines3 stable_baselines3 stable_baselines3
x 2noise+ChatTTS ChatTTS ChatTTS
x aphp+edsnlp edsnlp edsnlp
x IBM+terratorch terratorch terratorch
x pyannote+pyannote-audio src/pyannote/audio pyannote.audio --name pyannote.audio
x adapter-hub+adapters src/adapters adapters
x state-spaces+mamba mamba_ssm mamba_ssm --also-modules mamba_ssm.models.mixer_seq_simple
x jbloomAus+SAELens sae_lens sae_lens
x riccardomusmeci+mlx-image src/mlxim mlxim
x argmaxinc+DiffusionKit python/src/diffusionkit diffusionkit
x index-tts+index-tts indextts indextts
x PramaLLC+BEN2 src/ben2 ben2
x webis-de+lightning-ir lightning_ir lightning_ir
x pq-yang+MatAnyone matanyone matanyone
x clementchadebec+benchmark_VAE src/pythae pythae
x facebookresearch+fastText python/fasttext_module/fasttext fasttext
x keras-team+keras keras keras
x keras-team+tf-keras tf_keras tf_keras
x Arabic-Clip+Araclip src/araclip araclip
x takara-ai+SwarmFormer swarmformer swarmformer
x allenai+allennlp allennlp allennlp --also-modules allennlp.predictors.predictor
x facebookresearch+fairseq fairseq fairseq
x huggingface+huggingface_sb3 huggingface_sb3 huggingface_sb3
x TensorSpeech+TensorFlowTTS tensorflow_tts tensorflow_tts --also-modules tensorflow_tts.inference
x allenai+allennlp-models allennlp_models allennlp_models
x explosion+spaCy spacy spacy
x apple+ml-depth-pro src/depth_pro depth_pro
x Stable-Baselines-Team+stable-baselines3-contrib sb3_contrib sb3_contrib
x pyannote+pyannote-core src/pyannote/core pyannote.core --name pyannote.core
x NVIDIA+NeMo nemo nemo --also-modules nemo.collections.asr,nemo.collections.asr.models
x cartesia-ai+edge cartesia-pytorch/cartesia_pytorch cartesia_pytorch
x cartesia-ai+edge cartesia-mlx/cartesia_mlx cartesia_mlx
x fluxions-ai+vui src/vui vui --also-modules vui.engine,vui.inference,vui.qwen_codec
x mobilint+mblt-model-zoo mblt_model_zoo mblt_model_zoo --also-modules mblt_model_zoo.vision.wrapper
