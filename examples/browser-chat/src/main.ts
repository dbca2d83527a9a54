// Streams a chat reply into the page. The token is typed in by the person using the page and kept only in memory:
// never build a token into a bundle, everyone who loads the page could read it.
//
// `@hubkit/inference/core` with the providers you offer keeps the bundle small (a few KB gzipped): only the
// registered providers are bundled. `import { InferenceClient } from "@hubkit/inference"` works too, with all of them.
import { InferenceClient } from "@hubkit/inference/core";
import { cerebras } from "@hubkit/inference/providers/cerebras";
import { groq } from "@hubkit/inference/providers/groq";
import { together } from "@hubkit/inference/providers/together";

const PROVIDERS = [cerebras, groq, together];

function element<T extends HTMLElement>(id: string, type: new () => T): T {
  const found = document.getElementById(id);
  if (!(found instanceof type)) throw new Error(`#${id} is missing from the page`);
  return found;
}

const form = element("chat", HTMLFormElement);
const token = element("token", HTMLInputElement);
const provider = element("provider", HTMLSelectElement);
const model = element("model", HTMLInputElement);
const prompt = element("prompt", HTMLTextAreaElement);
const send = form.querySelector("button") ?? element("send", HTMLButtonElement);
const reply = element("reply", HTMLOutputElement);
const error = element("error", HTMLParagraphElement);

for (const module of PROVIDERS) provider.add(new Option(module.provider, module.provider));

form.addEventListener("submit", async (event) => {
  event.preventDefault();
  send.disabled = true;
  reply.textContent = "";
  error.hidden = true;
  try {
    // The select's value is a string; the call takes a provider's name, so look the module up by it.
    const chosen = PROVIDERS.find((module) => module.provider === provider.value);
    if (chosen === undefined) throw new Error(`Choose one of ${PROVIDERS.map((m) => m.provider).join(", ")}`);
    const client = new InferenceClient(token.value.trim(), { providers: PROVIDERS });
    const stream = client.chatCompletionStream({
      provider: chosen.provider,
      model: model.value.trim(),
      messages: [{ role: "user", content: prompt.value }],
    });
    for await (const chunk of stream) {
      // textContent, never innerHTML: the reply is text from a remote model, not markup for this page.
      reply.textContent += chunk.choices[0]?.delta.content ?? "";
    }
  } catch (failure) {
    error.textContent = failure instanceof Error ? failure.message : String(failure);
    error.hidden = false;
  } finally {
    send.disabled = false;
  }
});
