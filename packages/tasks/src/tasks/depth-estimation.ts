import type { TaskDataCustom } from "./types.js";

const data: TaskDataCustom = {
  summary:
    "Depth estimation predicts how far each pixel of an image is from the camera. The resulting depth map serves 3D effects, robotics and scene understanding.",
  models: [
    {
      description: "Predicts relative depth from one image and holds up across very different scenes.",
      id: "depth-anything/Depth-Anything-V2-Large",
    },
    { description: "Predicts depth from one image with a diffusion model.", id: "jingheya/lotus-depth-g-v1-0" },
    { description: "Estimates depth that stays consistent across the frames of a video.", id: "tencent/DepthCrafter" },
    { description: "Predicts sharp depth in meters from a single image.", id: "apple/DepthPro-hf" },
  ],
  datasets: [
    { description: "Indoor scenes recorded with a color camera and a depth sensor.", id: "sayakpaul/nyu_depth_v2" },
    {
      description: "Images with pairs of points annotated with which one is closer, to evaluate relative depth.",
      id: "depth-anything/DA-2K",
    },
  ],
  spaces: [
    {
      description: "Turns the predicted depth of an image into a 3D voxel view.",
      id: "radames/dpt-depth-estimation-3d-voxels",
    },
    { description: "Estimate metric depth with Depth Pro.", id: "akhaliq/depth-pro" },
    { description: "Estimate the depth of every frame of a video with DepthCrafter.", id: "tencent/DepthCrafter" },
    { description: "Estimate depth in pictures of people with the Sapiens models.", id: "facebook/sapiens-depth" },
  ],
  metrics: [],
  widgetModels: [""],
  youtubeId: "",
  demo: {
    inputs: [{ type: "img", filename: "depth-estimation-input.jpg" }],
    outputs: [{ type: "img", filename: "depth-estimation-output.png" }],
  },
};

export default data;
