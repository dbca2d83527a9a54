import { afterEach, describe, expect, it, vi } from "vitest";
import { testApp } from "./support.js";

describe("one error handler and one not-found answer for every sub-app", () => {
  afterEach(() => vi.restoreAllMocks());

  it("answers a route that throws with a 500 naming the request, not the error, and logs the error", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    // testApp's task data throws; /api/tasks is the hub API's, a sub-app mounted inside the local hub's.
    const response = await testApp().request("/api/tasks");
    expect(response.status).toBe(500);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(response.headers.get("cache-control")).toBe("no-store");
    // The policies every answer carries still apply to the failure.
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ error: "The server failed to answer GET /api/tasks" });
    expect(text).not.toContain("this test does not read");
    expect(logged).toHaveBeenCalledWith(
      "GET /api/tasks failed:",
      expect.objectContaining({ message: expect.any(String) }),
    );
  });

  it.each(["offline", "real"] as const)(
    "answers a method no route takes with a 404 naming it (%s mode)",
    async (mode) => {
      const app = testApp({ mode });
      const requests: Array<[method: string, path: string]> = [
        ["POST", "/tasks/text-generation"],
        ["DELETE", "/_hubkit/config"],
        ["PUT", "/media/cheetah.png"],
      ];
      for (const [method, path] of requests) {
        const response = await app.request(path, { method });
        expect(response.status).toBe(404);
        expect(response.headers.get("x-content-type-options")).toBe("nosniff");
        expect(await response.json()).toEqual({ error: `No route for ${method} ${path}` });
      }
    },
  );
});
