/**
 * Public sample files that snippets pass to models, so a copied snippet runs without the reader's own
 * data. All of them are small and served by stable, public URLs.
 */
export const SAMPLE_MEDIA = {
  /** A photo with animals (COCO validation set): classification, detection, segmentation, captioning. */
  image: "http://images.cocodataset.org/val2017/000000039769.jpg",
  /** Parrots, the picture the transformers documentation uses for vision pipelines. */
  imageParrots: "https://huggingface.co/datasets/huggingface/documentation-images/resolve/main/hub/parrots.png",
  /** A scanned invoice, for document question answering. */
  document:
    "https://huggingface.co/spaces/impira/docquery/resolve/2359223c1837a7587402bda0f2643382a6eefeab/invoice.png",
  /** A short English speech recording (FLAC). */
  speech: "https://huggingface.co/datasets/Narsil/asr_dummy/resolve/main/1.flac",
} as const;
