import { useEffect, useRef, useState, type ReactNode } from "react";

/**
 * Renders `children` once its place comes near the screen (an IntersectionObserver, 300 px ahead), and `placeholder`
 * until then: a section whose code and data are heavy (the GGUF section's reader, estimate and template engine, and
 * its range reads) costs nothing to a visit that never scrolls to it.
 */
export function WhenVisible({ children, placeholder }: { children: ReactNode; placeholder: ReactNode }) {
  const anchor = useRef<HTMLDivElement>(null);
  // Without an IntersectionObserver (no browser the app targets), the section shows at once.
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === "undefined");
  useEffect(() => {
    const element = anchor.current;
    if (seen || element === null) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
      },
      { rootMargin: "300px 0px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [seen]);
  return seen ? <>{children}</> : <div ref={anchor}>{placeholder}</div>;
}
