// Stand-in until the React front end lands: proves the start command and port work.
import { createServer } from "node:http";

const port = Number(process.env.PORT ?? 5173);
createServer((_req, res) => {
  res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
  res.end(
    "<!doctype html><title>Hubkit</title><h1>Hubkit</h1><p>The model hub front end is being built; this page is a placeholder.</p>",
  );
}).listen(port, "127.0.0.1", () => console.log(`Hubkit placeholder on http://127.0.0.1:${port}`));
