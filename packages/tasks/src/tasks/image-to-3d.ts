import type { TaskDataCustom } from "./types.js";

const data: TaskDataCustom = {
  summary: "Image-to-3D models reconstruct a 3D object from one or more pictures of it.",
  models: [
    { description: "Builds a 3D mesh from a single image in seconds.", id: "TencentARC/InstantMesh" },
    { description: "Generates 3D worlds from a text or an image.", id: "tencent/HunyuanWorld-1" },
    { description: "Image-to-3D reconstruction trained with real-world images.", id: "hwjiang/Real3D" },
    {
      description: "Reconstructs a 3D object from one image, going through an editable point cloud.",
      id: "stabilityai/stable-point-aware-3d",
    },
  ],
  datasets: [
    { description: "Millions of 3D objects collected from the web.", id: "allenai/objaverse-xl" },
    { description: "", id: "dylanebert/iso3d" },
  ],
  spaces: [
    { description: "Compare image-to-3D models and vote for the better result.", id: "dylanebert/3d-arena" },
    { description: "Build a 3D mesh from one image with InstantMesh.", id: "TencentARC/InstantMesh" },
    { description: "Reconstruct a 3D object from one image with SPAR3D.", id: "stabilityai/stable-point-aware-3d" },
    { description: "Reconstruct a 3D object from one image with Real3D.", id: "hwjiang/Real3D" },
    { description: "A small demo of LGM.", id: "dylanebert/LGM-mini" },
  ],
  metrics: [],
  widgetModels: [],
  youtubeId: "",
  demo: {
    inputs: [{ type: "img", filename: "image-to-3d-input.png" }],
    outputs: [{ type: "text", label: "Output", content: "image-to-3d-output.glb" }],
  },
};

export default data;
