import type { ModelData } from "../model-data.js";
import { sh, snippetTexts, trusted } from "./code.js";
import { hasTag, modelId } from "./model-fields.js";

/** The pip extra that each policy family needs (lerobot's pyproject), by the tag its repositories carry. */
const LEROBOT_EXTRAS: readonly [tag: string, extra: string][] = [
  ["smolvla", "smolvla"],
  ["pi0", "pi"],
  ["pi05", "pi"],
  ["pi0fast", "pi"],
  ["groot", "groot"],
  ["xvla", "xvla"],
];

/**
 * LeRobot: policies are trained and run with the package's commands (`lerobot-train`, and `lerobot-rollout`
 * on a robot; the `lerobot/scripts/train.py` and `python -m lerobot.record` forms are gone). A `_base`
 * checkpoint is a starting point for fine-tuning, so it gets no rollout.
 */
export const lerobot = (model: ModelData): string[] => {
  const id = modelId(model);
  const extra = LEROBOT_EXTRAS.find(([tag]) => hasTag(model, tag))?.[1];
  const install = extra === undefined ? sh`pip install lerobot` : sh`pip install 'lerobot[${trusted(extra)}]'`;
  const train = sh`
    ${install}

    # Fine-tune on a dataset of your robot (a LeRobotDataset on the hub)
    lerobot-train \\
      --policy.path=${id} \\
      --dataset.repo_id=$HF_USER/my_dataset \\
      --batch_size=64 \\
      --steps=20000 \\
      --output_dir=outputs/train/my_policy \\
      --policy.device=cuda`;
  if (/_base$/i.test(id)) {
    return snippetTexts(train);
  }
  return snippetTexts(
    train,
    sh`
      # Run the policy on a robot (use your robot's type, port, id and cameras, and the task it was trained on)
      lerobot-rollout \\
        --strategy.type=base \\
        --policy.path=${id} \\
        --robot.type=so101_follower \\
        --robot.port=/dev/ttyACM0 \\
        --robot.id=my_follower_arm \\
        --robot.cameras="{ front: {type: opencv, index_or_path: 0, width: 640, height: 480, fps: 30}}" \\
        --task="Grasp a lego block and put it in the bin." \\
        --duration=60`,
  );
};
