import { ops } from '../../shared/contract/routes/ops';
import { api } from './api';
import { contractMutation, contractQuery } from './contractEndpoints';

// The operations console (issue 20). Every change refreshes the board and the audit log; the
// customer's own orders ('Orders') are refetched on their device by its own queries.
const changed = { invalidatesTags: ['OpsBoard' as const, 'OpsAudit' as const] };

export const opsApi = api.injectEndpoints({
  endpoints: (build) => ({
    opsMe: contractQuery(build, ops.me),
    opsBoard: contractQuery(build, ops.board, { providesTags: ['OpsBoard'] }),
    opsSearch: contractQuery(build, ops.search, { providesTags: ['OpsBoard'] }),
    opsConfirm: contractMutation(build, ops.confirm, changed),
    opsAssignDecorator: contractMutation(build, ops.assignDecorator, changed),
    opsComplete: contractMutation(build, ops.complete, changed),
    opsCancel: contractMutation(build, ops.cancel, changed),
    opsAcceptReschedule: contractMutation(build, ops.acceptReschedule, changed),
    opsRejectReschedule: contractMutation(build, ops.rejectReschedule, changed),
    opsMove: contractMutation(build, ops.move, changed),
    opsSetCapacity: contractMutation(build, ops.setCapacity, changed),
    opsGoodwill: contractMutation(build, ops.goodwill, {
      invalidatesTags: ['OpsBoard', 'OpsAudit', 'OpsGoodwill'],
    }),
    opsPendingGoodwill: contractQuery(build, ops.pendingGoodwill, {
      providesTags: ['OpsGoodwill'],
    }),
    opsApproveGoodwill: contractMutation(build, ops.approveGoodwill, {
      invalidatesTags: ['OpsAudit', 'OpsGoodwill'],
    }),
    opsDeclineGoodwill: contractMutation(build, ops.declineGoodwill, {
      invalidatesTags: ['OpsAudit', 'OpsGoodwill'],
    }),
    opsOwedRefunds: contractQuery(build, ops.owedRefunds, { providesTags: ['OpsOwedRefunds'] }),
    opsSettleRefund: contractMutation(build, ops.settleRefund, {
      invalidatesTags: ['OpsAudit', 'OpsOwedRefunds'],
    }),
    opsAudit: contractQuery(build, ops.audit, { providesTags: ['OpsAudit'] }),
  }),
});

export const {
  useOpsMeQuery,
  useOpsBoardQuery,
  useOpsSearchQuery,
  useOpsConfirmMutation,
  useOpsAssignDecoratorMutation,
  useOpsCompleteMutation,
  useOpsCancelMutation,
  useOpsAcceptRescheduleMutation,
  useOpsRejectRescheduleMutation,
  useOpsMoveMutation,
  useOpsSetCapacityMutation,
  useOpsGoodwillMutation,
  useOpsPendingGoodwillQuery,
  useOpsApproveGoodwillMutation,
  useOpsDeclineGoodwillMutation,
  useOpsOwedRefundsQuery,
  useOpsSettleRefundMutation,
  useOpsAuditQuery,
} = opsApi;
