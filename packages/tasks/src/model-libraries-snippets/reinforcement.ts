import type { ModelData } from "../model-data.js";
import { ownEntry } from "../own-entry.js";
import { cs, py, sh, snippetTexts, trusted } from "./code.js";
import { modelId, repoName } from "./model-fields.js";

/** ML-Agents: the trained agent downloaded into a local folder, for the Unity environment it plays. */
export const mlAgents = (model: ModelData): string[] =>
  snippetTexts(sh`
    # pip install mlagents
    mlagents-load-from-hf --repo-id=${modelId(model)} --local-dir=./downloads`);

/** Sample Factory: the experiment folder downloaded into ./train_dir, ready for its enjoy script. */
export const sampleFactory = (model: ModelData): string[] =>
  snippetTexts(sh`
    # pip install sample-factory
    python -m sample_factory.huggingface.load_from_hub -r ${modelId(model)} -d ./train_dir`);

// The stable-baselines3 algorithms, keyed by the prefix the hub's convention gives repository names
// (`ppo-CartPole-v1`); the sb3-contrib ones come from their own package.
const SB3: { module: string; install: string } = {
  module: "stable_baselines3",
  install: "stable-baselines3 huggingface_sb3",
};
const SB3_CONTRIB: { module: string; install: string } = {
  module: "sb3_contrib",
  install: "stable-baselines3 sb3-contrib huggingface_sb3",
};
const SB3_ALGORITHMS: Readonly<Record<string, { cls: string; from: typeof SB3 }>> = {
  a2c: { cls: "A2C", from: SB3 },
  ddpg: { cls: "DDPG", from: SB3 },
  dqn: { cls: "DQN", from: SB3 },
  ppo: { cls: "PPO", from: SB3 },
  sac: { cls: "SAC", from: SB3 },
  td3: { cls: "TD3", from: SB3 },
  ars: { cls: "ARS", from: SB3_CONTRIB },
  qrdqn: { cls: "QRDQN", from: SB3_CONTRIB },
  tqc: { cls: "TQC", from: SB3_CONTRIB },
  trpo: { cls: "TRPO", from: SB3_CONTRIB },
};

// huggingface_sb3 3.1 refuses to download an agent (a pickle) unless this variable says the source is trusted;
// 3.0 ignores it.
const TRUST_PICKLE = py`
  # The agent is unpickled, which can run code: only for a repository you trust (huggingface_sb3 3.1 asks for this)
  os.environ["TRUST_REMOTE_CODE"] = "True"`;

/**
 * stable-baselines3: the zipped agent (named after the repository) from the hub, loaded by the algorithm
 * its name starts with; an unrecognised name still gets the download.
 */
export const stableBaselines3 = (model: ModelData): string[] => {
  const name = repoName(model);
  const prefix = name.split("-")[0]!.toLowerCase();
  const algorithm = ownEntry(SB3_ALGORITHMS, prefix);
  const id = modelId(model);
  const filename = `${name}.zip`;
  if (algorithm === undefined) {
    return snippetTexts(py`
      # pip install stable-baselines3 huggingface_sb3
      import os

      from huggingface_sb3 import load_from_hub

      ${TRUST_PICKLE}
      checkpoint = load_from_hub(repo_id=${id}, filename=${filename})`);
  }
  const cls = trusted(algorithm.cls);
  return snippetTexts(py`
    # pip install ${trusted(algorithm.from.install)}
    import os

    from huggingface_sb3 import load_from_hub
    from ${trusted(algorithm.from.module)} import ${cls}

    ${TRUST_PICKLE}
    checkpoint = load_from_hub(repo_id=${id}, filename=${filename})
    model = ${cls}.load(checkpoint)`);
};

/** Unity Sentis: a `.sentis` model from StreamingAssets, run by a GPU worker (C#, Sentis 2). */
export const sentis = (): string[] =>
  snippetTexts(cs`
    using Unity.Sentis;
    using UnityEngine;

    public class RunModel : MonoBehaviour
    {
        // Download the .sentis file of the repository into Assets/StreamingAssets
        const string modelName = "model.sentis";
        Worker worker;

        void Start()
        {
            Model model = ModelLoader.Load(Application.streamingAssetsPath + "/" + modelName);
            worker = new Worker(model, BackendType.GPUCompute);
            // worker.Schedule(inputTensor); then read the output with worker.PeekOutput()
        }

        void OnDestroy()
        {
            worker?.Dispose();
        }
    }`);
