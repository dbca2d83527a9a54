export type * from "./chat-completion.js";
