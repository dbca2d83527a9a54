import type { ReactNode } from "react";
import type { SnippetLanguage } from "../lib/highlight.js";
import { CodeBlock } from "./CodeBlock.js";
import { CopyButton } from "./CopyButton.js";

/** One snippet: a title line with its copy button, the highlighted code, optional notes under it. */
export function SnippetPanel({
  title,
  code,
  language,
  children,
}: {
  title: ReactNode;
  code: string;
  language?: SnippetLanguage;
  children?: ReactNode;
}) {
  return (
    <div className="snippet-panel">
      <div className="snippet-head">
        <span className="snippet-title">{title}</span>
        <CopyButton text={code} />
      </div>
      <CodeBlock
        code={code}
        label={typeof title === "string" ? title : "Code snippet"}
        {...(language && { language })}
      />
      {children}
    </div>
  );
}
