// Render a model's chat template into the prompt the model sees, as transformers' apply_chat_template does.
//
//   node render-chat-template.mjs [tokenizer_config.json | chat_template.jinja] [conversation.json]
//
// Without arguments it renders the sample tokenizer_config.json next to this file. A model's own file:
//   curl -LO https://huggingface.co/Qwen/Qwen2.5-7B-Instruct/resolve/main/tokenizer_config.json
// (newer repositories keep the template in chat_template.jinja instead: pass that file).
import { readFile } from "node:fs/promises";
import { Template } from "@hubkit/jinja";

const [templatePath = new URL("./tokenizer_config.json", import.meta.url), conversationPath] = process.argv.slice(2);

const text = await readFile(templatePath, "utf8");
const config = String(templatePath).endsWith(".jinja") ? { chat_template: text } : JSON.parse(text);

// chat_template is a string, or a list of named templates of which transformers uses "default".
const source = Array.isArray(config.chat_template)
  ? config.chat_template.find((entry) => entry.name === "default")?.template
  : config.chat_template;
if (typeof source !== "string") {
  console.error(`${templatePath} has no chat_template`);
  process.exit(1);
}

// Special tokens are strings, or objects ({ "content": "</s>", ... }) in older files.
const tokenText = (token) => (typeof token === "string" ? token : (token?.content ?? ""));

const messages = conversationPath
  ? JSON.parse(await readFile(conversationPath, "utf8"))
  : [
      { role: "system", content: "You are a helpful assistant." },
      { role: "user", content: "What is the capital of France?" },
    ];

try {
  const template = new Template(source); // parse once, render as often as you like
  const prompt = template.render({
    messages,
    add_generation_prompt: true,
    bos_token: tokenText(config.bos_token),
    eos_token: tokenText(config.eos_token),
  });
  process.stdout.write(prompt);
} catch (error) {
  // TemplateSyntaxError names the line and column; raise_exception() in a template gives TemplateRaisedError.
  console.error(error instanceof Error ? `${error.name}: ${error.message}` : error);
  process.exitCode = 1;
}
