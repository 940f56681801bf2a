import { lazy, Suspense } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import {
  REPORT_TEXT,
  reportProblemClosed,
  reportProblemOpened,
  selectReportProblem,
  type ReportOrigin,
} from '../../features/reportProblem/reportProblemSlice';
import { overlayChunks } from '../shell/overlays/overlayChunks';
import { preloadOnIntent } from '../components/overlays/overlayPreload';
import { DialogSkeleton } from '../components/overlays/DialogSkeleton';
import { Button } from '../components/ui/ui.styles';

const ReportProblemDialog = lazy(() =>
  overlayChunks.reportProblem().then((module) => ({ default: module.ReportProblemDialog })),
);

/**
 * The 'Report a problem' button with its dialog: one element for /help and the crash screen. The
 * dialog's code loads when it opens, behind a skeleton of its size.
 */
export function ReportProblem({ origin }: { origin: ReportOrigin }) {
  const dispatch = useAppDispatch();
  const open = useAppSelector((state) => selectReportProblem(state).status !== 'closed');
  return (
    <>
      <Button
        type="button"
        $variant="ghost"
        {...preloadOnIntent('reportProblem')}
        onClick={() => dispatch(reportProblemOpened({ origin }))}
      >
        {REPORT_TEXT.button}
      </Button>
      {open && (
        <Suspense
          fallback={
            <DialogSkeleton
              title={REPORT_TEXT.title}
              bodyHeight="13.5rem"
              onClose={() => dispatch(reportProblemClosed())}
            />
          }
        >
          <ReportProblemDialog />
        </Suspense>
      )}
    </>
  );
}
