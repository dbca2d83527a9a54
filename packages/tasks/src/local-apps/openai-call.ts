/** The call that checks a local OpenAI-compatible server: a chat or completion request with curl. */
import type { ModelData } from "../model-data.js";
import { sh, trusted, type Code } from "../model-libraries-snippets/code.js";
import { CHAT_MAX_TOKENS } from "../model-libraries-snippets/constants.js";
import { isConversational } from "../model-libraries-snippets/model-fields.js";
import { chatMessages } from "../model-libraries-snippets/task-sample.js";
import { shellSingleQuoted } from "../snippets/quote.js";

/** The route and body of a chat (conversational models) or completion call, the body as one shell word. */
export function openAiRequest(model: ModelData, servedModel: string | undefined): { route: string; body: Code } {
  const chat = isConversational(model);
  const request: Record<string, unknown> = {};
  if (servedModel !== undefined) {
    request.model = servedModel;
  }
  if (chat) {
    request.messages = chatMessages(model, "What is the capital of France?");
  } else {
    request.prompt = "Once upon a time,";
  }
  request.max_tokens = CHAT_MAX_TOKENS;
  request.temperature = 0.5;
  // The JSON text is quoted as one shell word; its line breaks stay inside the quotes for readability.
  const body = trusted(shellSingleQuoted(JSON.stringify(request, null, 2), { keepNewlines: true }));
  return { route: chat ? "/v1/chat/completions" : "/v1/completions", body };
}

/** `curl -X POST <url>` with the JSON body. */
export function curlCall(url: string, body: Code): string {
  return sh`
    curl -X POST ${url} \\
      -H "Content-Type: application/json" \\
      --data ${body}`.text;
}

/** A comment line and the call to a server on localhost. */
export function callServer(comment: string, port: number, model: ModelData, servedModel: string | undefined): string {
  const { route, body } = openAiRequest(model, servedModel);
  return `# ${comment}\n${curlCall(`http://localhost:${port}${route}`, body)}`;
}
