import type { ModelData } from "../model-data.js";
import { py, pyBlock, snippetTexts, trusted } from "./code.js";
import { hasTag, modelId, needsRemoteCode, pipelineTag, widgetSentencePair, widgetText } from "./model-fields.js";

const DEFAULT_SENTENCES = ["The weather is lovely today.", "It's so sunny outside!", "He drove to the stadium."];
const DEFAULT_QUERY = "Which planet is known as the Red Planet?";
const DEFAULT_PASSAGES = [
  "Venus is often called Earth's twin because of its similar size and proximity.",
  "Mars, known for its reddish appearance, is often referred to as the Red Planet.",
  "Jupiter, the largest planet in our solar system, has a prominent red spot.",
];

function isCrossEncoder(model: ModelData): boolean {
  return hasTag(model, "cross-encoder") || pipelineTag(model) === "text-ranking";
}

/**
 * sentence-transformers: embeddings and their similarity matrix with `SentenceTransformer`, or, for
 * cross-encoders (tag `cross-encoder`, task text-ranking), query/passage scores and a ranking with
 * `CrossEncoder`. The model's own widget sentences are used when it has some.
 */
export const sentenceTransformers = (model: ModelData): string[] => {
  const id = modelId(model);
  const remote = trusted(needsRemoteCode(model) ? ", trust_remote_code=True" : "");
  const pair = widgetSentencePair(model);
  if (isCrossEncoder(model)) {
    return snippetTexts(py`
      from sentence_transformers import CrossEncoder

      model = CrossEncoder(${id}${remote})

      query = ${pair?.source ?? widgetText(model) ?? DEFAULT_QUERY}
      passages = ${pyBlock(pair?.sentences ?? DEFAULT_PASSAGES)}
      scores = model.predict([(query, passage) for passage in passages])
      print(scores)

      ranks = model.rank(query, passages, return_documents=True)
      for rank in ranks:
          print(f"{rank['score']:.2f}\\t{rank['text']}")`);
  }
  const sentences = pair ? [pair.source, ...pair.sentences] : DEFAULT_SENTENCES;
  return snippetTexts(py`
    from sentence_transformers import SentenceTransformer

    model = SentenceTransformer(${id}${remote})

    sentences = ${pyBlock(sentences)}
    embeddings = model.encode(sentences)

    similarities = model.similarity(embeddings, embeddings)
    print(similarities.shape)
    # [${sentences.length}, ${sentences.length}]`);
};
