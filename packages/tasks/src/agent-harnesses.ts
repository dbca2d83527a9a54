/** An AI coding agent (harness) that the hub recognises when it reports activity. */
export interface AgentHarness {
  /** Display name. */
  prettyLabel: string;
  /** Its code repository. */
  repoUrl?: string;
  /** Its documentation or home page. */
  docsUrl?: string;
  /** What it is, in a sentence (ours). */
  description?: string;
  /**
   * Environment variables whose presence identifies it, each with the value it must have: `"*"` any non-empty value,
   * `"<prefix>*"` a value starting with the prefix, anything else that exact value. One match is enough. Without
   * this, only the standard variables (STANDARD_AGENT_ENV_VARS) identify it.
   */
  envVars?: Record<string, string>;
}

/**
 * Variables any tool may set to its own id (a key of AGENT_HARNESSES); an id that is not a key counts as unknown.
 */
export const STANDARD_AGENT_ENV_VARS = ["AI_AGENT", "AGENT"] as const;

/**
 * The agent harnesses the hub knows, keyed by the id they report, in the order of @huggingface/tasks 0.21.54 (labels,
 * addresses and variables as it lists them, fixtures/hub-registries.json). The order is the detection order, first
 * match wins: `cowork` precedes `claude-code` (Cowork sets both of their variables), and `cursor-cli` then `cursor`
 * come last (agents started inside Cursor's terminal inherit `CURSOR_TRACE_ID`).
 */
export const AGENT_HARNESSES = {
  antigravity: {
    prettyLabel: "Antigravity",
    docsUrl: "https://antigravity.google",
    description: "Google's agent-first development platform, built on Gemini.",
    envVars: { ANTIGRAVITY_AGENT: "*" },
  },
  "augment-cli": {
    prettyLabel: "Augment CLI",
    repoUrl: "https://github.com/augmentcode/auggie",
    docsUrl: "https://www.augmentcode.com",
    description: "Augment Code's command-line coding agent, Auggie.",
    envVars: { AUGMENT_AGENT: "*" },
  },
  cline: {
    prettyLabel: "Cline",
    repoUrl: "https://github.com/cline/cline",
    docsUrl: "https://cline.bot",
    description: "Open-source coding agent that runs in VS Code.",
    envVars: { CLINE_ACTIVE: "*" },
  },
  cowork: {
    prettyLabel: "Cowork",
    docsUrl: "https://claude.com/product/cowork",
    description: "Anthropic's agent for knowledge work, built on Claude Code.",
    envVars: { CLAUDE_CODE_IS_COWORK: "*" },
  },
  "claude-code": {
    prettyLabel: "Claude Code",
    repoUrl: "https://github.com/anthropics/claude-code",
    docsUrl: "https://code.claude.com/docs",
    description: "Anthropic's coding agent for the terminal.",
    envVars: { CLAUDECODE: "*", CLAUDE_CODE: "*" },
  },
  codex: {
    prettyLabel: "Codex",
    repoUrl: "https://github.com/openai/codex",
    docsUrl: "https://developers.openai.com/codex",
    description: "OpenAI's coding agent for the terminal.",
    envVars: { CODEX_SANDBOX: "*", CODEX_CI: "*", CODEX_THREAD_ID: "*" },
  },
  crush: {
    prettyLabel: "Crush",
    repoUrl: "https://github.com/charmbracelet/crush",
    docsUrl: "https://github.com/charmbracelet/crush",
    description: "Charm's open-source coding agent for the terminal.",
    envVars: { CRUSH: "*" },
  },
  "gemini-cli": {
    prettyLabel: "Gemini CLI",
    repoUrl: "https://github.com/google-gemini/gemini-cli",
    docsUrl: "https://geminicli.com",
    description: "Google's open-source coding agent for the terminal, on Gemini models.",
    envVars: { GEMINI_CLI: "*" },
  },
  "github-copilot": {
    prettyLabel: "GitHub Copilot",
    docsUrl: "https://docs.github.com/copilot",
    description: "GitHub's coding assistant.",
    envVars: { COPILOT_MODEL: "*", COPILOT_ALLOW_ALL: "*", COPILOT_GITHUB_TOKEN: "*" },
  },
  goose: {
    prettyLabel: "Goose",
    repoUrl: "https://github.com/aaif-goose/goose",
    docsUrl: "https://goose-docs.ai/",
    description: "Open-source, extensible agent started at Block, now under the Agentic AI Foundation.",
    envVars: { GOOSE_TERMINAL: "*" },
  },
  "hermes-agent": {
    prettyLabel: "Hermes Agent",
    repoUrl: "https://github.com/NousResearch/hermes-agent",
    docsUrl: "https://hermes-agent.nousresearch.com/docs",
    description: "Nous Research's terminal agent that works with many model providers.",
    envVars: { HERMES_SESSION_ID: "*" },
  },
  hi: {
    prettyLabel: "hi",
    repoUrl: "https://github.com/PipeNetwork/hi",
    docsUrl: "https://github.com/PipeNetwork/hi#readme",
    description: "Terminal coding agent in Rust that verifies its own changes as it goes.",
  },
  "kilo-code": {
    prettyLabel: "Kilo Code",
    repoUrl: "https://github.com/Kilo-Org/kilocode",
    docsUrl: "https://kilocode.ai/docs",
    description: "Open-source coding agent for VS Code, JetBrains IDEs and the terminal.",
    envVars: { KILOCODE_FEATURE: "*" },
  },
  kiro: {
    prettyLabel: "Kiro",
    docsUrl: "https://kiro.dev",
    description: "AWS's agentic IDE, driven by specifications.",
    envVars: { AGENT_CONTEXT_OUT: "*" },
  },
  openclaw: {
    prettyLabel: "OpenClaw",
    repoUrl: "https://github.com/openclaw/openclaw",
    docsUrl: "https://openclaw.ai",
    description: "Open-source personal assistant that you host on your own devices.",
    envVars: { OPENCLAW_SHELL: "*" },
  },
  "sandbase-harness": {
    prettyLabel: "SandBase Harness",
    repoUrl: "https://github.com/sandbaseai/sandbase-harness",
    docsUrl: "https://github.com/sandbaseai/sandbase-harness/blob/main/docs/installation.md",
    description: "Self-hosted runtime that keeps agent sessions and MCP tools running locally.",
  },
  opencode: {
    prettyLabel: "opencode",
    repoUrl: "https://github.com/anomalyco/opencode",
    docsUrl: "https://opencode.ai",
    description: "Open-source coding agent for the terminal.",
    envVars: { OPENCODE_CLIENT: "*" },
  },
  pi: {
    prettyLabel: "Pi",
    repoUrl: "https://github.com/earendil-works/pi",
    docsUrl: "https://pi.dev",
    description: "Small terminal coding agent that extends itself, with one API over many model providers.",
    envVars: { PI_CODING_AGENT: "*" },
  },
  replit: {
    prettyLabel: "Replit",
    docsUrl: "https://replit.com",
    description: "Development environment in the cloud with a coding agent.",
    envVars: { REPL_ID: "*" },
  },
  trae: {
    prettyLabel: "Trae",
    docsUrl: "https://trae.ai",
    description: "ByteDance's IDE with AI assistance.",
    envVars: { TRAE_AI_SHELL_ID: "*" },
  },
  vtcode: {
    prettyLabel: "VTCode",
    repoUrl: "https://github.com/vinhnx/VTCode",
    description: "Coding agent in Rust with several model providers, the OS's own sandboxing and add-on skills.",
    envVars: { VTCODE: "1" },
  },
  zed: {
    prettyLabel: "Zed",
    repoUrl: "https://github.com/zed-industries/zed",
    docsUrl: "https://zed.dev",
    description: "Fast code editor with a built-in agent panel and terminal.",
    envVars: { ZED_TERM: "*" },
  },
  "cursor-cli": {
    prettyLabel: "Cursor CLI",
    docsUrl: "https://cursor.com/docs/cli/overview",
    description: "Cursor's coding agent for the command line.",
    envVars: { CURSOR_AGENT: "*" },
  },
  cursor: {
    prettyLabel: "Cursor",
    docsUrl: "https://cursor.com",
    description: "Code editor with AI assistance.",
    envVars: { CURSOR_TRACE_ID: "*" },
  },
  devin: {
    prettyLabel: "Devin",
    docsUrl: "https://devin.ai",
    description: "Cognition's autonomous software engineering agent.",
  },
} satisfies Record<string, AgentHarness>;

/** The id of a known agent harness. */
export type AgentHarnessKey = keyof typeof AGENT_HARNESSES;
