import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** The note's longest length, as the report call accepts it. */
export const REPORT_NOTE_MAX = 1000;

export const REPORT_TEXT = {
  button: 'Report a problem',
  title: 'Report a problem',
  noteLabel: 'What went wrong?',
  noteHint:
    'Tell us what you were doing. We send this with a record of your visit (no names, phone numbers, addresses or codes) so our team can see what happened.',
  send: 'Send report',
  sending: 'Sending...',
  sent: 'Thank you. Your report has reached our team.',
  reference: 'Your reference number',
  referenceHint: 'Quote it when you call or chat with us.',
  failed: "Your report couldn't be sent. Please try again.",
  /** The report's message when the customer reports from /help (the crash screen sends its error). */
  customerReport: 'Problem reported by the customer',
} as const;

/** Where the customer opened the dialog: its report says so, and a crash carries its error. */
export type ReportOrigin = 'help' | 'crash';

export type ReportProblemState =
  | { status: 'closed' }
  | { status: 'editing'; origin: ReportOrigin; note: string }
  | { status: 'sending'; origin: ReportOrigin; note: string }
  | { status: 'failed'; origin: ReportOrigin; note: string; message: string }
  | { status: 'sent'; origin: ReportOrigin; referenceId: string };

export const initialReportProblemState: ReportProblemState = { status: 'closed' };

export const reportProblemSlice = createSlice({
  name: 'reportProblem',
  initialState: initialReportProblemState as ReportProblemState,
  reducers: {
    /** 'Report a problem' was pressed: an empty note, unless a report is already open. */
    reportProblemOpened: (state, action: PayloadAction<{ origin: ReportOrigin }>) =>
      state.status === 'closed'
        ? { status: 'editing' as const, origin: action.payload.origin, note: '' }
        : state,
    reportNoteChanged: (state, action: PayloadAction<{ note: string }>) => {
      if (state.status === 'editing' || state.status === 'failed') {
        return {
          status: 'editing' as const,
          origin: state.origin,
          note: action.payload.note.slice(0, REPORT_NOTE_MAX),
        };
      }
      return state;
    },
    /** 'Send report': the listener sends the note with the page, device and session trace. */
    reportSubmitted: (state) =>
      state.status === 'editing' || state.status === 'failed'
        ? { status: 'sending' as const, origin: state.origin, note: state.note }
        : state,
    reportSent: (state, action: PayloadAction<{ referenceId: string }>) =>
      state.status === 'sending'
        ? { status: 'sent' as const, origin: state.origin, referenceId: action.payload.referenceId }
        : state,
    /** The note is kept, so 'Send report' tries again with it. */
    reportFailed: (state, action: PayloadAction<{ message: string }>) =>
      state.status === 'sending'
        ? { ...state, status: 'failed' as const, message: action.payload.message }
        : state,
    reportProblemClosed: () => initialReportProblemState,
  },
  selectors: {
    selectReportProblem: (state) => state,
    selectReportNote: (state) => ('note' in state ? state.note : ''),
  },
});

export const {
  reportProblemOpened,
  reportNoteChanged,
  reportSubmitted,
  reportSent,
  reportFailed,
  reportProblemClosed,
} = reportProblemSlice.actions;
export const { selectReportProblem, selectReportNote } = reportProblemSlice.selectors;
