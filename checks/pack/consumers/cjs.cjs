// The CommonJS run of probe.cjs: every entry point through `require`, as a CommonJS project loads the packages.
"use strict";
const probe = require("./probe.cjs");

probe(async (specifier) => require(specifier)).then(
  (report) => {
    report.resolved = Object.fromEntries(
      Object.keys(report.entries).map((specifier) => [specifier, require.resolve(specifier)]),
    );
    // Every file of the packages that Node loaded: all must come from the CommonJS build.
    report.loaded = Object.keys(require.cache).filter((file) => file.includes("/node_modules/@hubkit/"));
    process.stdout.write(JSON.stringify(report));
  },
  (error) => {
    console.error(error);
    process.exitCode = 1;
  },
);
