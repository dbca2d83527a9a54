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
    { description: "Finds the joints of human bodies (pose estimation).", id: "qualcomm/RTMPose-Body2d" },
    { description: "Matches keypoints between two images.", id: "ETH-CVG/lightglue_disk" },
  ],
  datasets: [
    { description: "Hand gesture images annotated with hand landmarks.", id: "Vincent-luo/hagrid-mediapipe-hands" },
  ],
  spaces: [
    {
      description: "Detects hand keypoints live from a camera.",
      id: "datasciencedojo/Hand-Keypoint-Detection-Realtime",
    },
    { description: "Detect keypoints and match them across two images.", id: "ETH-CVG/LightGlue" },
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
