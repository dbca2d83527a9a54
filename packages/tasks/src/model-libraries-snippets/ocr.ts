import type { ModelData } from "../model-data.js";
import { type Code, lines, py, pyName, snippetTexts } from "./code.js";
import { hasTag, modelId, repoName } from "./model-fields.js";

/** The PaddleOCR class of each single-model task, by the tag its repositories carry (paddleocr/_models). */
const PADDLEOCR_MODULES: readonly [tag: string, className: string][] = [
  ["textline_detection", "TextDetection"],
  ["textline_recognition", "TextRecognition"],
  ["seal_text_detection", "SealTextDetection"],
  ["doc_img_unwarping", "TextImageUnwarping"],
  ["doc_img_orientation_classification", "DocImgOrientationClassification"],
  ["textline_orientation_classification", "TextLineOrientationClassification"],
  ["chart_parsing", "ChartParsing"],
  ["formula_recognition", "FormulaRecognition"],
  ["layout_detection", "LayoutDetection"],
  ["table_cells_detection", "TableCellsDetection"],
  ["wired_table_classification", "TableClassification"],
  ["table_structure_recognition", "TableStructureRecognition"],
  ["doc_vlm", "DocVLM"],
];

const PADDLE_INSTALL = py`
  # Install PaddlePaddle first (https://www.paddlepaddle.org.cn/en/install), then: pip install paddleocr`;

/**
 * The model argument of a PaddleOCR class: PaddlePaddle's repositories are named after the PaddleX model, which
 * `model_name` takes; other repositories (fine-tunes) are downloaded and passed as `model_dir`.
 */
function loadModel(model: ModelData, cls: Code): Code {
  const id = modelId(model);
  return id.startsWith("PaddlePaddle/")
    ? py`model = ${cls}(model_name=${repoName(model)})`
    : py`
      # add model_name= the PaddleX model this repository was trained from, when it is not the class's default
      model = ${cls}(model_dir=snapshot_download(${id}))`;
}

/**
 * PaddleOCR 3: single models load with their task's class, PaddleOCR-VL document parsers with `PaddleOCRVL`
 * (pipeline versions "v1" and "v1.5" only).
 */
export const paddleocr = (model: ModelData): string[] => {
  const id = modelId(model);
  const ownRepository = id.startsWith("PaddlePaddle/");
  const download = !ownRepository && py`from huggingface_hub import snapshot_download`;
  if (hasTag(model, "document-parse")) {
    const version = /-1\.5$/.test(id) ? "v1.5" : id === "PaddlePaddle/PaddleOCR-VL" ? "v1" : undefined;
    return snippetTexts(
      lines(
        PADDLE_INSTALL,
        download,
        py`from paddleocr import PaddleOCRVL`,
        py``,
        version !== undefined
          ? py`pipeline = PaddleOCRVL(pipeline_version=${version})`
          : py`pipeline = PaddleOCRVL(vl_rec_model_dir=snapshot_download(${id}))  # this repository as the recognition model`,
        py`
          for page in pipeline.predict("document.png"):
              page.print()
              page.save_to_markdown(save_path="output")`,
      ),
    );
  }
  const className = PADDLEOCR_MODULES.find(([tag]) => hasTag(model, tag))?.[1];
  if (className === undefined) {
    return snippetTexts(py`
      # PaddleOCR loads each model with the class of its task (TextDetection, TextRecognition, LayoutDetection, ...);
      # this repository's tags name none: see https://www.paddleocr.ai/latest/en/version3.x/module_usage/module_overview.html`);
  }
  const cls = pyName(className);
  const input =
    className === "DocVLM"
      ? py`{"image": "document.png", "query": "Parse this image and output its content in Markdown."}`
      : py`"image.png"`;
  return snippetTexts(
    lines(
      PADDLE_INSTALL,
      download,
      py`from paddleocr import ${cls}`,
      py``,
      loadModel(model, cls),
      py`
        for result in model.predict(${input}, batch_size=1):
            result.print()
            result.save_to_json(save_path="output/result.json")`,
    ),
  );
};
