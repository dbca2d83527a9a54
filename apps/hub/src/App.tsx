import { Suspense, lazy, useEffect, useRef, useState, type ComponentType, type ReactNode } from "react";
import { getConfig } from "./api.js";
import { ErrorBoundary } from "./components/ErrorBoundary.js";
import { ThemeToggle } from "./components/ThemeToggle.js";
import type { AppConfig } from "../shared/hub-types.js";
import { bootData } from "./lib/boot-data.js";
import { Link, matchRoute, useLocation, type Route } from "./lib/router.js";
import { setServerConfig } from "./lib/server-config.js";
import { setTarget, useSettings } from "./lib/settings.js";
import { NotFoundPage } from "./pages/NotFoundPage.js";

type Page = ComponentType<{ params: Record<string, string> }>;

// Every page is its own chunk: a visit loads the shell and the page it lands on, nothing else.
const ModelListPage = lazy(() => import("./pages/ModelListPage.js").then((m) => ({ default: m.ModelListPage })));
const ModelPage = lazy(() => import("./pages/ModelPage.js").then((m) => ({ default: m.ModelPage })));
const TasksPage = lazy(() => import("./pages/TasksPage.js").then((m) => ({ default: m.TasksPage })));
const TaskPage = lazy(() => import("./pages/TaskPage.js").then((m) => ({ default: m.TaskPage })));
const LibrariesPage = lazy(() => import("./pages/LibrariesPage.js").then((m) => ({ default: m.LibrariesPage })));
const PlaygroundPage = lazy(() => import("./pages/PlaygroundPage.js").then((m) => ({ default: m.PlaygroundPage })));

const ROUTES: readonly Route<Page>[] = [
  { pattern: "/", value: ModelListPage },
  { pattern: "/tasks", value: TasksPage },
  { pattern: "/tasks/:id", value: TaskPage },
  { pattern: "/libraries", value: LibrariesPage },
  { pattern: "/playground/chat-template", value: PlaygroundPage },
  // The nav calls the section "Playground": its bare address opens its only page rather than a 404.
  { pattern: "/playground", value: PlaygroundPage },
  { pattern: "/:org/:name", value: ModelPage },
];

const NAV: ReadonlyArray<{ href: string; label: string; matches: (path: string) => boolean }> = [
  {
    href: "/",
    label: "Models",
    matches: (path) => path === "/" || (/^\/[^/]+\/[^/]+$/.test(path) && !/^\/(tasks|playground)\//.test(path)),
  },
  { href: "/tasks", label: "Tasks", matches: (path) => path.startsWith("/tasks") },
  { href: "/libraries", label: "Libraries", matches: (path) => path.startsWith("/libraries") },
  { href: "/playground/chat-template", label: "Playground", matches: (path) => path.startsWith("/playground") },
];

/** The host of a configured hub address, for the header ("huggingface.co"); the address itself if it has none. */
function hostOf(url: string): string {
  try {
    return new URL(url).host || url;
  } catch {
    return url;
  }
}

/** Where the model data comes from: the local sample catalogue, or (real mode) the hub the server relays to. */
function HubPill({ config }: { config: AppConfig | undefined }) {
  if (config === undefined) return null;
  if (config.mode === "offline") {
    return (
      <span
        className="mode-pill hub-pill hub-offline"
        title="Models come from the sample catalogue served by this machine"
      >
        Sample catalogue
      </span>
    );
  }
  return (
    <span className="mode-pill hub-pill" title={`Model data is relayed from ${config.hubUrl}`}>
      Hub: {hostOf(config.hubUrl)}
    </span>
  );
}

function Header({ pathname, config }: { pathname: string; config: AppConfig | undefined }) {
  const settings = useSettings();
  return (
    <header className="site-header">
      <div className="site-header-inner">
        <Link href="/" className="brand" aria-label="Hubkit home">
          <span className="brand-mark" aria-hidden="true">
            ◆
          </span>
          Hubkit
        </Link>
        <nav aria-label="Main">
          <ul>
            {NAV.map((item) => (
              <li key={item.href}>
                <Link href={item.href} aria-current={item.matches(pathname) ? "page" : undefined}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <HubPill config={config} />
        <span className={`mode-pill mode-${settings.target}`} title="Where try-it requests go">
          {settings.target === "offline" ? "Offline replay" : "Real router"}
        </span>
        <ThemeToggle />
      </div>
    </header>
  );
}

function Loading(): ReactNode {
  return <div className="page-loading" aria-busy="true" aria-label="Loading page" />;
}

export function App() {
  const { pathname } = useLocation();
  const match = matchRoute(ROUTES, pathname);
  const PageComponent = match?.value ?? NotFoundPage;

  // The server says whether it runs offline (in the HTML, or asked for); the person may still switch the target in
  // the widget. main.tsx applies settings that came with the HTML before the first render.
  const [config, setConfig] = useState<AppConfig | undefined>(() => bootData().config);
  useEffect(() => {
    if (bootData().config !== undefined) return;
    getConfig().then(
      (config) => {
        setServerConfig(config);
        setConfig(config);
        setTarget(config.mode);
      },
      () => setTarget("offline"),
    );
  }, []);

  // After a client-side navigation, move focus to the new page so keyboard and screen-reader users land on it
  // (a full page load starts at the top by itself, so the first render is left alone).
  const mainRef = useRef<HTMLElement>(null);
  const previousPath = useRef(pathname);
  useEffect(() => {
    if (previousPath.current === pathname) return;
    previousPath.current = pathname;
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <Header pathname={pathname} config={config} />
      <main id="main" tabIndex={-1} ref={mainRef}>
        <ErrorBoundary what="This page" key={pathname}>
          <Suspense fallback={<Loading />}>
            <PageComponent params={match?.params ?? {}} />
          </Suspense>
        </ErrorBoundary>
      </main>
      <footer className="site-footer">
        Hubkit · sample catalogue and recorded provider exchanges, served locally ·{" "}
        <Link href="/libraries">Libraries</Link> · <Link href="/tasks">Tasks</Link>
      </footer>
    </>
  );
}
