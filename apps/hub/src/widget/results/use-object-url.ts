import { useEffect, useState } from "react";

/** An object URL for a blob, revoked when the blob changes or the view goes away. */
export function useObjectUrl(blob: Blob | undefined): string | undefined {
  const [current, setCurrent] = useState<{ blob: Blob; url: string } | undefined>();
  useEffect(() => {
    if (blob === undefined) return;
    const url = URL.createObjectURL(blob);
    let live = true;
    // Published after the effect, so a remount (StrictMode) never shows a URL its cleanup already revoked.
    queueMicrotask(() => {
      if (live) setCurrent({ blob, url });
    });
    return () => {
      live = false;
      URL.revokeObjectURL(url);
    };
  }, [blob]);
  return current !== undefined && current.blob === blob ? current.url : undefined;
}
