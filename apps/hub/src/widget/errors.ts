/** What a failed run says to the person: a title and the provider's own message in words. */
export interface ErrorDescription {
  title: string;
  message: string;
}

/** The client quotes JSON string errors (`"bad thing"`); the person should read the text itself. */
function unquote(message: string): string {
  if (message.length >= 2 && message.startsWith('"') && message.endsWith('"')) {
    try {
      const parsed: unknown = JSON.parse(message);
      if (typeof parsed === "string") return parsed;
    } catch {
      // Not a JSON string after all.
    }
  }
  return message;
}

/** Titles by error class name; anything else is a provider or client error. */
const TITLES: Readonly<Record<string, string>> = {
  AbortError: "Stopped",
  InferenceOutputError: "The answer did not have the expected shape",
  ReplayMissingError: "Nothing recorded for this request",
  TypeError: "The request could not be sent",
};

export function describeError(error: unknown): ErrorDescription {
  if (error instanceof Error) {
    const message = unquote(error.message) || "No message was given.";
    if (error.name === "TypeError" && /fetch/i.test(message)) {
      return { title: TITLES.TypeError!, message: `${message} (is the network or the router reachable?)` };
    }
    return { title: TITLES[error.name] ?? "The request failed", message };
  }
  return { title: "The request failed", message: typeof error === "string" ? unquote(error) : String(error) };
}
