import type { TaskDataCustom } from "./types.js";

const data: TaskDataCustom = {
  summary:
    "Video-to-video models turn one or more videos into a new one: they edit what is in the scene, change the style, add frames or restore and upscale the footage.",
  models: [
    { description: "Edits clothing, characters and scenery in a video from a prompt.", id: "decart-ai/Lucy-Edit-Dev" },
    {
      description: "Edits videos consistently by working on a 3D mesh proxy of the object.",
      id: "LeoLau/Shape-for-Motion",
    },
    {
      description: "Generates videos from input videos and control signals such as depth or edges.",
      id: "nvidia/Cosmos-Transfer2.5-2B",
    },
    { description: "Upscales and restores videos, packaged for ComfyUI.", id: "numz/SeedVR2_comfyUI" },
  ],
  datasets: [
    {
      description: "Annotated videos for training and testing edits of single objects in a video.",
      id: "suimu/VIRESET",
    },
    { description: "A benchmark of long videos for generation and understanding.", id: "zhangsh2001/LongV-EVAL" },
    { description: "Sample outputs of the SeedVR and SeedVR2 restoration models.", id: "Iceclear/SeedVR_VideoDemos" },
  ],
  spaces: [
    { description: "Edit a video with Lucy-Edit-Dev.", id: "decart-ai/lucy-edit-dev" },
    { description: "Upscale and restore a video with SeedVR2-3B.", id: "ByteDance-Seed/SeedVR2-3B" },
  ],
  metrics: [],
  widgetModels: [],
  youtubeId: "",
  demo: {
    inputs: [{ type: "img", filename: "video-to-video-input.gif" }],
    outputs: [{ type: "img", filename: "video-to-video-output.gif" }],
  },
};

export default data;
