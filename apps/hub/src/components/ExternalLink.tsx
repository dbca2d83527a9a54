import type { ReactNode } from "react";
import { ExternalIcon } from "./Icons.js";

/** The site a link leads to, as people name it (`huggingface.co`); empty when the address has no host. */
export function siteOf(href: string): string {
  try {
    return new URL(href).host;
  } catch {
    return "";
  }
}

/**
 * A link that leaves this app and says so: the site's name after the text (unless `site` is false, where the text
 * already names it) and an icon that screen readers read as "external link".
 */
export function ExternalLink({
  href,
  children,
  site = true,
  className,
  label,
}: {
  href: string;
  children: ReactNode;
  /** Show "on {site}" after the text. */
  site?: boolean;
  className?: string;
  /** The link's accessible name, when its text alone would not say enough (an icon-only link). */
  label?: string;
}) {
  const host = siteOf(href);
  return (
    <a
      href={href}
      className={className === undefined ? "external-link" : `external-link ${className}`}
      rel="noreferrer"
      {...(label !== undefined && { "aria-label": label })}
    >
      {children}
      {site && host !== "" && <span className="external-site"> on {host}</span>}
      <span role="img" aria-label="external link" className="external-mark">
        <ExternalIcon size={12} />
      </span>
    </a>
  );
}
