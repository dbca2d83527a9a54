// Jest as a CommonJS project runs it: node environment, no transform (the packages' files are loaded as shipped).
"use strict";
module.exports = { testEnvironment: "node", transform: {}, testMatch: ["**/require.test.cjs"] };
