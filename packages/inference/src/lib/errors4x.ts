/**
 * 4.x's HTTP error classes by their names, with 4.x's constructor `(message, httpRequest, httpResponse)`: each is a
 * subclass of the Hubkit class that means the same failure, and `instanceof` holds for every error of that class
 * (the client throws the Hubkit classes), so code of either generation matches either name. Apart from errors.ts
 * so that only code that names them bundles their constructors. The other three 4.x names are the Hubkit classes
 * themselves (common.ts): their constructors already take 4.x's arguments.
 */
import {
  InferenceHubError,
  InferenceProviderError,
  type ErrorDetails,
  type HttpRequest,
  type HttpResponse,
} from "../errors.js";

/** The ErrorDetails of 4.x's constructor arguments. */
function detailsOf(request: HttpRequest, response: HttpResponse): ErrorDetails & { status: number; url: string } {
  return {
    url: request.url,
    method: request.method,
    requestHeaders: request.headers,
    requestBody: request.body === undefined ? undefined : JSON.stringify(request.body),
    status: response.status,
    requestId: response.requestId || undefined,
    body: response.body,
  };
}

/** 4.x's InferenceClientProviderApiError: an InferenceProviderError. */
export class InferenceClientProviderApiError extends InferenceProviderError {
  constructor(message: string, httpRequest: HttpRequest, httpResponse: HttpResponse) {
    super(message, detailsOf(httpRequest, httpResponse));
  }

  static override [Symbol.hasInstance](value: unknown): boolean {
    return value instanceof InferenceProviderError;
  }
}

/** 4.x's InferenceClientHubApiError: an InferenceHubError. */
export class InferenceClientHubApiError extends InferenceHubError {
  constructor(message: string, httpRequest: HttpRequest, httpResponse: HttpResponse) {
    const { status, ...details } = detailsOf(httpRequest, httpResponse);
    super(message, status, details);
  }

  static override [Symbol.hasInstance](value: unknown): boolean {
    return value instanceof InferenceHubError;
  }
}
