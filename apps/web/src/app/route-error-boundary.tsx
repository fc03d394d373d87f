import { Component, type ReactNode } from 'react';
import { ErrorScreen } from './error-screen';
import { ReadyMark } from './ready-mark';
import { forgetFailedScreens } from './route-screen';

interface Props {
  /** The location's key: a navigation clears the error. */
  locationKey: string;
  children: ReactNode;
}

interface State {
  error: unknown;
  locationKey: string;
}

/** A screen that throws while rendering (or whose chunk cannot load) shows the error screen. */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, locationKey: this.props.locationKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (props.locationKey === state.locationKey) return null;
    // A screen whose chunk failed (offline, a deploy replaced it) is tried again on the next visit.
    forgetFailedScreens();
    return { error: null, locationKey: props.locationKey };
  }

  override render() {
    if (this.state.error === null) return this.props.children;
    return (
      <>
        <ErrorScreen error={this.state.error} />
        <ReadyMark />
      </>
    );
  }
}
