import type { TaskDataCustom } from "./types.js";

const data: TaskDataCustom = {
  summary:
    "Image-text-to-image models make a new image from a reference image and a written instruction: an edit, a change of style, a variation or a new scene that keeps the reference's subject.",
  models: [
    {
      description: "A large model that generates and edits images from text and references.",
      id: "black-forest-labs/FLUX.2-dev",
    },
  ],
  datasets: [],
  spaces: [
    {
      description: "Edit or generate an image with FLUX.2 from a prompt and a reference.",
      id: "black-forest-labs/FLUX.2-dev",
    },
  ],
  metrics: [
    {
      description:
        "Fréchet Inception Distance: how close generated images are to real ones in feature statistics; lower is better.",
      id: "FID",
    },
    {
      description:
        "How closely the generated image matches the prompt, measured with CLIP embeddings; higher is better.",
      id: "CLIP",
    },
  ],
  widgetModels: ["black-forest-labs/FLUX.2-dev"],
  demo: {
    inputs: [
      { type: "img", filename: "image-text-to-image-input.jpeg" },
      { type: "text", label: "Instruction", content: "Turn the photo into a watercolour painting at dusk" },
    ],
    outputs: [{ type: "img", filename: "image-text-to-image-output.png" }],
  },
};

export default data;
