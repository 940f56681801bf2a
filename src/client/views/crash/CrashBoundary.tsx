import { Component, type ReactNode } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { appCrashed, selectHasCrashed } from '../../features/crash/crashSlice';
import { CrashScreen } from './CrashScreen';

class Boundary extends Component<
  { onCrash: (message: string) => void; crashed: boolean; children: ReactNode },
  { caught: boolean }
> {
  override state = { caught: false };

  static getDerivedStateFromError() {
    return { caught: true };
  }

  override componentDidCatch(error: unknown) {
    this.props.onCrash(error instanceof Error ? error.message : String(error));
  }

  override render() {
    return this.state.caught || this.props.crashed ? <CrashScreen /> : this.props.children;
  }
}

/** Catches a render error anywhere below and hands it to the crash feature (report, reload once). */
export function CrashBoundary({ children }: { children: ReactNode }) {
  const dispatch = useAppDispatch();
  const crashed = useAppSelector(selectHasCrashed);
  return (
    <Boundary crashed={crashed} onCrash={(message) => dispatch(appCrashed({ message }))}>
      {children}
    </Boundary>
  );
}
