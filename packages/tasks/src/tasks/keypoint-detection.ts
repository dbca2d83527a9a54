import type { TaskDataCustom } from "./types.js";

const data: TaskDataCustom = {
  summary:
    "Keypoint detection finds specific points of interest in an image, such as body joints for pose estimation or distinctive corners used to match two views of a scene.",
  models: [
    {
      description: "Detects interest points in an image and describes each of them.",
      id: "magic-leap-community/superpoint",
    },
    {
      description: "Matches keypoints between two photos of an outdoor scene.",
      id: "magic-leap-community/superglue_outdoor",
    },
    { description: "Estimates the pose of people as body keypoints.", id: "facebook/sapiens-pose-1b" },
    { description: "A Vision Transformer for human pose estimation.", id: "usyd-community/vitpose-plus-base" },
  ],
  datasets: [
    { description: "Hand gesture images annotated with hand landmarks.", id: "Vincent-luo/hagrid-mediapipe-hands" },
  ],
  spaces: [
    {
      description: "Detects hand keypoints live from a camera.",
      id: "datasciencedojo/Hand-Keypoint-Detection-Realtime",
    },
    { description: "Shows the interest points SuperPoint finds in an image.", id: "merve/SuperPoint" },
  ],
  metrics: [],
  widgetModels: [],
  youtubeId: "",
  demo: {
    inputs: [{ type: "img", filename: "keypoint-detection-input.jpg" }],
    outputs: [{ type: "img", filename: "keypoint-detection-output.png" }],
  },
};

export default data;
