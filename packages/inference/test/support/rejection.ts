/** What `promise` rejected with; fails the test when it resolves instead. */
export async function failure(promise: Promise<unknown>): Promise<Error> {
  return promise.then(
    () => {
      throw new Error("expected a rejection");
    },
    (e: unknown) => (e instanceof Error ? e : new Error(`rejected with a non-Error: ${String(e)}`)),
  );
}
