import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  looksLikeMarkup,
  safeImage,
  safeMediaBlob,
  safeMediaType,
  sniffRasterType,
} from "../src/widget/results/safe-media.js";
import { DATA_DIR, dataPath } from "../server/paths.js";

const media = (name: string) => new Uint8Array(readFileSync(join(dataPath(DATA_DIR, "media"), name)));
const bytes = (text: string) => new TextEncoder().encode(text);

describe("provider images are shown only as raster pictures", () => {
  it("types raster bytes from their signature, whatever the provider called them", async () => {
    expect(sniffRasterType(media("cats.png"))).toBe("image/png");
    expect(sniffRasterType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]))).toBe("image/jpeg");
    expect(sniffRasterType(bytes("GIF89a\x01\x00"))).toBe("image/gif");
    expect(sniffRasterType(bytes("RIFF\x10\x00\x00\x00WEBPVP8 "))).toBe("image/webp");
    expect(sniffRasterType(bytes("\x00\x00\x00\x1cftypavif"))).toBe("image/avif");
    expect(sniffRasterType(bytes("<svg xmlns='http://www.w3.org/2000/svg'>"))).toBeUndefined();

    // A PNG sent as application/octet-stream, or as text/html, is shown as the PNG it is.
    for (const type of ["application/octet-stream", "text/html", ""]) {
      const shown = await safeImage(new Blob([media("cheetah.png")], { type }));
      expect(shown.blob.type).toBe("image/png");
      expect(shown.blob.size).toBe(media("cheetah.png").length);
      expect(shown.note).toBeUndefined();
    }
  });

  it("recognizes markup (SVG, HTML) by its bytes, also behind a BOM and white space", () => {
    expect(looksLikeMarkup(bytes("<svg onload=alert(1)>"))).toBe(true);
    expect(looksLikeMarkup(bytes("\ufeff \n\t<?xml version='1.0'?><svg/>"))).toBe(true);
    expect(looksLikeMarkup(bytes("<!doctype html><script>alert(1)</script>"))).toBe(true);
    expect(looksLikeMarkup(media("cats.png"))).toBe(false);
  });

  it("refuses bytes that are neither a raster image nor markup, saying what they were", async () => {
    await expect(safeImage(new Blob(["%PDF-1.7"], { type: "application/pdf" }))).rejects.toThrow(
      "the bytes are not an image the page shows (application/pdf)",
    );
  });
});

describe("provider audio and video keep a media type only", () => {
  it.each([
    ["audio/wav", "audio", "audio/wav"],
    ["audio/x-wav", "audio", "audio/x-wav"],
    ["audio/flac; rate=16000", "audio", "audio/flac"],
    ["video/mp4", "video", "video/mp4"],
    ["text/html", "audio", "application/octet-stream"],
    ["image/svg+xml", "audio", "application/octet-stream"],
    ["", "video", "application/octet-stream"],
    ["audio/mpeg", "video", "application/octet-stream"],
    ["application/xhtml+xml", "video", "application/octet-stream"],
  ] as const)("%j as %s becomes %s", (type, kind, safe) => {
    expect(safeMediaType(type, kind)).toBe(safe);
    expect(safeMediaBlob(new Blob(["x"], { type }), kind).type).toBe(safe);
  });
});
