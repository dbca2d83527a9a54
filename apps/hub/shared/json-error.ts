/**
 * Where a JSON text first goes wrong, as an offset. Browsers word `JSON.parse` errors differently and do not all
 * give a position, so the playground and the chat widget (tools, response schema) find it with this small scanner of
 * the JSON grammar.
 */
export function jsonErrorOffset(text: string): number | undefined {
  let i = 0;
  const fail = (): never => {
    throw new JsonScanError(i);
  };
  const space = () => {
    while (i < text.length && " \t\n\r".includes(text[i]!)) i++;
  };
  const literal = (word: string) => {
    for (const char of word) {
      if (text[i] !== char) fail();
      i++;
    }
  };
  const string = () => {
    i++; // opening quote
    while (i < text.length) {
      const char = text[i]!;
      if (char === '"') {
        i++;
        return;
      }
      if (char < " ") fail();
      if (char === "\\") {
        i++;
        const escape = text[i];
        if (escape === "u") {
          for (let k = 1; k <= 4; k++) {
            if (!/[0-9a-fA-F]/.test(text[i + k] ?? "")) {
              i += k;
              fail();
            }
          }
          i += 5;
          continue;
        }
        if (escape === undefined || !'"\\/bfnrt'.includes(escape)) fail();
      }
      i++;
    }
    fail();
  };
  const number = () => {
    const match = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(i));
    if (match === null || match[0] === "" || match[0] === "-") fail();
    i += match![0].length;
  };
  const value = (): void => {
    space();
    const char = text[i];
    if (char === "{") return object();
    if (char === "[") return array();
    if (char === '"') return string();
    if (char === "t") return literal("true");
    if (char === "f") return literal("false");
    if (char === "n") return literal("null");
    if (char === "-" || (char !== undefined && char >= "0" && char <= "9")) return number();
    fail();
  };
  const object = () => {
    i++;
    space();
    if (text[i] === "}") return void i++;
    for (;;) {
      space();
      if (text[i] !== '"') fail();
      string();
      space();
      if (text[i] !== ":") fail();
      i++;
      value();
      space();
      if (text[i] === ",") {
        i++;
        continue;
      }
      if (text[i] === "}") return void i++;
      fail();
    }
  };
  const array = () => {
    i++;
    space();
    if (text[i] === "]") return void i++;
    for (;;) {
      value();
      space();
      if (text[i] === ",") {
        i++;
        continue;
      }
      if (text[i] === "]") return void i++;
      fail();
    }
  };
  try {
    value();
    space();
    if (i < text.length) fail();
    return undefined;
  } catch (error) {
    if (error instanceof JsonScanError) return error.offset;
    throw error;
  }
}

class JsonScanError extends Error {
  constructor(readonly offset: number) {
    super(`JSON error at offset ${offset}`);
  }
}
