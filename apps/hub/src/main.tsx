import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./App.js";
import { applyStoredTheme } from "./lib/theme.js";
import "./styles.css";

// Before the first render, so a chosen theme is the one painted (index.html holds this script render-blocking).
applyStoredTheme();

const root = document.getElementById("root");
if (root === null) throw new Error("index.html has no #root element");
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
