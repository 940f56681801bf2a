// What the report player shows and allows at its position (the player's state: supportSlice.ts;
// the recorded session: supportTrace.ts).
import { createSelector } from '@reduxjs/toolkit';
import type { ErrorReport } from '../../../shared/contract';
import type { RootState } from '../../app/appTypes';
import { playerJumps, selectPlayer, type StepKind } from './supportSlice';
import {
  deviceWidth,
  loadTrace,
  positionView,
  START_LABEL,
  stepLabel,
  type LoadedTrace,
  type PositionView,
} from './supportTrace';

/** A report's recorded session, read once per report rather than on every redraw. */
export const reportTrace = createSelector([(trace: string | undefined) => trace], (trace) =>
  loadTrace(trace),
);

/** The width the customer's screen had: the one reported, else the device's usual width. */
export const replayWidth = (
  report: Pick<ErrorReport, 'context' | 'device'>,
  loaded: LoadedTrace,
): number => report.context?.viewport.width ?? deviceWidth(report, loaded.trace.meta.device);

/** How a screen reader names a step the timeline marks (the customer's own, or a failure). */
const KIND_NOTES: Partial<Record<StepKind, string>> = {
  customer: 'customer action',
  error: 'error',
  queryError: 'error',
};

export interface TimelineEntry {
  position: number;
  label: string;
  kind: StepKind;
  /** The entry's spoken name when its kind is worth saying, else undefined (its label). */
  spokenName: string | undefined;
  current: boolean;
}

export interface PlayerView {
  at: PositionView;
  last: number;
  /** 'Step 3 of 40: cart/slotChosen'. */
  stepText: string;
  timeline: TimelineEntry[];
  canStepBack: boolean;
  canPlay: boolean;
  playLabel: string;
  canStepForward: boolean;
  canJumpToCustomerAction: boolean;
  canJumpToError: boolean;
}

const timelineLabels = createSelector([(loaded: LoadedTrace) => loaded], (loaded) => [
  START_LABEL,
  ...loaded.trace.steps.map((step) => stepLabel(step.action)),
]);

/**
 * The player at its position for a report's loaded session. Until this report's player opens,
 * the previous report's position means nothing here: it shows the start, with no jumps.
 */
export const selectPlayerView = createSelector(
  [
    selectPlayer,
    (_state: RootState, referenceId: string) => referenceId,
    (_state: RootState, _referenceId: string, loaded: LoadedTrace) => loaded,
  ],
  (player, referenceId, loaded): PlayerView => {
    const opened = player.referenceId === referenceId;
    const at = positionView(loaded, opened ? player.position : 0);
    const jumps = opened ? playerJumps(player) : null;
    const last = loaded.states.length - 1;
    const timeline = timelineLabels(loaded).flatMap((label, position): TimelineEntry[] => {
      const kind = loaded.kinds[position] ?? 'app';
      if (player.hideQuerySteps && kind === 'query') return [];
      const note = KIND_NOTES[kind];
      return [
        {
          position,
          label,
          kind,
          spokenName: note ? `${label}, ${note}` : undefined,
          current: position === at.position,
        },
      ];
    });
    return {
      at,
      last,
      stepText: `Step ${at.position} of ${last}: ${at.label}`,
      timeline,
      canStepBack: at.position > 0,
      canPlay: last > 0,
      playLabel: player.speed === 'step' ? 'Play one step' : 'Play',
      canStepForward: jumps?.nextShown != null,
      canJumpToCustomerAction: jumps?.nextCustomerAction != null,
      canJumpToError: jumps?.nextError != null,
    };
  },
);
