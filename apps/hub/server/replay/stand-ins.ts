/**
 * The tapes keep only the status and content type of binary answers (images, audio, video). When such an answer is
 * replayed, the person still needs something to look at or listen to, so the local router serves a stand-in that says
 * plainly what it is. The `x-hubkit-stand-in` header carries the recorded content type so the page can say so too.
 */
export interface StandIn {
  contentType: string;
  body: Uint8Array<ArrayBuffer>;
}

type MediaKind = "image" | "audio" | "video";

const EXTENSION_KINDS: Record<string, MediaKind> = {
  png: "image",
  jpg: "image",
  jpeg: "image",
  webp: "image",
  gif: "image",
  wav: "audio",
  flac: "audio",
  mp3: "audio",
  mp4: "video",
  webm: "video",
};

/** Which kind of media an empty recorded body stood for, from its content type or else its URL's extension. */
export function mediaKindOf(contentType: string, url: string): MediaKind | undefined {
  const type = contentType.split(";")[0]?.trim().toLowerCase() ?? "";
  const major = type.split("/")[0];
  if (major === "image" || major === "audio" || major === "video") return major;
  const path = url.split(/[?#]/)[0] ?? "";
  const extension = path.slice(path.lastIndexOf(".") + 1).toLowerCase();
  return EXTENSION_KINDS[extension];
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A 512x512 SVG card naming the recorded content type and where the image came from. */
export function standInImage(recordedType: string, url: string): StandIn {
  const host = url.startsWith("data:") ? "an inline data URL" : (safeHost(url) ?? "the provider");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512" role="img" aria-label="Stand-in for a recorded ${escapeXml(recordedType)} image">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fde68a"/><stop offset="0.5" stop-color="#fca5a5"/><stop offset="1" stop-color="#a5b4fc"/></linearGradient></defs>
<rect width="512" height="512" fill="url(#g)"/>
<g fill="none" stroke="#1f2937" stroke-width="10" stroke-linejoin="round" opacity="0.75"><rect x="156" y="150" width="200" height="150" rx="16"/><path d="M170 285l55-60 40 40 30-28 47 48"/></g>
<circle cx="300" cy="195" r="16" fill="#1f2937" opacity="0.75"/>
<g font-family="system-ui, sans-serif" fill="#111827" text-anchor="middle">
<text x="256" y="350" font-size="24" font-weight="700">Recorded ${escapeXml(recordedType)} answer</text>
<text x="256" y="385" font-size="17">The recording kept its type, not its bytes:</text>
<text x="256" y="410" font-size="17">this card stands in for the image from</text>
<text x="256" y="435" font-size="17" font-weight="600">${escapeXml(host)}</text>
</g></svg>`;
  return { contentType: "image/svg+xml", body: new TextEncoder().encode(svg) };
}

function safeHost(url: string): string | undefined {
  try {
    return new URL(url).host;
  } catch {
    return undefined;
  }
}

/** A short two-note chime as 16-bit mono PCM WAV, so an audio player has something real to play. */
export function standInAudio(): StandIn {
  const sampleRate = 16_000;
  const seconds = 1.2;
  const count = Math.round(sampleRate * seconds);
  const data = new DataView(new ArrayBuffer(44 + count * 2));
  const ascii = (offset: number, text: string) => {
    for (let i = 0; i < text.length; i++) data.setUint8(offset + i, text.charCodeAt(i));
  };
  ascii(0, "RIFF");
  data.setUint32(4, 36 + count * 2, true);
  ascii(8, "WAVE");
  ascii(12, "fmt ");
  data.setUint32(16, 16, true);
  data.setUint16(20, 1, true); // PCM
  data.setUint16(22, 1, true); // mono
  data.setUint32(24, sampleRate, true);
  data.setUint32(28, sampleRate * 2, true);
  data.setUint16(32, 2, true);
  data.setUint16(34, 16, true);
  ascii(36, "data");
  data.setUint32(40, count * 2, true);
  for (let i = 0; i < count; i++) {
    const t = i / sampleRate;
    const frequency = t < seconds / 2 ? 660 : 880;
    const local = t < seconds / 2 ? t : t - seconds / 2;
    const envelope = Math.min(1, local * 40) * Math.exp(-local * 5);
    data.setInt16(44 + i * 2, Math.round(Math.sin(2 * Math.PI * frequency * t) * envelope * 0.4 * 32767), true);
  }
  return { contentType: "audio/wav", body: new Uint8Array(data.buffer as ArrayBuffer) };
}

/** Stand-in makers per media kind. No video: an invented clip would mislead more than the plain note the page shows. */
const STAND_INS: Record<MediaKind, ((recordedType: string, url: string) => StandIn) | undefined> = {
  image: standInImage,
  audio: () => standInAudio(),
  video: undefined,
};

/** The stand-in for an empty recorded body of the given type, or undefined when there is none for it. */
export function standInFor(contentType: string, url: string): StandIn | undefined {
  const kind = mediaKindOf(contentType, url);
  if (kind === undefined) return undefined;
  return STAND_INS[kind]?.(contentType.split(";")[0]?.trim() ?? contentType, url);
}
