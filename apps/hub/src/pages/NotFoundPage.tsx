import { Link } from "../lib/router.js";

export function NotFoundPage() {
  return (
    <div className="page narrow">
      <h1>Page not found</h1>
      <p>
        Nothing lives at this address. <Link href="/">Browse the models</Link> instead.
      </p>
    </div>
  );
}
