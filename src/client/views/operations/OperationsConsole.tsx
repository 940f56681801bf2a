import { Navigate, Route, Routes } from 'react-router';
import { AuditPage } from './AuditPage';
import { DayBoardPage } from './DayBoardPage';

/** The operations console (issue 20), inside the staff console at /support/operations. */
export default function OperationsConsole() {
  return (
    <Routes>
      <Route index element={<DayBoardPage />} />
      <Route path="audit" element={<AuditPage />} />
      <Route path="*" element={<Navigate to="/support/operations" replace />} />
    </Routes>
  );
}
