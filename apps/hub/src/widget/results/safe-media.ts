/**
 * Provider answers are shown through `blob:` URLs, which belong to this app's origin: a blob whose type a browser
 * renders as a document (SVG, HTML, or no type at all, which it sniffs) would run its script on the app's origin
 * when opened in a tab of its own. So a provider's image is shown only as a raster picture (PNG, JPEG, GIF, WebP,
 * AVIF, BMP, typed from its bytes), an SVG is drawn into a PNG first, and audio and video keep only a media type.
 */

/** What the page shows for a provider image. */
export interface SafeImage {
  blob: Blob;
  /** How it was made safe, for the caption: "drawn as PNG", or nothing when the bytes are a raster image. */
  note?: string;
}

const SIGNATURES: ReadonlyArray<{ type: string; matches: (bytes: Uint8Array) => boolean }> = [
  { type: "image/png", matches: (b) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  { type: "image/jpeg", matches: (b) => startsWith(b, [0xff, 0xd8, 0xff]) },
  { type: "image/gif", matches: (b) => ascii(b, 0, "GIF87a") || ascii(b, 0, "GIF89a") },
  { type: "image/webp", matches: (b) => ascii(b, 0, "RIFF") && ascii(b, 8, "WEBP") },
  { type: "image/avif", matches: (b) => ascii(b, 4, "ftypavif") || ascii(b, 4, "ftypavis") },
  { type: "image/bmp", matches: (b) => ascii(b, 0, "BM") && b.length > 14 },
];

function startsWith(bytes: Uint8Array, prefix: readonly number[]): boolean {
  return prefix.every((byte, i) => bytes[i] === byte);
}

function ascii(bytes: Uint8Array, offset: number, text: string): boolean {
  for (let i = 0; i < text.length; i++) if (bytes[offset + i] !== text.charCodeAt(i)) return false;
  return true;
}

/** The raster image type of these first bytes of a file, or undefined when they are no raster image. */
export function sniffRasterType(head: Uint8Array): string | undefined {
  return SIGNATURES.find((signature) => signature.matches(head))?.type;
}

/** Whether the bytes read as markup (SVG, XML, HTML): a `<` after an optional BOM and white space. */
export function looksLikeMarkup(head: Uint8Array): boolean {
  let i = startsWith(head, [0xef, 0xbb, 0xbf]) ? 3 : 0;
  while (i < head.length && (head[i] === 0x20 || head[i] === 0x09 || head[i] === 0x0a || head[i] === 0x0d)) i++;
  return head[i] === 0x3c;
}

/** The type a blob URL of provider audio or video may carry: its own when it is one, else a download. */
export function safeMediaType(type: string, kind: "audio" | "video"): string {
  const base = type.split(";")[0]?.trim().toLowerCase() ?? "";
  const pattern = kind === "audio" ? /^(?:audio|video)\/[\w.+-]+$/ : /^video\/[\w.+-]+$/;
  // A media element finds the format in the bytes; a tab given application/octet-stream downloads it.
  return pattern.test(base) ? base : "application/octet-stream";
}

/** Provider audio or video as a blob that no tab renders as a document. */
export function safeMediaBlob(blob: Blob, kind: "audio" | "video"): Blob {
  const type = safeMediaType(blob.type, kind);
  return type === blob.type ? blob : new Blob([blob], { type });
}

/** The largest side of a drawn SVG: a provider image is never bigger than this. */
const MAX_SIDE = 4096;

/** Draws an SVG (an image element never runs its script) onto a canvas and returns the PNG. */
async function rasterize(svg: Blob): Promise<Blob> {
  const url = URL.createObjectURL(new Blob([svg], { type: "image/svg+xml" }));
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    const scale = Math.min(1, MAX_SIDE / Math.max(image.naturalWidth || 512, image.naturalHeight || 512));
    const canvas = document.createElement("canvas");
    canvas.width = Math.max(1, Math.round((image.naturalWidth || 512) * scale));
    canvas.height = Math.max(1, Math.round((image.naturalHeight || 512) * scale));
    const context = canvas.getContext("2d");
    if (context === null) throw new Error("no 2D canvas to draw the SVG on");
    context.drawImage(image, 0, 0, canvas.width, canvas.height);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((png) => (png === null ? reject(new Error("the canvas gave no PNG")) : resolve(png)), "image/png"),
    );
  } finally {
    URL.revokeObjectURL(url);
  }
}

/**
 * A provider image the page can show: raster bytes keep their data with the type their bytes say, SVG (by type or
 * by content) is drawn as PNG, anything else is refused with a reason.
 */
export async function safeImage(blob: Blob): Promise<SafeImage> {
  const head = new Uint8Array(await blob.slice(0, 32).arrayBuffer());
  const raster = sniffRasterType(head);
  if (raster !== undefined) return { blob: raster === blob.type ? blob : new Blob([blob], { type: raster }) };
  const declared = blob.type.split(";")[0]?.trim().toLowerCase();
  if (declared === "image/svg+xml" || looksLikeMarkup(head)) {
    return { blob: await rasterize(blob), note: "SVG drawn as PNG" };
  }
  throw new Error(`the bytes are not an image the page shows (${blob.type || "no type"})`);
}
