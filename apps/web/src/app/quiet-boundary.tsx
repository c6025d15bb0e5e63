import { Component, type ReactNode } from 'react';

/** Renders nothing instead of its children once they fail: for optional extras that must not take the page down. */
export class QuietBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error(error);
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
