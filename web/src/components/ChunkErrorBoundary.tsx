import { Component, type ReactNode } from 'react';

interface ChunkErrorBoundaryProps {
  fallback: (error: Error) => ReactNode;
  children: ReactNode;
  /** Changing it (e.g. the location) clears a shown error. */
  resetKey?: string;
}

/** Shows `fallback` when a lazy page fails to load or render, instead of a blank screen. */
export class ChunkErrorBoundary extends Component<ChunkErrorBoundaryProps, { error: Error | undefined; resetKey: string | undefined }> {
  override state = { error: undefined as Error | undefined, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  static getDerivedStateFromProps(props: ChunkErrorBoundaryProps, state: { error: Error | undefined; resetKey: string | undefined }) {
    return props.resetKey !== state.resetKey ? { error: undefined, resetKey: props.resetKey } : null;
  }

  override render() {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children;
  }
}
