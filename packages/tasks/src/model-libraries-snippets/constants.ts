/** Token budget that chat snippets ask for (the hub's default for generated chat examples). */
export const CHAT_MAX_TOKENS = 512;
