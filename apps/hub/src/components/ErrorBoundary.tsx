import { Component, type ErrorInfo, type ReactNode } from "react";

interface Props {
  /** What failed, said to the person ("The widget", "The snippets"). */
  what: string;
  children: ReactNode;
}

/** Keeps one failing part of a page from blanking the whole page; says what failed and why. */
export class ErrorBoundary extends Component<Props, { error: Error | undefined }> {
  override state = { error: undefined as Error | undefined };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`${this.props.what} failed`, error, info.componentStack);
  }

  override render() {
    if (this.state.error === undefined) return this.props.children;
    return (
      <div className="card">
        <div className="error-box" role="alert">
          <strong>{this.props.what} could not be shown</strong>
          <p>{this.state.error.message}</p>
        </div>
      </div>
    );
  }
}
