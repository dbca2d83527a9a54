import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { prefetchModelPageData } from "./api.js";
import { App } from "./App.js";
import { isRepoId } from "../shared/links.js";
import { modelIdOfPath } from "../shared/page-data.js";
import { bootData, embeddedModelPage } from "./lib/boot-data.js";
import { setServerConfig } from "./lib/server-config.js";
import { setTarget } from "./lib/settings.js";
import { applyStoredTheme } from "./lib/theme.js";
import "./styles.css";

// Before the first render, so a chosen theme is the one painted (index.html holds this script render-blocking).
applyStoredTheme();

// The server's settings come with the HTML: the first render already knows the hub and where try-it goes.
const { config } = bootData();
if (config !== undefined) {
  setServerConfig(config);
  setTarget(config.mode);
}
// A model page whose HTML came without its data asks for it now, while the page's code is still on its way.
const landing = modelIdOfPath(window.location.pathname);
if (landing !== undefined && isRepoId(landing) && embeddedModelPage(landing) === undefined) {
  prefetchModelPageData(landing);
}

const root = document.getElementById("root");
if (root === null) throw new Error("index.html has no #root element");
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
