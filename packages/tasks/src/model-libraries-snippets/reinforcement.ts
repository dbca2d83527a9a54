import type { ModelData } from "../model-data.js";
import { cs, lines, py, sh, snippetTexts, trusted, type Code } from "./code.js";
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
const SB3_ALGORITHMS: Readonly<Record<string, { module: string; cls: string }>> = {
  a2c: { module: "stable_baselines3", cls: "A2C" },
  ddpg: { module: "stable_baselines3", cls: "DDPG" },
  dqn: { module: "stable_baselines3", cls: "DQN" },
  ppo: { module: "stable_baselines3", cls: "PPO" },
  sac: { module: "stable_baselines3", cls: "SAC" },
  td3: { module: "stable_baselines3", cls: "TD3" },
  ars: { module: "sb3_contrib", cls: "ARS" },
  qrdqn: { module: "sb3_contrib", cls: "QRDQN" },
  tqc: { module: "sb3_contrib", cls: "TQC" },
  trpo: { module: "sb3_contrib", cls: "TRPO" },
};

/**
 * stable-baselines3: the zipped agent (named after the repository) from the hub, loaded by the algorithm
 * its name starts with; an unrecognised name still gets the download.
 */
export const stableBaselines3 = (model: ModelData): string[] => {
  const name = repoName(model);
  const prefix = name.split("-")[0]!.toLowerCase();
  const algorithm = Object.hasOwn(SB3_ALGORITHMS, prefix) ? SB3_ALGORITHMS[prefix] : undefined;
  const download = py`
    # pip install stable-baselines3 huggingface_sb3
    from huggingface_sb3 import load_from_hub

    checkpoint = load_from_hub(repo_id=${modelId(model)}, filename=${`${name}.zip`})`;
  const load: Code | undefined =
    algorithm &&
    py`

      from ${trusted(algorithm.module)} import ${trusted(algorithm.cls)}

      model = ${trusted(algorithm.cls)}.load(checkpoint)`;
  return snippetTexts(lines(download, load));
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
