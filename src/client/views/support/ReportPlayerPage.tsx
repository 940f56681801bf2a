import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import type { ErrorReport } from '../../../shared/contract';
import { errorMessage } from '../../api/contractBaseQuery';
import { useReportsGetQuery } from '../../api/reportsApi';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import {
  PLAYBACK_SPEEDS,
  nextCustomerActionRequested,
  nextErrorRequested,
  playbackPaused,
  playbackSpeedChosen,
  playbackStarted,
  playerOpened,
  positionChosen,
  queryStepsFilterChosen,
  selectPlayer,
  stepBackRequested,
  stepForwardRequested,
  type PlaybackSpeed,
} from '../../features/support/supportSlice';
import { replayWidth, reportTrace, selectPlayerView } from '../../features/support/playerSelectors';
import { devToolsDownloadHref, type LoadedTrace } from '../../features/support/supportTrace';
import { Button, Skeleton } from '../components/ui/ui.styles';
import { customerLabel, deviceLabel, formatInstant } from './supportLabels';
import { CustomerOrders } from './SupportOrders';
import { SessionFrame } from './SessionFrame';
import {
  Alert,
  Card,
  Code,
  Controls,
  DiffList,
  Muted,
  Page,
  PlayerLayout,
  Timeline,
} from './Support.styles';
import { PageMeta } from '../components/head/PageMeta';

interface PlayerProps {
  referenceId: string;
  loaded: LoadedTrace;
  width: number;
}

const SPEED_LABELS: Record<PlaybackSpeed, string> = {
  '1x': '1×',
  '4x': '4×',
  step: 'Step by step',
};

function Player({ referenceId, loaded, width }: PlayerProps) {
  const dispatch = useAppDispatch();
  const player = useAppSelector(selectPlayer);
  const {
    at: view,
    last,
    stepText,
    timeline,
    ...allowed
  } = useAppSelector((state) => selectPlayerView(state, referenceId, loaded));
  return (
    <>
      <Card aria-labelledby="timeline-title">
        <h2 id="timeline-title">Timeline</h2>
        <Controls>
          <Button
            type="button"
            $variant="ghost"
            disabled={!allowed.canStepBack}
            onClick={() => dispatch(stepBackRequested())}
          >
            Step back
          </Button>
          {player.playing ? (
            <Button type="button" onClick={() => dispatch(playbackPaused())}>
              Pause
            </Button>
          ) : (
            <Button
              type="button"
              disabled={!allowed.canPlay}
              onClick={() => dispatch(playbackStarted())}
            >
              {allowed.playLabel}
            </Button>
          )}
          <Button
            type="button"
            $variant="ghost"
            disabled={!allowed.canStepForward}
            onClick={() => dispatch(stepForwardRequested())}
          >
            Step forward
          </Button>
          <label>
            Speed{' '}
            <select
              value={player.speed}
              onChange={(event) =>
                dispatch(playbackSpeedChosen({ speed: event.target.value as PlaybackSpeed }))
              }
            >
              {PLAYBACK_SPEEDS.map((speed) => (
                <option key={speed} value={speed}>
                  {SPEED_LABELS[speed]}
                </option>
              ))}
            </select>
          </label>
        </Controls>
        <Controls>
          <Button
            type="button"
            $variant="ghost"
            disabled={!allowed.canJumpToCustomerAction}
            onClick={() => dispatch(nextCustomerActionRequested())}
          >
            Next customer action
          </Button>
          <Button
            type="button"
            $variant="ghost"
            disabled={!allowed.canJumpToError}
            onClick={() => dispatch(nextErrorRequested())}
          >
            Next error
          </Button>
          <label>
            <input
              type="checkbox"
              checked={player.hideQuerySteps}
              onChange={(event) =>
                dispatch(queryStepsFilterChosen({ hidden: event.target.checked }))
              }
            />{' '}
            Hide RTK Query steps
          </label>
          <input
            type="range"
            aria-label="Step"
            min={0}
            max={last}
            value={view.position}
            aria-valuetext={stepText}
            onChange={(event) => dispatch(positionChosen({ position: Number(event.target.value) }))}
          />
        </Controls>
        <p aria-live="polite">{stepText}</p>
        <Timeline start={0} aria-label="Actions">
          {timeline.map(({ position, label, kind, spokenName, current }) => (
            <li key={position} value={position} data-kind={kind}>
              <button
                type="button"
                aria-label={spokenName}
                aria-current={current ? 'step' : undefined}
                onClick={() => dispatch(positionChosen({ position }))}
              >
                {label}
              </button>
            </li>
          ))}
        </Timeline>
      </Card>
      <PlayerLayout>
        <section aria-labelledby="screen-title">
          <h2 id="screen-title">Customer&apos;s screen</h2>
          <Muted>
            {view.path} · {width}px wide
            {view.scroll.y > 0 ? ` · scrolled ${view.scroll.y}px down` : ''}
          </Muted>
          <Muted>
            Names, phone numbers and addresses here are stand-ins: the customer&apos;s own were
            never recorded.
          </Muted>
          <SessionFrame
            width={width}
            position={view.position}
            state={view.state}
            path={view.path}
            scroll={view.scroll}
            title={`Customer's screen at step ${view.position}: ${view.path}`}
          />
        </section>
        <section aria-labelledby="action-title">
          <h2 id="action-title">Action</h2>
          <Muted>
            {view.label}
            {view.timestamp !== null ? ` · ${new Date(view.timestamp).toISOString()}` : ''}
          </Muted>
          <Code>{JSON.stringify(view.action, null, 2)}</Code>
          {view.stack !== null && <Code>{view.stack}</Code>}
          <h2>State changes</h2>
          {view.diff.length === 0 ? (
            <Muted>No state changed at this step.</Muted>
          ) : (
            <DiffList aria-label="State changes">
              {view.diff.map((line) => (
                <li key={line.path}>
                  {line.kind} {line.path}: {line.before !== undefined && <del>{line.before}</del>}
                  {line.kind === 'changed' && ' → '}
                  {line.after !== undefined && <ins>{line.after}</ins>}
                </li>
              ))}
            </DiffList>
          )}
          {view.diffOmitted > 0 && <Muted>{view.diffOmitted} more changes not shown.</Muted>}
        </section>
      </PlayerLayout>
    </>
  );
}

/** Who sent the report, from which browser and build, and what failed before it. */
function ReportContextDetails({ report }: { report: ErrorReport }) {
  const { context } = report;
  return (
    <section aria-label="Customer and device">
      <p>{customerLabel(report.customer)}</p>
      <p>{deviceLabel(report)}</p>
      {context && (
        <>
          <Muted>{context.userAgent}</Muted>
          <Muted>
            Version {context.appVersion}, build {context.buildId}
          </Muted>
          <h3>Console errors</h3>
          {context.consoleErrors.length === 0 ? (
            <Muted>None.</Muted>
          ) : (
            <ul aria-label="Console errors">
              {context.consoleErrors.map((entry, index) => (
                <li key={index}>
                  {formatInstant(entry.at)} · {entry.message}
                </li>
              ))}
            </ul>
          )}
          <h3>Failed calls</h3>
          {context.failedCalls.length === 0 ? (
            <Muted>None.</Muted>
          ) : (
            <ul aria-label="Failed calls">
              {context.failedCalls.map((call, index) => (
                <li key={index}>
                  {formatInstant(call.at)} · {call.endpoint} · {call.status}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}

export function ReportPlayerPage() {
  const dispatch = useAppDispatch();
  const referenceId = useParams().referenceId ?? '';
  const { data, error, isLoading } = useReportsGetQuery({ params: { referenceId } });
  const report = data?.report;
  const load = reportTrace(report?.trace);
  const kinds = load.status === 'loaded' ? load.value.kinds : null;

  useEffect(() => {
    if (kinds) dispatch(playerOpened({ referenceId, kinds }));
  }, [dispatch, referenceId, kinds]);

  return (
    <Page>
      <PageMeta title={`Report ${referenceId}`} noIndex />
      <Link to="/support">All reports</Link>
      <h1>Report {referenceId}</h1>
      {isLoading && <Skeleton $height="6rem" aria-hidden="true" />}
      {error !== undefined && (
        <Alert role="alert">{errorMessage(error, 'The report could not be loaded.')}</Alert>
      )}
      {report && (
        <Card aria-labelledby="report-title">
          <h2 id="report-title">What the customer sent</h2>
          <Muted>
            {formatInstant(report.createdAt)} · {report.device} · {report.errorFromUrl}
          </Muted>
          <p>{report.note ?? report.message}</p>
          {report.note !== undefined && <Muted>{report.message}</Muted>}
          <ReportContextDetails report={report} />
          {load.status === 'loaded' && (
            <a
              href={devToolsDownloadHref(load.value.devToolsFile)}
              download={`utsav-report-${report.referenceId}.json`}
            >
              Download for Redux DevTools
            </a>
          )}
        </Card>
      )}
      {report?.customer && <CustomerOrders referenceId={report.referenceId} />}
      {report && load.status === 'none' && <Muted>This report has no recorded session.</Muted>}
      {load.status === 'invalid' && (
        <Alert role="alert">The recorded session could not be read: {load.message}</Alert>
      )}
      {report && load.status === 'loaded' && (
        <Player
          referenceId={referenceId}
          loaded={load.value}
          width={replayWidth(report, load.value)}
        />
      )}
    </Page>
  );
}
