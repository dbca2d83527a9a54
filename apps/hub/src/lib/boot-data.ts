/**
 * The data the server embedded in this document (shared/page-data.ts says its shapes and checks them): read once
 * from its `<script type="application/json">` element.
 */
import { asBootData, BOOT_DATA_ELEMENT_ID, type BootData, type ModelPageData } from "../../shared/page-data.js";

let boot: BootData | undefined;

/** The data the server embedded in this document (read once; nothing when it embedded none or it is broken). */
export function bootData(): BootData {
  if (boot !== undefined) return boot;
  boot = {};
  const text = typeof document === "undefined" ? null : document.getElementById(BOOT_DATA_ELEMENT_ID)?.textContent;
  if (text === null || text === undefined) return boot;
  try {
    boot = asBootData(JSON.parse(text));
  } catch {
    // A document without usable data: the page asks for what it needs.
  }
  return boot;
}

/** The embedded data of model `id`'s page, when this document was that page's first answer. */
export function embeddedModelPage(id: string): ModelPageData | undefined {
  const model = bootData().model;
  return model?.id === id ? model : undefined;
}
