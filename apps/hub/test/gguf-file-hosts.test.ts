import { describe, expect, it } from "vitest";
import { defaultFileHosts, isHubStorageUrl } from "../server/gguf/file-hosts.js";

/** The hosts the hub's docs and /.well-known/meta.json name today (read 2026-11-28, see file-hosts.ts). */
const DOCUMENTED = [
  "huggingface.co",
  "cas-server.xethub.hf.co",
  "cas-server.xethub-eu.hf.co",
  "transfer.xethub.hf.co",
  "transfer.xethub-eu.hf.co",
  "us.aws.cdn.hf.co",
  "us.gcp.cdn.hf.co",
  "us-east1.us.gcp.cdn.hf.co",
  "cdn-lfs-us-1.hf.co",
  "cdn-lfs-eu-1.hf.co",
  "cdn-lfs.hf.co",
  // Legacy, dropped from the docs (hub-docs #2647), still the hub's.
  "cas-bridge.xethub.hf.co",
  "cdn-lfs.huggingface.co",
];

describe("where the GGUF range relay follows the hub's redirects", () => {
  it("follows every storage and CDN host the hub documents, over HTTPS", () => {
    for (const host of DOCUMENTED) {
      const url = new URL(`https://${host}/repos/ab/cd/blob?X-Amz-Signature=1`);
      expect({ host, followed: isHubStorageUrl(url) }).toEqual({ host, followed: true });
    }
  });

  it("refuses look-alike hosts, plain HTTP, other ports and credentials", () => {
    for (const address of [
      "https://evilhf.co/blob",
      "https://hf.co.evil.example/blob",
      "https://huggingface.co.evil.example/blob",
      "https://cdn-lfs.hf.co.evil.example/blob",
      "https://cdn-lfs-hf.co/blob",
      "https://xethub.hf.com/blob",
      "https://huggingface.com/blob", // the hub's name, but not where its files are served from
      "https://cdn-lfs.hf.co./blob", // a trailing dot is another name to the relay: refused rather than guessed
      "http://cdn-lfs-us-1.hf.co/blob",
      "https://cdn-lfs-us-1.hf.co:8443/blob",
      "https://user:secret@cdn-lfs-us-1.hf.co/blob",
      "https://3.233.198.65/blob",
      "https://[::1]/blob",
      "file:///etc/passwd",
      "data:application/octet-stream,GGUF",
    ]) {
      expect({ address, followed: isHubStorageUrl(new URL(address)) }).toEqual({ address, followed: false });
    }
  });

  it("also follows the configured hub's own origin (a mirror, or a loopback hub in tests), without credentials", () => {
    const allowed = defaultFileHosts("http://127.0.0.1:4010/");
    expect(allowed(new URL("http://127.0.0.1:4010/blobs/q8"))).toBe(true);
    expect(allowed(new URL("http://user:pw@127.0.0.1:4010/blobs/q8"))).toBe(false);
    expect(allowed(new URL("http://127.0.0.1:4011/blobs/q8"))).toBe(false);
    expect(allowed(new URL("https://cdn-lfs-us-1.hf.co/blob"))).toBe(true);
  });
});
