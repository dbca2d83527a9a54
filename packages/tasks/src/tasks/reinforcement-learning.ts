import type { TaskDataCustom } from "./types.js";

const data: TaskDataCustom = {
  summary:
    "Reinforcement learning trains an agent to act in an environment by rewarding good outcomes, so that it learns a strategy through trial and error.",
  models: [
    {
      description: "A Decision Transformer trained on expert runs of the Hopper environment.",
      id: "edbeeching/decision-transformer-gym-hopper-expert",
    },
    { description: "A PPO agent that balances a pole on a cart.", id: "HumanCompatibleAI/ppo-seals-CartPole-v0" },
  ],
  datasets: [
    {
      description: "Recorded trajectories of Gym locomotion tasks, for offline reinforcement learning.",
      id: "edbeeching/decision_transformer_gym_replay",
    },
  ],
  spaces: [
    { description: "Play fetch with Huggy, a dog trained with reinforcement learning.", id: "ThomasSimonini/Huggy" },
    {
      description: "A snowball fight game against agents trained with reinforcement learning.",
      id: "ThomasSimonini/SnowballFight",
    },
  ],
  metrics: [
    { description: "The sum of rewards collected, with later rewards counting less.", id: "Discounted Total Reward" },
    { description: "The average reward an agent collects per episode.", id: "Mean Reward" },
    {
      description: "How well an agent performs after a fixed amount of training.",
      id: "Level of Performance After Some Time",
    },
  ],
  widgetModels: [],
  youtubeId: "q0BiUn5LiBc",
  demo: {
    inputs: [
      {
        type: "text",
        label: "State",
        content: "Cart at position 0.02, moving right; pole leaning 3 degrees to the left.",
      },
    ],
    outputs: [
      { type: "text", label: "Action", content: "Push the cart to the left." },
      { type: "text", label: "Next state", content: "Cart at position 0.01; pole leaning 1 degree to the left." },
    ],
  },
};

export default data;
