import type { TaskDataCustom } from "./types.js";

const data: TaskDataCustom = {
  summary: "Text-to-3D models generate a 3D object, such as a mesh or a set of Gaussians, from a written description.",
  models: [
    { description: "Generates 3D objects from text or images.", id: "openai/shap-e" },
    {
      description: "Quickly builds 3D Gaussian models from multi-view images generated from text or a picture.",
      id: "ashawkey/LGM",
    },
  ],
  datasets: [
    { description: "Millions of 3D objects collected from the web.", id: "allenai/objaverse-xl" },
    { description: "Text descriptions of 3D objects.", id: "tiange/Cap3D" },
  ],
  spaces: [
    { description: "Generate 3D objects with Shap-E.", id: "hysts/Shap-E" },
    { description: "Generate 3D Gaussians from text or an image with LGM.", id: "ashawkey/LGM" },
  ],
  metrics: [],
  widgetModels: [],
  youtubeId: "",
  demo: {
    inputs: [{ type: "text", label: "Prompt", content: "A wooden chair with a woven seat" }],
    outputs: [{ type: "text", label: "Output", content: "text-to-3d-output.glb" }],
  },
};

export default data;
