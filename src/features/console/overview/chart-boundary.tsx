import { Component, type ReactNode } from 'react';
import { useT } from '../../../lib/i18n/translate';

function ChartFailed() {
  const t = useT();
  return <p className="chart-note">{t('console.chart.failed')}</p>;
}

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
    if (this.state.failed) return <ChartFailed />;
    return this.props.children;
  }
}
