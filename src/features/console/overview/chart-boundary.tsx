import { Component, type ReactNode } from 'react';

interface BoundaryProps {
  children: ReactNode;
}

/** A chart whose code could not load (offline, a new release) leaves a sentence; its table still holds the numbers. */
export class ChartBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (this.state.failed) return <p className="chart-note">The chart could not be drawn; the table below has its numbers.</p>;
    return this.props.children;
  }
}
