import type { TaskDataCustom } from "./types.js";

const data: TaskDataCustom = {
  summary:
    "Image-to-text models read an image and write text about it: a caption describing the scene, or the words printed or written in it.",
  models: [
    { description: "Reads the text of scanned documents (OCR).", id: "allenai/olmOCR-7B-0725" },
    { description: "Writes detailed captions for images.", id: "fancyfeast/llama-joycaption-beta-one-hf-llava" },
  ],
  datasets: [
    { description: "Images and captions collected from Reddit.", id: "red_caps" },
    { description: "Millions of web images with cleaned-up alt-text captions.", id: "datasets/conceptual_captions" },
  ],
  spaces: [
    { description: "Turn an image into an SVG drawing.", id: "multimodalart/OmniSVG-3B" },
    { description: "Convert document images to Markdown.", id: "numind/NuMarkdown-8B-Thinking" },
    { description: "Caption images with JoyCaption.", id: "fancyfeast/joy-caption-beta-one" },
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
