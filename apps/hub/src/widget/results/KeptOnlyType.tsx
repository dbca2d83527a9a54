/** The nouns of a media answer: what it is, and what one does with it. */
const MEDIA_WORDS: Readonly<Record<string, { noun: string; verb: string }>> = {
  image: { noun: "image", verb: "show" },
  audio: { noun: "audio", verb: "play" },
  video: { noun: "video", verb: "play" },
};

/**
 * A recorded answer whose media bytes the recording did not keep (only their content type): said in plain words,
 * instead of showing something that is not the answer.
 */
export function KeptOnlyType({ contentType, synthetic }: { contentType: string; synthetic: boolean }) {
  const words = MEDIA_WORDS[contentType.split("/")[0] ?? ""] ?? { noun: "file", verb: "show" };
  const kind = contentType || "no type";
  return (
    <p className="result-empty kept-only">
      {synthetic
        ? `This sample answer names only its kind (${kind}), not a ${words.noun}, so there is nothing to ${words.verb} here.`
        : `The recording of this answer kept only its kind (${kind}), not the ${words.noun} itself, so there is nothing to ${words.verb} here.`}{" "}
      Sent through the real router, this input gets a real answer.
    </p>
  );
}
