import type { TaskDataCustom } from "./types.js";

const data: TaskDataCustom = {
  summary:
    "Image-to-text models read an image and write text about it: a caption describing the scene, or the words printed or written in it.",
  models: [
    {
      description: "Captions images and answers questions about them, with an OPT language model.",
      id: "Salesforce/blip2-opt-2.7b",
    },
    {
      description: "Captions images and links phrases of the caption to regions of the image.",
      id: "microsoft/kosmos-2-patch14-224",
    },
    { description: "Converts pages of scientific papers into markup text.", id: "facebook/nougat-base" },
    { description: "A vision-language assistant that describes and discusses images.", id: "llava-hf/llava-1.5-7b-hf" },
  ],
  datasets: [
    { description: "Images and captions collected from Reddit.", id: "red_caps" },
    { description: "Millions of web images with cleaned-up alt-text captions.", id: "datasets/conceptual_captions" },
  ],
  spaces: [
    {
      description: "Compares the captions several models write for the same image.",
      id: "nielsr/comparing-captioning-models",
    },
    { description: "Writes captions for images.", id: "flax-community/image-captioning" },
    { description: "Reads handwritten text with TrOCR.", id: "nielsr/TrOCR-handwritten" },
    { description: "Caption images and ask questions about them with BLIP.", id: "Salesforce/BLIP" },
    { description: "Caption images and ask questions about them with BLIP-2.", id: "Salesforce/BLIP2" },
    {
      description: "Captions images with CapDec, a captioner trained on text alone.",
      id: "johko/capdec-image-captioning",
    },
  ],
  metrics: [],
  widgetModels: ["Salesforce/blip-image-captioning-large"],
  youtubeId: "",
  demo: {
    inputs: [{ type: "img", filename: "image-to-text-input.jpg" }],
    outputs: [{ type: "text", label: "Caption", content: "Two kayaks pulled up on a pebble beach at sunset." }],
  },
};

export default data;
